import { intlTag } from '@lindner/i18n';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { LanguageLink } from '../publicNavigation';
import { localeNames } from './messages';
import { listLink } from './PublicArea.css';

/**
 * The page shown, in each language: plain links, so switching works without JavaScript too.
 * Each names its language in that language.
 */
export function LanguageList({ links }: { links: LanguageLink[] }) {
  const intl = useIntl();
  return (
    // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
    <ul role="list">
      {links.map(({ locale, to, current }) => (
        <li key={locale}>
          <Link
            to={to}
            className={listLink}
            lang={intlTag(locale)}
            hrefLang={intlTag(locale)}
            aria-current={current ? 'page' : undefined}
          >
            {intl.formatMessage(localeNames[locale])}
          </Link>
        </li>
      ))}
    </ul>
  );
}
