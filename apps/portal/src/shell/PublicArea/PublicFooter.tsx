import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import type { FooterRouteName, FrameLink } from '../publicNavigation';
import { cookieSettingsAddress } from './CookieConsent';
import { frameMessages, routeLabels } from './messages';
import * as styles from './PublicArea.css';
import { Wordmark } from './Wordmark';

/**
 * The maker, the legal pages and contact, and the way back into the cookie settings once the
 * banner is gone.
 */
export function PublicFooter({ links }: { links: FrameLink<FooterRouteName>[] }) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <div className={styles.footerBrand}>
          <Wordmark className={styles.footerWordmark} />
          <p>{intl.formatMessage(frameMessages.claim)}</p>
          <address className={styles.footerAddress}>
            {intl.formatMessage(frameMessages.company)}
            <br />
            {intl.formatMessage(frameMessages.address)}
          </address>
        </div>
        <nav aria-label={intl.formatMessage(frameMessages.footerNavigation)}>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
          <ul role="list" className={styles.footerLinks}>
            {links.map(({ name, to }) => (
              <li key={name}>
                <Link to={to} className={styles.footerLink}>
                  {intl.formatMessage(routeLabels[name])}
                </Link>
              </li>
            ))}
            <li>
              {/* A page load, not the router's: the server renders the banner open. */}
              <a href={cookieSettingsAddress(pathname, search)} className={styles.footerLink}>
                {intl.formatMessage(frameMessages.cookieSettings)}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
