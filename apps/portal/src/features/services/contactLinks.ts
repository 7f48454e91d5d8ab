// Pure logic of the services page: the addresses behind a contact's phone number and e-mail.

/** The id of the contact section: links elsewhere lead to it as "#GvlContact" (SPEC.md). */
export const contactSectionId = 'GvlContact';

/**
 * The `tel:` address of a phone number as people write it: "+43 (0) 5337 62277-0" becomes
 * "tel:+4353376227770". The "(0)" of an international number is not dialled. Null when no
 * digit is left.
 */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const international = trimmed.startsWith('+') || trimmed.startsWith('00');
  const withoutTrunk = international ? trimmed.replace(/\(\s*0\s*\)/g, '') : trimmed;
  const digits = withoutTrunk.replace(/\D/g, '');
  if (digits === '') return null;
  if (trimmed.startsWith('+')) return `tel:+${digits}`;
  if (trimmed.startsWith('00')) return `tel:+${digits.slice(2)}`;
  return `tel:${digits}`;
}

/** The `mailto:` address of an e-mail address; null for anything that is not one. */
export function mailtoHref(email: string): string | null {
  const trimmed = email.trim();
  return /^[^\s@:/?#]+@[^\s@:/?#]+\.[^\s@:/?#]+$/.test(trimmed) ? `mailto:${trimmed}` : null;
}
