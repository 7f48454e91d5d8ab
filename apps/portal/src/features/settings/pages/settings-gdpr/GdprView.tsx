import { consentMessages, consentStateMessages } from '@lindner/api';
import type { ConsentsInput, Settings } from '@lindner/api/schema';
import { Heading, Stack, Text, type LayoutState } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { tabMessages } from '../../../../shared/personalArea/messages';
import { ConsentsForm } from '../../ConsentsForm';
import { historyEntryMessage, settingsMessages } from '../../messages';
import type { ConsentsFormValues } from '../../settingsForms';
import * as styles from '../../settings.css';
import { SettingsTab } from '../../SettingsTab';

export interface GdprViewProps {
  state: LayoutState;
  onRetry: () => void;
  settings: Settings | null;
  /** The consents as form values; keep its identity between renders. */
  saved: ConsentsFormValues | null;
  onSubmit: (input: ConsentsInput) => Promise<SubmitOutcome | null>;
}

/** The GDPR tab: the consents, and the decisions made so far. */
export function GdprView({ state, onRetry, settings, saved, onSubmit }: GdprViewProps) {
  const intl = useIntl();
  const historyHeading = useId();
  return (
    <SettingsTab title={tabMessages.settingsGdpr} state={state} onRetry={onRetry}>
      {settings && saved ? (
        <Stack space="xlarge" align="left">
          <Text className={styles.text}>{intl.formatMessage(settingsMessages.gdprIntro)}</Text>
          <ConsentsForm consents={settings.consents} saved={saved} onSubmit={onSubmit} />
          {settings.consentHistory.length > 0 ? (
            <section className={styles.section} aria-labelledby={historyHeading}>
              <Heading level={3} size="h4" id={historyHeading}>
                {intl.formatMessage(settingsMessages.historyTitle)}
              </Heading>
              <ul className={styles.history}>
                {settings.consentHistory.map((change) => (
                  <Text
                    as="li"
                    size="small"
                    tone="muted"
                    key={`${change.consent}-${change.changedAt}`}
                  >
                    {intl.formatMessage(historyEntryMessage, {
                      date: intl.formatDate(change.changedAt, {
                        dateStyle: 'medium',
                        timeStyle: 'short',
                      }),
                      consent: intl.formatMessage(consentMessages[change.consent]),
                      state: intl.formatMessage(consentStateMessages[change.state]),
                    })}
                  </Text>
                ))}
              </ul>
            </section>
          ) : null}
        </Stack>
      ) : null}
    </SettingsTab>
  );
}
