import {
  Button,
  Heading,
  consentStore,
  optionalConsentCategories,
  useConsentRecord,
  type ConsentCategory,
  type ConsentDecisions,
  type OptionalConsentCategory,
} from '@lindner/ui';
import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import * as styles from './legal.css';
import { consentMessages as messages } from './messages';

const categoryTexts: Record<
  ConsentCategory,
  { name: MessageDescriptor; description: MessageDescriptor }
> = {
  necessary: { name: messages.necessaryName, description: messages.necessaryDescription },
  map: { name: messages.mapName, description: messages.mapDescription },
  media: { name: messages.mediaName, description: messages.mediaDescription },
  statistics: { name: messages.statisticsName, description: messages.statisticsDescription },
};

/**
 * The cookie settings, inside the privacy statement: the same choices as the cookie banner's
 * dialog, in the same store, so the banner, the map's consent gate and this form agree.
 */
export function ConsentChoices() {
  const intl = useIntl();
  const idPrefix = useId();
  const titleId = `${idPrefix}-title`;
  const record = useConsentRecord();
  // What the visitor ticked since the last save; the rest shows what is stored. Undecided
  // categories show unticked: consent is opt-in.
  const [changes, setChanges] = useState<ConsentDecisions>({});
  const [saved, setSaved] = useState(false);
  const accepted = (category: OptionalConsentCategory) =>
    (changes[category] ?? record.categories[category]) === 'accepted';

  const save = (event: FormEvent) => {
    event.preventDefault();
    consentStore.decide(
      Object.fromEntries(
        optionalConsentCategories.map((category) => [
          category,
          accepted(category) ? 'accepted' : 'declined',
        ]),
      ),
    );
    setChanges({});
    setSaved(true);
  };

  return (
    <form className={styles.consentForm} aria-labelledby={titleId} onSubmit={save}>
      <Heading level={3} size="h4" id={titleId}>
        {intl.formatMessage(messages.title)}
      </Heading>
      <p>{intl.formatMessage(messages.intro)}</p>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
      <ul role="list" className={styles.consentList}>
        {(['necessary', ...optionalConsentCategories] as const).map((category) => {
          const id = `${idPrefix}-${category}`;
          const necessary = category === 'necessary';
          return (
            <li key={category} className={styles.consentCategory}>
              <input
                id={id}
                type="checkbox"
                className={styles.consentCheckbox}
                aria-describedby={`${id}-description`}
                checked={necessary || accepted(category)}
                disabled={necessary}
                onChange={(event) => {
                  if (necessary) return;
                  const decision = event.target.checked ? 'accepted' : 'declined';
                  setChanges((current) => ({ ...current, [category]: decision }));
                  setSaved(false);
                }}
              />
              <label htmlFor={id} className={styles.consentName}>
                {intl.formatMessage(categoryTexts[category].name)}
              </label>
              <p id={`${id}-description`} className={styles.consentDescription}>
                {intl.formatMessage(categoryTexts[category].description)}
              </p>
            </li>
          );
        })}
      </ul>
      <div className={styles.consentActions}>
        <Button type="submit">{intl.formatMessage(messages.save)}</Button>
        <p role="status">{saved ? intl.formatMessage(messages.saved) : null}</p>
      </div>
    </form>
  );
}
