import { apiMessages } from '@lindner/api';
import { authMessages } from '@lindner/auth';
import { portalEventsMessages } from '../../../messages/events';
import { defineIsland } from '../../../shared/islands';
import { EventSignUpIsland } from '../components/EventSignUpIsland';

/** An event's sign-up box with its sign-on, hydrated on its own. */
export const eventSignUpIsland = defineIsland({
  name: 'event-sign-up',
  // The sign-on's texts are for its error page.
  catalogs: [portalEventsMessages, apiMessages, authMessages],
  Component: EventSignUpIsland,
});
