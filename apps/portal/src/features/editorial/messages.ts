import type { EditorialKind } from '@lindner/api/schema';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

// The editorial pages' texts: catalog part `editorial` (messages/parts.json), loaded with them.

/** What an entry of each kind is called (the form it came from). */
export const kindMessages = defineMessages({
  guestbook: { id: 'portal.editorial.kind.guestbook', defaultMessage: 'Gästebuch' },
  'user-report': { id: 'portal.editorial.kind.userReport', defaultMessage: 'Anwenderbericht' },
  'photo-contest': { id: 'portal.editorial.kind.photoContest', defaultMessage: 'Fotowettbewerb' },
  'drawing-contest': {
    id: 'portal.editorial.kind.drawingContest',
    defaultMessage: 'Zeichenwettbewerb',
  },
  'moment-contest': { id: 'portal.editorial.kind.momentContest', defaultMessage: 'Momente' },
}) satisfies Record<EditorialKind, MessageDescriptor>;

/** Facts of an entry, on both pages. */
export const entryMessages = defineMessages({
  writer: { id: 'portal.editorial.entry.writer', defaultMessage: 'Verfasst von' },
  submittedAt: { id: 'portal.editorial.entry.submittedAt', defaultMessage: 'Eingereicht am' },
  files: { id: 'portal.editorial.entry.files', defaultMessage: 'Dateien' },
  video: { id: 'portal.editorial.entry.video', defaultMessage: 'Video' },
  reply: { id: 'portal.editorial.entry.reply', defaultMessage: 'Antwort von Lindner' },
});

export const reviewMessages = defineMessages({
  title: { id: 'portal.editorial.review.title', defaultMessage: 'Beiträge prüfen' },
  intro: {
    id: 'portal.editorial.review.intro',
    defaultMessage:
      'Was Besucherinnen und Besucher ins Gästebuch, in Anwenderberichte und Gewinnspiele schreiben, erscheint erst nach Deiner Freigabe.',
  },
  empty: {
    id: 'portal.editorial.review.empty',
    defaultMessage: 'Nichts zu prüfen: Kein Beitrag wartet auf eine Prüfung.',
  },
  notAllowedTitle: {
    id: 'portal.editorial.review.notAllowedTitle',
    defaultMessage: 'Kein Zugriff',
  },
  notAllowedText: {
    id: 'portal.editorial.review.notAllowedText',
    defaultMessage: 'Beiträge prüfen dürfen nur Mitarbeitende von Lindner.',
  },
  downloadFailed: {
    id: 'portal.editorial.review.downloadFailed',
    defaultMessage: 'Die Datei konnte nicht geladen werden. Bitte versuche es noch einmal.',
  },
  approve: { id: 'portal.editorial.review.approve', defaultMessage: 'Freigeben' },
  drawingNextWorkingDay: {
    id: 'portal.editorial.review.drawingNextWorkingDay',
    defaultMessage: 'Eine freigegebene Zeichnung erscheint am nächsten Werktag.',
  },
  reject: { id: 'portal.editorial.review.reject', defaultMessage: 'Ablehnen' },
  reason: { id: 'portal.editorial.review.reason', defaultMessage: 'Begründung' },
  reasonHint: {
    id: 'portal.editorial.review.reasonHint',
    defaultMessage: 'Wir schicken die Begründung per E-Mail an die Verfasserin oder den Verfasser.',
  },
  sendRejection: {
    id: 'portal.editorial.review.sendRejection',
    defaultMessage: 'Ablehnung senden',
  },
  cancel: { id: 'portal.editorial.review.cancel', defaultMessage: 'Abbrechen' },
  approved: {
    id: 'portal.editorial.review.approved',
    defaultMessage: 'Beitrag freigegeben und veröffentlicht.',
  },
  approvedDrawing: {
    id: 'portal.editorial.review.approvedDrawing',
    defaultMessage: 'Zeichnung freigegeben. Sie erscheint am nächsten Werktag.',
  },
  rejected: {
    id: 'portal.editorial.review.rejected',
    defaultMessage:
      'Beitrag abgelehnt. Die Begründung geht per E-Mail an die Verfasserin oder den Verfasser.',
  },
  replyLabel: { id: 'portal.editorial.review.replyLabel', defaultMessage: 'Antwort' },
  replyHint: {
    id: 'portal.editorial.review.replyHint',
    defaultMessage:
      'Die Antwort erscheint unter dem Eintrag im Gästebuch und geht per E-Mail an die Verfasserin oder den Verfasser.',
  },
  sendReply: { id: 'portal.editorial.review.sendReply', defaultMessage: 'Antwort senden' },
  unansweredHeading: {
    id: 'portal.editorial.review.unansweredHeading',
    defaultMessage: 'Gästebuch: freigegeben, noch ohne Antwort',
  },
  unansweredIntro: {
    id: 'portal.editorial.review.unansweredIntro',
    defaultMessage:
      'Diese Einträge stehen schon im Gästebuch. Eine Antwort erscheint darunter und geht per E-Mail an die Verfasserin oder den Verfasser.',
  },
  unansweredEmpty: {
    id: 'portal.editorial.review.unansweredEmpty',
    defaultMessage: 'Alle freigegebenen Einträge haben eine Antwort.',
  },
  changeReply: { id: 'portal.editorial.review.changeReply', defaultMessage: 'Antwort ändern' },
  replied: {
    id: 'portal.editorial.review.replied',
    defaultMessage: 'Antwort gespeichert und per E-Mail verschickt.',
  },
});

export const myPostsMessages = defineMessages({
  title: { id: 'portal.editorial.myPosts.title', defaultMessage: 'Meine Beiträge' },
  intro: {
    id: 'portal.editorial.myPosts.intro',
    defaultMessage:
      'Deine Einträge im Gästebuch, Deine Anwenderberichte und Deine Beiträge zu Gewinnspielen. Unsere Redaktion prüft jeden Beitrag, bevor er erscheint.',
  },
  pending: { id: 'portal.editorial.myPosts.pending', defaultMessage: 'Wartet auf Prüfung' },
  approved: { id: 'portal.editorial.myPosts.approved', defaultMessage: 'Freigegeben' },
  rejected: { id: 'portal.editorial.myPosts.rejected', defaultMessage: 'Abgelehnt' },
  reason: { id: 'portal.editorial.myPosts.reason', defaultMessage: 'Begründung der Redaktion' },
  emptyTitle: { id: 'portal.editorial.myPosts.emptyTitle', defaultMessage: 'Noch keine Beiträge' },
  emptyText: {
    id: 'portal.editorial.myPosts.emptyText',
    defaultMessage:
      'Schreib einen Eintrag ins Gästebuch, erzähl in einem Anwenderbericht von Deinem Lindner oder mach bei einem Gewinnspiel mit.',
  },
  toGuestbook: { id: 'portal.editorial.myPosts.toGuestbook', defaultMessage: 'Zum Gästebuch' },
  toUserReports: {
    id: 'portal.editorial.myPosts.toUserReports',
    defaultMessage: 'Zu den Anwenderberichten',
  },
  toContests: { id: 'portal.editorial.myPosts.toContests', defaultMessage: 'Zu den Gewinnspielen' },
});

/** How many entries wait: "5 Beiträge warten auf eine Prüfung, die ältesten zuerst." */
export const waitingMessage = defineMessage<{ count: number }>({
  id: 'portal.editorial.review.waiting',
  defaultMessage:
    '{count, plural, one {# Beitrag wartet} other {# Beiträge warten}} auf eine Prüfung, die ältesten zuerst.',
});

/** A button that downloads a file the writer attached. */
export const downloadMessage = defineMessage<{ name: string }>({
  id: 'portal.editorial.review.download',
  description: 'A button that downloads a file the writer attached; name: its file name',
  defaultMessage: '{name} herunterladen',
});

/** The heading of the rejection form. */
export const rejectTitleMessage = defineMessage<{ title: string }>({
  id: 'portal.editorial.review.rejectTitle',
  description: 'title: the entry’s title',
  defaultMessage: '„{title}“ ablehnen',
});

/** An approved entry's state, public since a day. */
export const publishedMessage = defineMessage<{ date: string }>({
  id: 'portal.editorial.myPosts.published',
  description: 'date: the day the entry became public',
  defaultMessage: 'Veröffentlicht seit {date}',
});

/** An approved entry that becomes public later (the drawing contest's next working day). */
export const publishedSoonMessage = defineMessage<{ date: string }>({
  id: 'portal.editorial.myPosts.publishedSoon',
  description: 'date: the day an approved entry becomes public (drawing contest: next working day)',
  defaultMessage: 'Freigegeben, erscheint am {date}',
});
