import { oldTimerFacts, type OldTimerFacts } from '@lindner/api/schema';
import { Heading, Table, TableCell, TableHeaderCell, visuallyHidden } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { detailMessages, factMessages } from '../messages';
import { formatFact } from '../oldTimerFormat';
import * as styles from './oldTimers.css';

/**
 * An old-timer's facts: every fact the API knows of, with its unit; one the records do not give
 * shows "–" (and says so to a screen reader). Demo values carry a mark and the note that
 * explains it, as a model's technical data does.
 */
export function OldTimerFactsTable({ facts }: { facts: OldTimerFacts }) {
  const intl = useIntl();
  const headingId = useId();
  const noteId = useId();
  const rows = oldTimerFacts.map((fact) => ({
    fact,
    label: intl.formatMessage(factMessages[fact]),
    value: formatFact(intl, fact, facts),
    demo: facts.demoFacts.includes(fact) && facts[fact] !== null,
  }));
  const anyDemo = rows.some((row) => row.demo);
  const mark = intl.formatMessage(detailMessages.demoMark);
  return (
    <div className={styles.factsBlock}>
      <Heading level={2} size={{ xs: 'h4', md: 'h3' }} id={headingId}>
        {intl.formatMessage(detailMessages.facts)}
      </Heading>
      <Table aria-labelledby={headingId}>
        <tbody>
          {rows.map(({ fact, label, value, demo }) => (
            <tr key={fact}>
              <TableHeaderCell scope="row">{label}</TableHeaderCell>
              <TableCell aria-describedby={demo ? noteId : undefined}>
                {value ?? (
                  <>
                    <span aria-hidden="true">{intl.formatMessage(detailMessages.unknownMark)}</span>
                    <span className={visuallyHidden}>
                      {intl.formatMessage(detailMessages.unknown)}
                    </span>
                  </>
                )}
                {demo ? (
                  <sup className={styles.demoMark} aria-hidden="true">
                    {mark}
                  </sup>
                ) : null}
              </TableCell>
            </tr>
          ))}
        </tbody>
      </Table>
      {anyDemo ? (
        <p id={noteId} className={styles.note}>
          <span aria-hidden="true">{mark} </span>
          {intl.formatMessage(detailMessages.demoNote)}
        </p>
      ) : null}
    </div>
  );
}
