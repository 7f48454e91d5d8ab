import { localizePath } from '@lindner/i18n';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { AccountDeletedView } from './AccountDeletedView';

/** The public "account deleted" page, rendered on the server; it needs no script. */
export function AccountDeletedPage() {
  const locale = usePageLocale();
  return (
    <AccountDeletedView
      homeHref={localizePath('home', {}, locale)}
      registrationHref={localizePath('registration', {}, locale)}
    />
  );
}
