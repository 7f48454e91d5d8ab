import { Stack, TabContentLayout } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { navigationMessages, tabMessages } from '../../../../shared/personalArea/messages';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { passwordMessages } from '../../messages';
import * as styles from './PasswordView.css';

/** The password tab: the password lives at the central account service, so a link leads there. */
export function PasswordView({ accountUrl }: { accountUrl: string }) {
  const intl = useIntl();
  return (
    <PersonalPage title={intl.formatMessage(navigationMessages.profile)}>
      <TabContentLayout title={intl.formatMessage(tabMessages.profilePassword)}>
        <Stack space="medium" align="left">
          <p className={styles.text}>{intl.formatMessage(passwordMessages.text)}</p>
          {/* A plain link: the account page is the sign-on provider's, not a route of the portal. */}
          <a className={styles.action} href={accountUrl}>
            {intl.formatMessage(passwordMessages.link)}
          </a>
          <p className={styles.text}>{intl.formatMessage(passwordMessages.back)}</p>
        </Stack>
      </TabContentLayout>
    </PersonalPage>
  );
}
