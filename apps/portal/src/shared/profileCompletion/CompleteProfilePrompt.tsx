import type { RequiredProfileField } from '@lindner/api/schema';
import { localizePath, useLocale } from '@lindner/i18n';
import { Banner } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { useIntl } from 'react-intl';
import * as styles from './CompleteProfilePrompt.css';
import { profileFieldMessages, promptMessages } from './messages';

export interface CompleteProfilePromptProps {
  /** The required fields still empty (`completion.missing` of GET /user/profile). */
  missing: readonly RequiredProfileField[];
  /** Adds a link to the profile page, for pages other than the profile itself. */
  withLink?: boolean;
}

/** Asks for the required data that is still missing; nothing once the profile is complete. */
export function CompleteProfilePrompt({ missing, withLink = false }: CompleteProfilePromptProps) {
  const intl = useIntl();
  const locale = useLocale();
  if (missing.length === 0) return null;
  return (
    <Banner tone="warning" title={intl.formatMessage(promptMessages.title)}>
      <p>{intl.formatMessage(promptMessages.text)}</p>
      <ul className={styles.missingList}>
        {missing.map((field) => (
          <li key={field}>{intl.formatMessage(profileFieldMessages[field])}</li>
        ))}
      </ul>
      {withLink ? (
        <Link link={{ url: localizePath('profile', {}, locale) }}>
          {intl.formatMessage(promptMessages.link)}
        </Link>
      ) : null}
    </Banner>
  );
}
