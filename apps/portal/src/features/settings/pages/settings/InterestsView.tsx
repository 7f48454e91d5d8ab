import type { InterestsInput, Settings } from '@lindner/api/schema';
import { localizePath, useLocale } from '@lindner/i18n';
import { Banner, Stack, Text, type LayoutState } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { tabMessages } from '../../../../shared/personalArea/messages';
import { InterestsForm } from '../../InterestsForm';
import { settingsMessages } from '../../messages';
import type { InterestsFormValues } from '../../settingsForms';
import * as styles from '../../settings.css';
import { SettingsTab } from '../../SettingsTab';

export interface InterestsViewProps {
  state: LayoutState;
  onRetry: () => void;
  settings: Settings | null;
  /** The saved interests as form values; keep its identity between renders. */
  saved: InterestsFormValues | null;
  onSubmit: (input: InterestsInput) => Promise<SubmitOutcome | null>;
}

/**
 * The interests tab: the newsletter topics. They can be chosen once the newsletter subscription
 * is confirmed (SPEC.md section 4); until then the tab leads to the newsletter.
 */
export function InterestsView({ state, onRetry, settings, saved, onSubmit }: InterestsViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <SettingsTab title={tabMessages.settings} state={state} onRetry={onRetry}>
      {settings && saved ? (
        <Stack space="large" align="left">
          <Text className={styles.text}>{intl.formatMessage(settingsMessages.interestsIntro)}</Text>
          {settings.newsletter.status === 'subscribed' ? (
            <InterestsForm saved={saved} onSubmit={onSubmit} />
          ) : (
            <Banner tone="info">
              <p>{intl.formatMessage(settingsMessages.interestsNeedNewsletter)}</p>
              <Link link={{ url: localizePath('settings-newsletter-contact', {}, locale) }}>
                {intl.formatMessage(settingsMessages.toNewsletter)}
              </Link>
            </Banner>
          )}
        </Stack>
      ) : null}
    </SettingsTab>
  );
}
