import { defineMessages } from '@lindner/i18n/core';

/** Answers of the user-report calls (issue 30 point 3). */
export const userReportMessages = defineMessages({
  notFound: {
    id: 'server.userReports.notFound',
    description: 'GET /user-reports/{slug} for a report that does not exist or is not published.',
    defaultMessage: 'Diesen Anwenderbericht gibt es nicht.',
  },
  submitted: {
    id: 'server.userReports.submitted',
    description:
      'POST /user-reports accepted: SPEC.md section 8, "user report published after editorial review".',
    defaultMessage:
      'Vielen Dank für Deinen Bericht! Er wird nach der Prüfung durch unsere Redaktion veröffentlicht.',
  },
  pictureAdded: {
    id: 'server.userReports.pictureAdded',
    description: 'POST /user-reports/pictures accepted one picture for a report being written.',
    defaultMessage: 'Das Bild ist hochgeladen.',
  },
  pictureGone: {
    id: 'server.userReports.pictureGone',
    description:
      'A report names a picture that was never uploaded, belongs to another report or was removed after a day; the writer chooses it again.',
    defaultMessage:
      'Ein Bild ist nicht mehr vorhanden. Bitte entferne es und wähle es noch einmal aus.',
  },
  tooManyPictures: {
    id: 'server.userReports.tooManyPictures',
    description: 'A report with more pictures than allowed.',
    defaultMessage: 'Höchstens {max} Bilder pro Bericht.',
  },
  tooMany: {
    id: 'server.userReports.tooMany',
    description: 'Too many reports sent from one address in a short time (HTTP 429).',
    defaultMessage:
      'Von Deinem Anschluss wurden in kurzer Zeit viele Berichte gesendet. Bitte versuche es in {minutes, plural, one {einer Minute} other {# Minuten}} wieder.',
  },
  tooManyPictureUploads: {
    id: 'server.userReports.tooManyPictureUploads',
    description: 'Too many report pictures uploaded from one address in a short time (HTTP 429).',
    defaultMessage:
      'Du hast in kurzer Zeit viele Bilder hochgeladen. Bitte versuche es in {minutes, plural, one {einer Minute} other {# Minuten}} wieder.',
  },
});
