import { Link, Stack, Text } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { PersonalPage } from '../../../shared/personalArea/PersonalPage';
import type { ErrorPageStatus } from '../errorStatus';
import { messages } from '../messages';
import { text } from './ErrorPage.css';

export interface ErrorPageProps {
  status: ErrorPageStatus;
  /** Where the link out of the error leads: this locale's dashboard. */
  homePath: string;
}

const texts = {
  404: { title: messages.notFoundTitle, text: messages.notFoundText },
  405: { title: messages.noLongerAvailableTitle, text: messages.noLongerAvailableText },
} as const;

/**
 * "Page not found" (404) and "page no longer available" (405), with a way back home. In the
 * personal area it keeps the route's back link and tabs, so a page not built yet still leads on.
 */
export function ErrorPage({ status, homePath }: ErrorPageProps) {
  const intl = useIntl();
  return (
    <PersonalPage title={intl.formatMessage(texts[status].title)}>
      <Stack space="medium" align="left">
        <Text className={text}>{intl.formatMessage(texts[status].text)}</Text>
        <Link link={{ url: homePath }}>{intl.formatMessage(messages.home)}</Link>
      </Stack>
    </PersonalPage>
  );
}
