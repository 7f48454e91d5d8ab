import { vinSchema } from '@lindner/api/schema';

/**
 * The vehicle identification number as the add-vehicle form checks it on blur: the rule a typed
 * number breaks, so that its message can say what to fix. The same schema as the server's, so
 * both name the same rule.
 */
export type VinProblem = 'required' | 'vinLength' | 'vinCharacters' | 'vinPrefix';

/**
 * The first rule the typed number breaks, or null for a Lindner VIN: 17 characters of ISO 3779
 * (digits and letters without I, O and Q), beginning with VBLA. Case and surrounding spaces do
 * not matter.
 */
export function vinProblemOf(typed: unknown): VinProblem | null {
  const result = vinSchema.safeParse(typeof typed === 'string' ? typed : '');
  if (result.success) return null;
  const key = result.error.issues[0]?.message;
  return key === 'vinLength' || key === 'vinCharacters' || key === 'vinPrefix' || key === 'required'
    ? key
    : 'vinCharacters';
}

/** The number as the server stores it: trimmed and in capitals. */
export function normalizedVin(typed: string): string {
  return typed.trim().toUpperCase();
}
