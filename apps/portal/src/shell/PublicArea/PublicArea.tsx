import type { RouteName } from '@lindner/i18n';
import type { ComponentType, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router';
import { usePageLocale } from '../../shared/locale/usePageLocale';
import {
  footerLinks,
  languageLinks,
  linkIfExists,
  navigationSections,
  type ExistingPages,
} from '../publicNavigation';
import { useShownRoute } from '../useShownRoute';
import { CookieConsent } from './CookieConsent';
import { frameMessages } from './messages';
import * as styles from './PublicArea.css';
import { PublicFooter } from './PublicFooter';
import { PublicHeader } from './PublicHeader';

export interface PublicAreaProps {
  /** The routes whose page exists: the frame links to no other. */
  existingPages: ExistingPages;
  /** The page; the router's outlet when left out. */
  children?: ReactNode;
}

/**
 * The frame of every public page: header with the navigation and the language switch, the page,
 * the footer, and the cookie banner until the visitor has decided.
 */
function PublicAreaFrame({ existingPages, children }: PublicAreaProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const shown = useShownRoute();
  const privacy = linkIfExists('privacy', existingPages, locale);

  return (
    <div className={styles.frame}>
      <a
        href="#content"
        className={styles.skipLink}
        onClick={(event) => {
          // Focus without a hash in the URL: the router would take it for a navigation.
          event.preventDefault();
          document.getElementById('content')?.focus();
        }}
      >
        {intl.formatMessage(frameMessages.skipToContent)}
      </a>
      <PublicHeader
        locale={locale}
        home={linkIfExists('home', existingPages, locale)}
        sections={navigationSections(existingPages, locale)}
        personalArea={linkIfExists('dashboard', existingPages, locale)}
        registration={linkIfExists('registration', existingPages, locale)}
        languages={languageLinks(shown, locale, existingPages)}
      />
      <main id="content" tabIndex={-1} className={styles.main}>
        {children ?? <Outlet />}
      </main>
      <PublicFooter links={footerLinks(existingPages, locale)} />
      {/* Only with the privacy statement it links to. */}
      {privacy ? <CookieConsent privacyUrl={privacy.to} /> : null}
    </div>
  );
}

/** The frame for the pages that exist, by name: `PublicArea.forPages(names)`. */
function forPages(pages: Iterable<string>): ComponentType {
  const existingPages: ExistingPages = new Set(pages as Iterable<RouteName>);
  return function PublicAreaOfPages() {
    return <PublicAreaFrame existingPages={existingPages} />;
  };
}

export const PublicArea = Object.assign(PublicAreaFrame, { forPages });
