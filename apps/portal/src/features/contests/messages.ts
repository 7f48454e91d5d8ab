import { defineMessage, defineMessages } from 'react-intl';

// The contest pages' texts: a catalog part of their own (messages/parts.json, `portal.contests.`),
// loaded with the contest pages only; the vote button's texts are a part of their own again
// (`portal.contests.vote.`): the island carries them in the page. The contests' own texts
// (titles, intros, prizes) and the entries come from the API.

export const contestListMessages = defineMessages({
  title: { id: 'portal.contests.list.title', defaultMessage: 'Gewinnspiele' },
  description: {
    id: 'portal.contests.list.description',
    defaultMessage:
      'Fotowettbewerb, Zeichenwettbewerb für Kinder und Lindner-Momente: mitmachen, abstimmen und gewinnen.',
  },
  intro: {
    id: 'portal.contests.list.intro',
    defaultMessage:
      'Mach mit bei unseren Wettbewerben und stimme für Deine Lieblingsbeiträge ab. Alle Beiträge werden vor der Veröffentlichung von unserer Redaktion geprüft.',
  },
  closed: { id: 'portal.contests.list.closed', defaultMessage: 'Einsendeschluss ist vorbei' },
});

export const contestOpenMessage = defineMessage<{ deadline: string }>({
  id: 'portal.contests.list.open',
  defaultMessage: 'Einsendeschluss: {deadline}',
});

export const contestEntryCountMessage = defineMessage<{ count: number }>({
  id: 'portal.contests.list.entries',
  defaultMessage: '{count, plural, =0 {Noch keine Beiträge} one {# Beitrag} other {# Beiträge}}',
});

export const contestMessages = defineMessages({
  back: { id: 'portal.contests.page.back', defaultMessage: 'Alle Gewinnspiele' },
  prize: { id: 'portal.contests.page.prize', defaultMessage: 'Zu gewinnen' },
  deadlineOver: {
    id: 'portal.contests.page.deadlineOver',
    defaultMessage: 'Einsendeschluss ist vorbei',
  },
  takePartNote: {
    id: 'portal.contests.page.takePartNote',
    defaultMessage:
      'Es gelten die Teilnahmebedingungen und die Datenschutzerklärung. Dein Beitrag erscheint nach der Prüfung durch unsere Redaktion.',
  },
  entriesHeading: { id: 'portal.contests.page.entries', defaultMessage: 'Beiträge' },
  noEntries: {
    id: 'portal.contests.page.noEntries',
    defaultMessage: 'Noch keine veröffentlichten Beiträge.',
  },
  video: { id: 'portal.contests.page.video', defaultMessage: 'Video ansehen (externe Seite)' },
});

export const contestDeadlineMessage = defineMessage<{ deadline: string }>({
  id: 'portal.contests.page.deadline',
  defaultMessage: 'Einsendeschluss: {deadline}',
});

export const prizeDrawMessage = defineMessage<{ date: string }>({
  id: 'portal.contests.page.prizeDraw',
  defaultMessage: 'Der Hauptpreis wird am {date} verlost.',
});

export const entryByMessage = defineMessage<{ name: string }>({
  id: 'portal.contests.page.by',
  defaultMessage: 'von {name}',
});

export const drawingByMessage = defineMessage<{ name: string; ageBand: string }>({
  id: 'portal.contests.page.byDrawer',
  defaultMessage: 'von {name}, {ageBand}',
});

export const drawingTitleMessage = defineMessage<{ name: string }>({
  id: 'portal.contests.page.drawingAlt',
  defaultMessage: 'Zeichnung von {name}',
});

export const voteCountMessage = defineMessage<{ count: number }>({
  id: 'portal.contests.page.votes',
  defaultMessage: '{count, plural, one {# Stimme} other {# Stimmen}}',
});

export const voteMessages = defineMessages({
  consent: {
    id: 'portal.contests.vote.consent',
    defaultMessage:
      'Ich stimme zu, dass meine IP-Adresse und Browserdaten gespeichert werden, um doppelte Stimmen zu verhindern (sie werden nach 7 Tagen gelöscht).',
  },
  voteShort: { id: 'portal.contests.vote.voteShort', defaultMessage: 'Abstimmen' },
  sending: { id: 'portal.contests.vote.sending', defaultMessage: 'Wird gezählt …' },
  consentMissing: {
    id: 'portal.contests.vote.consentMissing',
    defaultMessage: 'Bitte stimme zuerst der Speicherung zu.',
  },
  failed: {
    id: 'portal.contests.vote.failed',
    defaultMessage: 'Die Stimme konnte nicht gesendet werden. Bitte versuche es noch einmal.',
  },
});

export const voteForMessage = defineMessage<{ title: string }>({
  id: 'portal.contests.vote.vote',
  defaultMessage: 'Abstimmen für „{title}“',
});

export const voteThanksMessage = defineMessage<{ count: number }>({
  id: 'portal.contests.vote.thanks',
  defaultMessage:
    'Danke für Deine Stimme! Jetzt {count, plural, one {# Stimme} other {# Stimmen}}.',
});
