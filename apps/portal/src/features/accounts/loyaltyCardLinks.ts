import { localizePath, type Locale } from '@lindner/i18n';

/**
 * Where the landing's ways on lead: signing in opens the profile with the card's code, which
 * takes the card's customer number into it (features/profile useCardClaim); registering starts
 * at the provider's form and, once the address is confirmed, leads to the same place.
 */
export function loyaltyCardLinks(
  { code, registrationUrl }: { code: string; registrationUrl: string },
  locale: Locale,
  origin: string,
) {
  const profile = `${localizePath('profile', {}, locale)}?card=${encodeURIComponent(code)}`;
  const separator = registrationUrl.includes('?') ? '&' : '?';
  return {
    signIn: profile,
    register: `${registrationUrl}${separator}redirect_uri=${encodeURIComponent(origin + profile)}`,
  };
}
