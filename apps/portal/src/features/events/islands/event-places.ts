import { portalEventsMessages } from '../../../messages/events';
import { defineIsland } from '../../../shared/islands';
import { EventPlaces } from '../components/EventPlaces';

/** An event's places left on its page, following the sign-ups made there. */
export const eventPlacesIsland = defineIsland({
  name: 'event-places',
  catalogs: [portalEventsMessages],
  Component: EventPlaces,
});
