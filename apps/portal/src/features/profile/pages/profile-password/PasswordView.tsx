import { ButtonAnchor, Stack, TabContentLayout, Text } from '@lindner/ui';
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
          <Text className={styles.text}>{intl.formatMessage(passwordMessages.text)}</Text>
          {/* A plain link: the account page is the sign-on provider's, not a route of the portal. */}
          <ButtonAnchor href={accountUrl}>{intl.formatMessage(passwordMessages.link)}</ButtonAnchor>
          <Text className={styles.text}>{intl.formatMessage(passwordMessages.back)}</Text>
        </Stack>
      </TabContentLayout>
    </PersonalPage>
  );
}
