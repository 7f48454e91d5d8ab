import type { Locale } from '@lindner/i18n';
import { ButtonLink } from '@lindner/ui/router';
import { useId, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import type { FrameLink, LanguageLink, NavigationSection } from '../publicNavigation';
import { ChevronIcon, CloseIcon, GlobeIcon, MenuIcon } from './icons';
import { LanguageList } from './LanguageSwitch';
import {
  currentLanguageMessage,
  frameMessages,
  localeNames,
  routeLabels,
  sectionLabels,
} from './messages';
import * as styles from './PublicArea.css';
import { useClosingDisclosures } from './useClosingDisclosures';
import { Wordmark } from './Wordmark';

export interface PublicHeaderProps {
  locale: Locale;
  home: FrameLink | null;
  sections: NavigationSection[];
  personalArea: FrameLink | null;
  /** The registration landing, beside the way into Mein Lindner; none in the personal area. */
  registration?: FrameLink | null;
  languages: LanguageLink[];
  /** The signed-in user's notifications (the personal area's header); beside the menu on a phone. */
  notifications?: ReactNode;
}

/** Only one of the header's menus is open at a time (the browser closes the others). */
export const headerMenus = 'public-header-menu';

/**
 * The logo, the main navigation, the language switch and the way into Mein Lindner. From xl
 * (1280 px) they sit in the header in compact type, each section a menu of its own; below xl one
 * menu button holds them.
 */
export function PublicHeader({
  locale,
  home,
  sections,
  personalArea,
  registration = null,
  languages,
  notifications,
}: PublicHeaderProps) {
  const intl = useIntl();
  const header = useRef<HTMLElement>(null);
  useClosingDisclosures(header);
  const logo = <Wordmark className={styles.wordmark} />;

  return (
    <header ref={header} className={styles.header} data-public-header="">
      <div className={styles.headerInner}>
        {home ? (
          <Link
            to={home.to}
            className={styles.logoLink}
            aria-label={intl.formatMessage(frameMessages.home)}
          >
            {logo}
          </Link>
        ) : (
          <span className={styles.logoLink}>{logo}</span>
        )}

        {sections.length > 0 ? (
          <nav
            aria-label={intl.formatMessage(frameMessages.mainNavigation)}
            className={styles.largeOnly}
          >
            {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
            <ul role="list" className={styles.headerList}>
              {sections.map(({ section, links }) => (
                <li key={section}>
                  <details name={headerMenus} className={styles.disclosure}>
                    <summary className={styles.summary}>
                      {intl.formatMessage(sectionLabels[section])}
                      <ChevronIcon className={styles.chevron} />
                    </summary>
                    <div className={styles.dropdown}>
                      <SectionLinks links={links} />
                    </div>
                  </details>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}

        <div className={`${styles.largeOnly} ${styles.headerActions}`}>
          {languages.length > 1 ? (
            <details name={headerMenus} className={styles.disclosure}>
              <summary
                className={styles.summary}
                aria-label={intl.formatMessage(currentLanguageMessage, {
                  language: intl.formatMessage(localeNames[locale]),
                })}
              >
                <GlobeIcon className={styles.globe} />
                {intl.formatMessage(localeNames[locale])}
                <ChevronIcon className={styles.chevron} />
              </summary>
              <div className={`${styles.dropdown} ${styles.dropdownEnd}`}>
                <LanguageList links={languages} />
              </div>
            </details>
          ) : null}
          {registration ? (
            <Link to={registration.to} className={styles.summary}>
              {intl.formatMessage(frameMessages.registration)}
            </Link>
          ) : null}
          {personalArea ? (
            <ButtonLink link={{ url: personalArea.to }} size="small">
              {intl.formatMessage(frameMessages.personalArea)}
            </ButtonLink>
          ) : null}
        </div>

        {notifications}

        <PhoneMenu
          sections={sections}
          personalArea={personalArea}
          registration={registration}
          languages={languages}
        />
      </div>
    </header>
  );
}

function PhoneMenu({
  sections,
  personalArea,
  registration,
  languages,
}: Pick<PublicHeaderProps, 'sections' | 'personalArea' | 'registration' | 'languages'>) {
  const intl = useIntl();
  const idPrefix = useId();
  const languagesId = `${idPrefix}-languages`;
  return (
    <details className={styles.smallOnly}>
      <summary className={styles.menuButton}>
        <MenuIcon className={`${styles.menuIcon} ${styles.closedOnly}`} />
        <CloseIcon className={`${styles.menuIcon} ${styles.openOnly}`} />
        {intl.formatMessage(frameMessages.menu)}
      </summary>
      {/* The panel spans the header's width, so it hangs from the header rather than the button. */}
      <div className={styles.menuPanel}>
        {personalArea ? (
          <ButtonLink link={{ url: personalArea.to }} fullWidth>
            {intl.formatMessage(frameMessages.personalArea)}
          </ButtonLink>
        ) : null}
        {registration ? (
          <Link to={registration.to} className={styles.listLink}>
            {intl.formatMessage(frameMessages.registration)}
          </Link>
        ) : null}
        {sections.length > 0 ? (
          <nav
            aria-label={intl.formatMessage(frameMessages.mainNavigation)}
            className={styles.menuSections}
          >
            {sections.map(({ section, links }) => {
              const nameId = `${idPrefix}-${section}`;
              return (
                <div key={section}>
                  <span id={nameId} className={styles.menuGroupName}>
                    {intl.formatMessage(sectionLabels[section])}
                  </span>
                  <SectionLinks links={links} labelledBy={nameId} />
                </div>
              );
            })}
          </nav>
        ) : null}
        {languages.length > 1 ? (
          <nav aria-labelledby={languagesId}>
            <span id={languagesId} className={styles.menuGroupName}>
              {intl.formatMessage(frameMessages.languages)}
            </span>
            <LanguageList links={languages} />
          </nav>
        ) : null}
      </div>
    </details>
  );
}

function SectionLinks({
  links,
  labelledBy,
}: {
  links: NavigationSection['links'];
  labelledBy?: string;
}) {
  const intl = useIntl();
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
    <ul role="list" aria-labelledby={labelledBy}>
      {links.map(({ name, to }) => (
        <li key={name}>
          <NavLink to={to} end className={styles.listLink}>
            {intl.formatMessage(routeLabels[name])}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
