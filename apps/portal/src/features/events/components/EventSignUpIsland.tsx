import type { EventSummary } from '@lindner/api/schema';
import type { PortalConfig } from '../../../shared/config';
import { IslandSignOn } from '../../../shared/islandSignOn';
import { announcePlacesLeft } from '../placesChange';
import { EventSignUp } from './EventSignUp';

export interface EventSignUpIslandProps {
  event: EventSummary;
  /** The sign-on's and the API's addresses, for the island's own sign-on. */
  config: PortalConfig;
}

/**
 * The sign-up box as an island: the sign-on and the API client come with it, and a sign-up that
 * goes through tells the page's places counts (`EventPlaces`).
 */
export function EventSignUpIsland({ event, config }: EventSignUpIslandProps) {
  return (
    <IslandSignOn config={config}>
      <EventSignUp
        event={event}
        onPlacesChanged={(placesLeft) => announcePlacesLeft(event.slug, placesLeft)}
      />
    </IslandSignOn>
  );
}
