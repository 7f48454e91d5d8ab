// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches a page of the guestbook.
import { apiPersonalAreaMessages } from '@lindner/api';
import { portalGuestbookMessages } from '../../../../messages/guestbook';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadGuestbook } from '../../guestbookLoaders';
import { GuestbookPage } from './GuestbookPage';

// The form's field checks speak with the API's field messages, in its personal-area part.
export const Component = withPageMessages(
  [portalGuestbookMessages, apiPersonalAreaMessages],
  GuestbookPage,
);

export const loader = loadGuestbook;
