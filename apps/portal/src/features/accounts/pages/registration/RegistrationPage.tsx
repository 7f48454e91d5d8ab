import { localizePath } from '@lindner/i18n';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { usePortalConfig } from '../../../../shared/portalConfig';
import { registrationUrlOf } from '../../registrationUrl';
import { RegistrationView } from './RegistrationView';

/** The public registration landing, rendered on the server; it needs no script. */
export function RegistrationPage() {
  const locale = usePageLocale();
  const { signOn } = usePortalConfig();
  return (
    <RegistrationView
      // The portal's config names the provider by an absolute address (shared/config.ts).
      registerHref={registrationUrlOf(signOn, locale, signOn.url)}
      signInHref={localizePath('dashboard', {}, locale)}
    />
  );
}
