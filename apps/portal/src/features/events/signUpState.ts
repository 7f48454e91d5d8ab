import { ApiError, refusalMessage } from '@lindner/api/client';
import { maxEventCompanions, type EventRegistration } from '@lindner/api/schema';

/**
 * What the sign-up box shows (SPEC.md section 4, event sign-up): signed out, the user's sign-up
 * loading or failed to load, signed up (change or sign out), full, a training whose conditions
 * the user lacks, or open.
 */
export type SignUpState =
  'signedOut' | 'loading' | 'loadFailed' | 'registered' | 'full' | 'conditionsMissing' | 'open';

export interface SignUpFacts {
  /** Signed in, in the browser (the server renders every visitor as signed out). */
  signedIn: boolean;
  /** The user's sign-up: undefined while it loads, null when it could not be fetched. */
  registration: EventRegistration | null | undefined;
  /** The event's places left, the latest known; null for unlimited. */
  placesLeft: number | null;
  /**
   * For a training: whether the user meets its conditions (undefined while unknown); for any
   * other event true.
   */
  mayTake: boolean | undefined;
}

export function signUpStateOf({
  signedIn,
  registration,
  placesLeft,
  mayTake,
}: SignUpFacts): SignUpState {
  if (!signedIn) return 'signedOut';
  if (registration === undefined) return 'loading';
  if (registration === null) return 'loadFailed';
  if (registration.registered) return 'registered';
  if (placesLeft !== null && placesLeft <= 0) return 'full';
  if (mayTake === false) return 'conditionsMissing';
  if (mayTake === undefined) return 'loading';
  return 'open';
}

/**
 * The most companions the user can choose: what the event allows, as far as the places left
 * go. Each person takes one place; one signed up already holds 1 + `heldCompanions` places.
 */
export function maxCompanions(
  companionsAllowed: number,
  placesLeft: number | null,
  heldCompanions: number | null = null,
): number {
  const allowed = Math.min(companionsAllowed, maxEventCompanions);
  if (placesLeft === null) return allowed;
  const byPlaces = heldCompanions === null ? placesLeft - 1 : heldCompanions + placesLeft;
  return Math.max(0, Math.min(allowed, byPlaces));
}

/**
 * The text of a refused or failed sign-up: the server's own message for a refusal it explains
 * (409 "ausgebucht", 403 a training's missing condition, …), else the general text
 * ("Fehler bei der Anmeldung. Wende Dich an den Kundenservice.").
 */
export function signUpErrorText(error: unknown, general: string): string {
  return refusalMessage(error) ?? general;
}

/** A refusal because a training's condition is missing (403). */
export function isTrainingRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
