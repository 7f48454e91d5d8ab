import type { EventSummary } from '@lindner/api/schema';
import { useAuth } from '@lindner/auth';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../shared/useHydrated';
import { EventSignUpBox } from './EventSignUpBox';

// The data layer (SWR) and the sign-up's calls load only for a signed-in user, not with every
// visit of a public event.
const EventSignUpSignedIn = lazy(() =>
  import('./EventSignUpSignedIn').then(({ EventSignUpSignedIn }) => ({
    default: EventSignUpSignedIn,
  })),
);

const nothing = async () => false;

export interface EventSignUpProps {
  event: EventSummary;
  /** Links a training's missing conditions to the training's page (false on that page). */
  conditionsLink?: boolean;
  /** A sign-up, change or sign-out went through: the event's places left now. */
  onPlacesChanged?: (placesLeft: number | null) => void;
}

/**
 * The sign-up box of an event or a training with the sign-on. The server renders every visitor
 * as signed out (a public page knows no session after a full load): the button signs in and
 * comes back to this page, which the sign-on provider's own session makes instant. Signed in,
 * the box speaks with the API.
 */
export function EventSignUp({ event, conditionsLink = true, onPlacesChanged }: EventSignUpProps) {
  const { authenticated, login } = useAuth();
  const hydrated = useHydrated();
  const box = (state: 'signedOut' | 'loading') => (
    <EventSignUpBox
      state={state}
      placesLeft={event.placesLeft}
      companionsAllowed={event.companionsAllowed}
      onSignIn={() => void login({ redirectUri: window.location.href })}
      onRegister={nothing}
      onChange={nothing}
      onCancel={nothing}
      onRetry={() => undefined}
    />
  );
  if (!hydrated || !authenticated) return box('signedOut');
  return (
    <Suspense fallback={box('loading')}>
      <EventSignUpSignedIn
        event={event}
        conditionsLink={conditionsLink}
        onPlacesChanged={onPlacesChanged}
      />
    </Suspense>
  );
}
