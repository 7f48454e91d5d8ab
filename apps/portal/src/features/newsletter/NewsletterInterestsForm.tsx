import { newsletterTopics, type NewsletterTopic } from '@lindner/api/schema';
import { useLocale } from '@lindner/i18n';
import { Banner, Button } from '@lindner/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { CheckboxInput } from '../../shared/islandForm/fields';
import { FormControlContext, type FormControl } from '../../shared/islandForm/formControl';
import { sendPublic, type ApiAddress } from '../../shared/islandForm/sendPublic';
import { newsletterMessages as messages, topicMessages } from './messages';
import * as styles from './newsletter.css';

export interface NewsletterInterestsFormProps {
  /** The token of the confirmation link: it allows choosing this subscription's interests. */
  token: string;
  /** The topics the subscription has now. */
  initialInterests: NewsletterTopic[];
  /** The element that names the form: the page's heading. */
  labelledBy: string;
  api: ApiAddress;
  /** Sends instead of the API (stories). */
  onSubmit?: (payload: {
    token: string;
    interests: NewsletterTopic[];
  }) => Promise<SubmitOutcome | null>;
}

type Outcome = { saved: true } | { saved: false; message: string | null } | null;

/** The topics of a confirmed subscription, the newsletter page's island after confirming. */
export function NewsletterInterestsForm({
  token,
  initialInterests,
  labelledBy,
  api,
  onSubmit,
}: NewsletterInterestsFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [chosen, setChosen] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(initialInterests.map((topic) => [topic, true])),
  );
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const notice = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (outcome) notice.current?.focus();
  }, [outcome]);

  const control: FormControl = {
    values: chosen,
    shown: {},
    change(name, value) {
      setChosen((current) => ({ ...current, [name]: value }));
      setOutcome(null);
    },
    leave() {},
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const payload = {
      token,
      interests: newsletterTopics.filter((topic) => chosen[topic] === true),
    };
    const result = await (
      onSubmit ?? ((body) => sendPublic('newsletter/interests', body, api, locale))
    )(payload);
    setSending(false);
    if (result === null) return;
    setOutcome(result.ok ? { saved: true } : { saved: false, message: result.message });
  };

  return (
    <form
      method="post"
      noValidate
      aria-labelledby={labelledBy}
      className={styles.interests}
      onSubmit={(event) => void submit(event)}
    >
      <fieldset className={styles.topics}>
        <legend className={styles.legend}>{intl.formatMessage(messages.interestsLegend)}</legend>
        <FormControlContext.Provider value={control}>
          {newsletterTopics.map((topic) => (
            <CheckboxInput
              key={topic}
              name={topic}
              label={intl.formatMessage(topicMessages[topic])}
            />
          ))}
        </FormControlContext.Provider>
      </fieldset>
      {outcome ? (
        <div ref={notice} tabIndex={-1}>
          {outcome.saved ? (
            <Banner tone="success" title={intl.formatMessage(messages.saved)}>
              <p>{intl.formatMessage(messages.interestsSaved)}</p>
            </Banner>
          ) : (
            <Banner tone="error" title={intl.formatMessage(messages.notSaved)}>
              <p>{outcome.message ?? intl.formatMessage(messages.generalError)}</p>
            </Banner>
          )}
        </div>
      ) : null}
      <div>
        <Button type="submit" busy={sending}>
          {intl.formatMessage(messages.saveInterests)}
        </Button>
      </div>
    </form>
  );
}
