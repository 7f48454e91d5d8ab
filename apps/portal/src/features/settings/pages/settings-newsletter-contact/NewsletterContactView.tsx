import type { ContactInput, Settings } from '@lindner/api/schema';
import { Heading, Stack, type LayoutState } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { tabMessages } from '../../../../shared/personalArea/messages';
import { ContactForm } from '../../ContactForm';
import { settingsMessages } from '../../messages';
import { NewsletterPanel } from '../../NewsletterPanel';
import type { ContactFormValues } from '../../settingsForms';
import * as styles from '../../settings.css';
import { SettingsTab } from '../../SettingsTab';

export interface NewsletterContactViewProps {
  state: LayoutState;
  onRetry: () => void;
  settings: Settings | null;
  /** The saved contact channel as form values; keep its identity between renders. */
  savedContact: ContactFormValues | null;
  onSubscribe: () => Promise<SubmitOutcome | null>;
  onUnsubscribe: () => Promise<SubmitOutcome | null>;
  onSubmitContact: (input: ContactInput) => Promise<SubmitOutcome | null>;
}

/** The newsletter-and-contact tab: the subscription and the preferred contact channel. */
export function NewsletterContactView({
  state,
  onRetry,
  settings,
  savedContact,
  onSubscribe,
  onUnsubscribe,
  onSubmitContact,
}: NewsletterContactViewProps) {
  const intl = useIntl();
  const contactHeading = useId();
  return (
    <SettingsTab title={tabMessages.settingsNewsletterContact} state={state} onRetry={onRetry}>
      {settings && savedContact ? (
        <Stack space="xlarge" align="left">
          <NewsletterPanel
            newsletter={settings.newsletter}
            onSubscribe={onSubscribe}
            onUnsubscribe={onUnsubscribe}
          />
          <section className={styles.section} aria-labelledby={contactHeading}>
            <Heading level={3} size="h4" id={contactHeading}>
              {intl.formatMessage(settingsMessages.contactTitle)}
            </Heading>
            <ContactForm saved={savedContact} onSubmit={onSubmitContact} />
          </section>
        </Stack>
      ) : null}
    </SettingsTab>
  );
}
