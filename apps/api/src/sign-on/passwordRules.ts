import { readFileSync } from 'node:fs';

/** The development provider's password rule (Keycloak's default policy has none). */
export const minimumPasswordLength = 8;

/** Longer passwords only cost hashing time; nobody types more. */
export const maximumPasswordLength = 256;

let commonPasswords: Set<string> | undefined;

/**
 * Whether a password is one of the 10 000 most common (data/README.md says where the list comes
 * from), whatever its capitals: "Password1" is guessed as soon as "password1" is.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    readFileSync(new URL('./data/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return commonPasswords.has(password.toLowerCase());
}

export type NewPasswordProblem =
  'passwordTooShort' | 'passwordTooLong' | 'passwordTooCommon' | 'passwordsDiffer';

/** What is wrong with a chosen password and its repetition, if anything. */
export function newPasswordProblem(chosen: string, repeated: string): NewPasswordProblem | null {
  if (chosen.length < minimumPasswordLength) return 'passwordTooShort';
  if (chosen.length > maximumPasswordLength) return 'passwordTooLong';
  if (isCommonPassword(chosen)) return 'passwordTooCommon';
  if (chosen !== repeated) return 'passwordsDiffer';
  return null;
}
