import { apiPersonalAreaMessages } from '@lindner/api';
import { portalGuestbookMessages } from '../../../messages/guestbook';
import { defineIsland } from '../../../shared/islands';
import { GuestbookForm } from '../components/GuestbookForm';

/** The guestbook page's form, hydrated on its own. */
export const guestbookFormIsland = defineIsland({
  name: 'guestbook-form',
  // The field errors' texts (the guestbook's among them) are in the API's personal-area part.
  catalogs: [portalGuestbookMessages, apiPersonalAreaMessages],
  Component: GuestbookForm,
});
