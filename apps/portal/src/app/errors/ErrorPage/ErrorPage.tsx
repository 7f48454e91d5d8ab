import { localizePath, type Locale, type RouteName } from '@lindner/i18n';
import { Stack, Text } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PersonalPage } from '../../../shared/personalArea/PersonalPage';
import type { ErrorPageStatus } from '../errorStatus';
import { messages } from '../messages';
import { text, ways as waysList } from './ErrorPage.css';

export interface ErrorPageProps {
  status: ErrorPageStatus;
  /** Where the error happened: the ways on lead to that area's pages. */
  area: 'public' | 'personal';
  locale: Locale;
}

const texts = {
  404: { title: messages.notFoundTitle, text: messages.notFoundText },
  405: { title: messages.noLongerAvailableTitle, text: messages.noLongerAvailableText },
} as const;

/** A visitor of the public site may have no account: the site's own ways on, not only Mein Lindner. */
const waysOn: Record<
  ErrorPageProps['area'],
  readonly [Exclude<RouteName, 'not-found'>, MessageDescriptor][]
> = {
  public: [
    ['home', messages.publicHome],
    ['used-machines', messages.usedMachines],
    ['contact', messages.contact],
  ],
  personal: [['dashboard', messages.home]],
};

/**
 * "Page not found" (404) and "page no longer available" (405), with the ways on of the area the
 * address is in. In the personal area it keeps the route's back link and tabs, so a page not
 * built yet still leads on.
 */
export function ErrorPage({ status, area, locale }: ErrorPageProps) {
  const intl = useIntl();
  return (
    <PersonalPage title={intl.formatMessage(texts[status].title)}>
      <Stack space="medium" align="left">
        <Text className={text}>{intl.formatMessage(texts[status].text)}</Text>
        <nav aria-label={intl.formatMessage(messages.waysOn)}>
          <ul className={waysList}>
            {waysOn[area].map(([route, label]) => (
              <li key={route}>
                <Link link={{ url: localizePath(route, {}, locale) }}>
                  {intl.formatMessage(label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </Stack>
    </PersonalPage>
  );
}
