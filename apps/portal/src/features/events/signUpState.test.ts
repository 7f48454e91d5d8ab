import { ApiError } from '@lindner/api/client';
import { describe, expect, it } from 'vitest';
import { isTrainingRefusal, maxCompanions, signUpErrorText, signUpStateOf } from './signUpState';

const notRegistered = { registered: false, companions: 0, registeredAt: null, placesLeft: 5 };
const registered = {
  registered: true,
  companions: 2,
  registeredAt: '2027-01-10T09:00:00Z',
  placesLeft: 5,
};

describe('the sign-up box’s state', () => {
  it('is signed out without a sign-in, whatever else is known', () => {
    expect(
      signUpStateOf({ signedIn: false, registration: registered, placesLeft: 0, mayTake: true }),
    ).toBe('signedOut');
  });

  it('loads, then shows a failed load', () => {
    expect(
      signUpStateOf({ signedIn: true, registration: undefined, placesLeft: 3, mayTake: true }),
    ).toBe('loading');
    expect(
      signUpStateOf({ signedIn: true, registration: null, placesLeft: 3, mayTake: true }),
    ).toBe('loadFailed');
  });

  it('shows a sign-up even when the event is full now', () => {
    expect(
      signUpStateOf({ signedIn: true, registration: registered, placesLeft: 0, mayTake: true }),
    ).toBe('registered');
  });

  it('is full with no place left, open with places or unlimited', () => {
    expect(
      signUpStateOf({ signedIn: true, registration: notRegistered, placesLeft: 0, mayTake: true }),
    ).toBe('full');
    expect(
      signUpStateOf({ signedIn: true, registration: notRegistered, placesLeft: 1, mayTake: true }),
    ).toBe('open');
    expect(
      signUpStateOf({
        signedIn: true,
        registration: notRegistered,
        placesLeft: null,
        mayTake: true,
      }),
    ).toBe('open');
  });

  it('names a training’s missing condition, and waits for the conditions', () => {
    expect(
      signUpStateOf({ signedIn: true, registration: notRegistered, placesLeft: 4, mayTake: false }),
    ).toBe('conditionsMissing');
    expect(
      signUpStateOf({
        signedIn: true,
        registration: notRegistered,
        placesLeft: 4,
        mayTake: undefined,
      }),
    ).toBe('loading');
  });
});

describe('the companions one can choose', () => {
  it('is what the event allows with places enough or unlimited', () => {
    expect(maxCompanions(3, 20)).toBe(3);
    expect(maxCompanions(2, null)).toBe(2);
    expect(maxCompanions(0, 20)).toBe(0);
  });

  it('keeps one place for the user and is never below none', () => {
    expect(maxCompanions(3, 2)).toBe(1);
    expect(maxCompanions(3, 1)).toBe(0);
    expect(maxCompanions(3, 0)).toBe(0);
  });

  it('counts the places a sign-up holds already when it changes', () => {
    expect(maxCompanions(4, 1, 2)).toBe(3);
    expect(maxCompanions(4, 0, 2)).toBe(2);
    expect(maxCompanions(2, 10, 1)).toBe(2);
  });

  it('never goes above the most any sign-up can bring (10)', () => {
    expect(maxCompanions(25, null)).toBe(10);
  });
});

describe('the text of a refused sign-up', () => {
  const general = 'Fehler bei der Anmeldung. Wende Dich an den Kundenservice.';

  it('is the server’s message for a refusal it explains', () => {
    const full = new ApiError({ status: 409, serverMessage: 'Die Veranstaltung ist ausgebucht.' });
    expect(signUpErrorText(full, general)).toBe('Die Veranstaltung ist ausgebucht.');
    const training = new ApiError({ status: 403, serverMessage: 'Kein Fahrzeug freigegeben.' });
    expect(signUpErrorText(training, general)).toBe('Kein Fahrzeug freigegeben.');
    expect(isTrainingRefusal(training)).toBe(true);
    expect(isTrainingRefusal(full)).toBe(false);
  });

  it('is the general text for a server failure, no answer or no message', () => {
    expect(signUpErrorText(new ApiError({ status: 500, serverMessage: 'boom' }), general)).toBe(
      general,
    );
    expect(signUpErrorText(new ApiError({ status: null }), general)).toBe(general);
    expect(signUpErrorText(new ApiError({ status: 409 }), general)).toBe(general);
    expect(signUpErrorText(new TypeError('Failed to fetch'), general)).toBe(general);
  });
});
