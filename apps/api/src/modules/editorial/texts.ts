import type { EditorialKind } from '@lindner/api/schema';
import { defineMessages, type MessageDescriptor } from '@lindner/i18n/core';

/** Answers of the editorial review's calls (staff). */
export const editorialMessages = defineMessages({
  entryNotFound: {
    id: 'server.editorial.entryNotFound',
    description:
      'Approving or rejecting an entry that is not waiting for review (decided already, or unknown).',
    defaultMessage: 'Dieser Beitrag wartet nicht (mehr) auf eine Prüfung.',
  },
  approved: {
    id: 'server.editorial.approved',
    defaultMessage: 'Beitrag freigegeben.',
  },
  rejected: {
    id: 'server.editorial.rejected',
    defaultMessage:
      'Beitrag abgelehnt. Die Begründung geht per E-Mail an die Verfasserin oder den Verfasser.',
  },
});

/** The mail that tells a writer their entry was not published, and why. */
export const rejectionMailMessages = defineMessages({
  subject: {
    id: 'server.editorial.rejectionMail.subject',
    defaultMessage: 'Dein Beitrag wurde nicht veröffentlicht',
  },
  notPublished: {
    id: 'server.editorial.rejectionMail.notPublished',
    description: 'kind: what the entry is (a guestbook entry, a user report …); title: its title',
    defaultMessage:
      'Unsere Redaktion hat Deinen Beitrag „{title}“ ({kind}) geprüft und nicht veröffentlicht. Die Begründung:',
  },
  questions: {
    id: 'server.editorial.rejectionMail.questions',
    description: 'link: the address of the page that lists the writer’s entries',
    defaultMessage: 'Deine Beiträge und ihren Stand findest Du unter {link}.',
  },
});

/** What an entry of each kind is called in a mail. */
export const editorialKindMessages = defineMessages({
  guestbook: { id: 'server.editorial.kind.guestbook', defaultMessage: 'Gästebuch' },
  'user-report': { id: 'server.editorial.kind.userReport', defaultMessage: 'Anwenderbericht' },
  'photo-contest': { id: 'server.editorial.kind.photoContest', defaultMessage: 'Fotowettbewerb' },
  'drawing-contest': {
    id: 'server.editorial.kind.drawingContest',
    defaultMessage: 'Zeichenwettbewerb',
  },
  'moment-contest': { id: 'server.editorial.kind.momentContest', defaultMessage: 'Momente' },
}) satisfies Record<EditorialKind, MessageDescriptor>;
