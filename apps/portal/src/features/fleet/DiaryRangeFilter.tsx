import { Button, Text } from '@lindner/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { dateRangeProblemOf, isoDayOf, type DateRange } from './dateRange';
import * as styles from './fleet.css';
import { diaryMessages } from './messages';

export interface DiaryRangeFilterProps {
  /** The range of the page's query. */
  range: DateRange;
  onChange: (range: DateRange) => void;
}

/**
 * From and to of the diary, for the list, the print view and the download. Applied with its
 * button (or Enter), so the page does not fetch on every digit; the range then lives in the URL.
 */
export function DiaryRangeFilter({ range, onChange }: DiaryRangeFilterProps) {
  const intl = useIntl();
  const ids = { legend: useId(), from: useId(), to: useId(), error: useId() };
  const [from, setFrom] = useState(range.from ?? '');
  const [to, setTo] = useState(range.to ?? '');
  const [shown, setShown] = useState(range);
  const [problem, setProblem] = useState(false);
  // The query changed (back button, a link): the fields follow it.
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    setFrom(range.from ?? '');
    setTo(range.to ?? '');
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const next = { from: isoDayOf(from), to: isoDayOf(to) };
    if (dateRangeProblemOf(next)) {
      setProblem(true);
      return;
    }
    setProblem(false);
    onChange(next);
  };

  return (
    <form noValidate onSubmit={apply} aria-labelledby={ids.legend}>
      <fieldset className={styles.rangeForm}>
        <legend id={ids.legend}>
          <Text as="span" weight="medium">
            {intl.formatMessage(diaryMessages.range)}
          </Text>
        </legend>
        <div className={styles.rangeField}>
          <label htmlFor={ids.from}>{intl.formatMessage(diaryMessages.from)}</label>
          <input
            id={ids.from}
            name="from"
            type="date"
            className={styles.dateInput}
            value={from}
            max={to || undefined}
            aria-invalid={problem || undefined}
            aria-describedby={problem ? ids.error : undefined}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className={styles.rangeField}>
          <label htmlFor={ids.to}>{intl.formatMessage(diaryMessages.to)}</label>
          <input
            id={ids.to}
            name="to"
            type="date"
            className={styles.dateInput}
            value={to}
            min={from || undefined}
            aria-invalid={problem || undefined}
            aria-describedby={problem ? ids.error : undefined}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" variant="secondary">
            {intl.formatMessage(diaryMessages.apply)}
          </Button>
          {range.from || range.to ? (
            <Button variant="ghost" onClick={() => onChange({ from: null, to: null })}>
              {intl.formatMessage(diaryMessages.reset)}
            </Button>
          ) : null}
        </div>
      </fieldset>
      {problem ? (
        <Text id={ids.error} tone="critical" size="small" role="alert">
          {intl.formatMessage(diaryMessages.rangeOrder)}
        </Text>
      ) : null}
    </form>
  );
}
