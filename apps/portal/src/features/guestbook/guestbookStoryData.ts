import { apiMessages, apiPersonalAreaMessages } from '@lindner/api';
import {
  guestbookFieldErrorMessages,
  type GuestbookEntry,
  type GuestbookPage,
} from '@lindner/api/schema';
import { loadMessages, toLocale } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages } from '../../messages';
import { portalGuestbookMessages } from '../../messages/guestbook';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { serverText, serverTextsLoader } from '../../shared/storybook/serverTexts';

// The guestbook's stories: its texts, entries as the API answers them, and the outcomes of a
// send (a story sends through `onSubmit`, never to the API).

export const guestbookMessagesLoader = async ({
  globals,
}: {
  globals: Record<string, unknown>;
}) => ({
  portalMessages: await loadMessages(toLocale(globals.locale as string), [
    uiMessages,
    apiMessages,
    apiPersonalAreaMessages,
    portalMessages,
    portalGuestbookMessages,
  ]),
  // What the stories' stand-in for the server answers, in the same language.
  ...(await serverTextsLoader({ globals })),
});

export { phoneViewport } from '../../shared/storybook/viewports';

/** The stories send through their `onSubmit`, never to this address. */
export const storyApi = { baseUrl: '/api', clientSegment: 'portal' };

/** A picture as a data address, so that a story loads nothing from the network. */
const picture =
  'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="960" height="640"%3E%3Crect width="960" height="640" fill="%23c8d6c0"/%3E%3C/svg%3E';

/** A visitor's entry, plain text with its line breaks; markup in it stays text. */
export const praise: GuestbookEntry = {
  id: '7e1f0a52-3b9c-4d21-9a6e-000000000001',
  kind: 'entry',
  name: 'Maria Steiner',
  text: 'Seit 1998 fährt unser Lindner jeden Tag auf den Berghof.\nDanke an die Werkstatt in Kundl! <b>Kein HTML</b>',
  publishedAt: '2026-11-25T08:30:00.000Z',
  attachment: null,
  reply: null,
};

/** A question to Lindner, answered under it. */
export const answeredQuestion: GuestbookEntry = {
  id: '7e1f0a52-3b9c-4d21-9a6e-000000000002',
  kind: 'question',
  name: 'Josef Brunner',
  text: 'Gibt es für den Geotrac 84ep noch eine Frontzapfwelle zum Nachrüsten?',
  publishedAt: '2026-11-20T10:00:00.000Z',
  attachment: null,
  reply: {
    text: 'Ja, Josef: Dein Händler baut sie Dir in einem Tag ein.\nWir melden uns mit einem Angebot.',
    repliedAt: '2026-11-21T07:45:00.000Z',
  },
};

/** An entry with a picture (re-encoded by the server, with its size), answered in French. */
export const withPicture: GuestbookEntry = {
  id: '7e1f0a52-3b9c-4d21-9a6e-000000000003',
  kind: 'entry',
  name: 'Claire Dubois',
  text: 'Notre Lintrac dans les vignes, au printemps.',
  publishedAt: '2026-11-12T16:20:00.000Z',
  attachment: {
    name: 'lintrac-weinberg.webp',
    contentType: 'image/webp',
    path: picture,
    width: 960,
    height: 640,
  },
  reply: {
    text: 'Merci Claire, belle photo !',
    repliedAt: '2026-11-13T08:00:00.000Z',
  },
};

/** An entry with a PDF, a download. */
export const withPdf: GuestbookEntry = {
  id: '7e1f0a52-3b9c-4d21-9a6e-000000000004',
  kind: 'entry',
  name: 'Anton Huber',
  text: 'Anbei unser Bericht vom Oldtimertreffen.',
  publishedAt: '2026-11-02T12:00:00.000Z',
  attachment: {
    name: 'oldtimertreffen-2026.pdf',
    contentType: 'application/pdf',
    path: '/api/portal/guestbook/entries/7e1f0a52-3b9c-4d21-9a6e-000000000004/attachment',
    width: null,
    height: null,
  },
  reply: null,
};

/** The first page of three, ten entries a page. */
export const firstPage: GuestbookPage = {
  entries: [praise, answeredQuestion, withPicture, withPdf],
  total: 24,
  page: 1,
  pageSize: 10,
};

/** All there is: one page, no paging. */
export const onlyPage: GuestbookPage = { ...firstPage, total: 4 };

export const emptyPage: GuestbookPage = { entries: [], total: 0, page: 1, pageSize: 10 };

/** The server turns the entry down: its general message and one at a field. */
export const turnedDown = async (): Promise<SubmitOutcome> => ({
  ok: false,
  message: serverText('server.error.invalidInput'),
  fieldErrors: { attachment: serverText(guestbookFieldErrorMessages.attachmentType) },
});

export { neverAnswers, networkError, saved } from '../../shared/storybook/profileData';

/** A file as the browser's file input gives it; what it really is, the server reads. */
export const chosenFile = (name: string, type: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type });
