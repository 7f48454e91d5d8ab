import {
  localizePath,
  matchLocalizedPath,
  personalRoutes,
  type Locale,
  type PersonalRouteName,
} from '@lindner/i18n';
import { Banner, BottomArea } from '@lindner/ui';
import {
  BackLink,
  HeaderTabs,
  SideNav,
  type SideNavItem,
  type SideNavUser,
} from '@lindner/ui/router';
import { useMemo, useRef, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { layoutMessages, sideNavLabels, tabGroupLabels, tabLabels } from '../messages';
import { backLinkOf, headerTabsOf, sideNavTargets } from '../navigation';
import { PageChromeProvider, type PageChrome } from '../../shared/personalArea/PersonalPage';
import {
  content,
  fixedBottom,
  navigation,
  offlineNotice,
  shell,
  siteHeader,
  skipLink,
} from './PersonalAreaLayout.css';
import type { ExistingPages } from '../publicNavigation';
import { SiteHeader } from './SiteHeader';
import { NotificationsMenu } from './NotificationsMenu';
import { offlineMessages } from './messages';
import { usePageLocale } from '../../shared/locale/usePageLocale';
import { useFixedAreaHeight } from './useFixedAreaHeight';

export interface PersonalAreaLayoutProps {
  /** Name and avatar beside the navigation; the side navigation's fallbacks stand in. */
  user: SideNavUser;
  /** The user holds the realm role `staff`: the navigation lists staff's pages too. */
  staff?: boolean;
  /** No network, or no sign-on: the page shows what the device has kept, with a notice. */
  offline?: boolean;
  /** The banner of an order in progress, fixed to the bottom. */
  orderBanner?: ReactNode;
  /** The contract-expiry banner, fixed to the bottom below the order banner. */
  contractExpiryBanner?: ReactNode;
  /** The routes whose page exists: the site's header above the area links to them. */
  existingPages?: ExistingPages;
  /** The header's notifications area; the signed-in user's, fetched, when left out. */
  notifications?: ReactNode;
  /** The page; the router's outlet when left out. */
  children?: ReactNode;
}

/**
 * The personal area's frame: the site's header, side navigation with the user, the page (with the
 * back link and header tabs of the current route, through PersonalPage) and the banners fixed to
 * the bottom.
 */
export function PersonalAreaLayout({
  user,
  staff = false,
  offline = false,
  orderBanner,
  contractExpiryBanner,
  existingPages,
  notifications = <NotificationsMenu />,
  children,
}: PersonalAreaLayoutProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const locale = usePageLocale();
  const bottomArea = useRef<HTMLDivElement>(null);
  const bottomAreaHeight = useFixedAreaHeight(bottomArea);

  const items: SideNavItem[] = sideNavTargets(locale, { staff }).map(({ name, to }) => ({
    to,
    label: intl.formatMessage(sideNavLabels[name]),
    end: name === 'dashboard',
  }));

  const chrome = useMemo(() => pageChromeOf(pathname, locale, intl), [pathname, locale, intl]);

  return (
    <div className={shell} style={{ paddingBottom: bottomAreaHeight || undefined }}>
      <a
        href="#content"
        className={skipLink}
        onClick={(event) => {
          // Focus without a hash in the URL: the router would take it for a navigation.
          event.preventDefault();
          document.getElementById('content')?.focus();
        }}
      >
        {intl.formatMessage(layoutMessages.skipToContent)}
      </a>
      {existingPages ? (
        <div className={siteHeader}>
          <SiteHeader existingPages={existingPages} locale={locale} notifications={notifications} />
        </div>
      ) : null}
      <SideNav
        className={navigation}
        items={items}
        user={user}
        logout={{ to: localizePath('logout', {}, locale) }}
      />
      <main id="content" tabIndex={-1} className={content}>
        {offline ? (
          <Banner
            tone="warning"
            className={offlineNotice}
            title={intl.formatMessage(offlineMessages.title)}
          >
            {intl.formatMessage(offlineMessages.text)}
          </Banner>
        ) : null}
        <PageChromeProvider value={chrome}>{children ?? <Outlet />}</PageChromeProvider>
      </main>
      <div ref={bottomArea} className={fixedBottom}>
        <BottomArea orderBanner={orderBanner} contractExpiryBanner={contractExpiryBanner} />
      </div>
    </div>
  );
}

/** The back link and header tabs of the route at `pathname`; none for the area's 404. */
function pageChromeOf(pathname: string, locale: Locale, intl: IntlShape): PageChrome {
  const match = matchLocalizedPath(pathname);
  if (!match || !(match.name in personalRoutes)) return {};
  const name = match.name as PersonalRouteName;
  const section = headerTabsOf(name, match.params, locale);
  const parent = backLinkOf(name, match.params, locale);
  return {
    tabs: section ? (
      <HeaderTabs
        label={intl.formatMessage(tabGroupLabels[section.group])}
        items={section.tabs.map(({ name: tab, to }) => ({
          to,
          label: intl.formatMessage(tabLabels[tab]),
          end: true,
        }))}
      />
    ) : undefined,
    backLink: parent ? <BackLink to={parent.to} /> : undefined,
  };
}
