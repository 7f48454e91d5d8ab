import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

// The marketplace's texts: a catalog part of their own (messages/parts.json,
// `portal.marketplace.`), loaded with the marketplace's public pages only. The personal area's
// ad form and managed ads have theirs in classifiedAdsMessages.ts (`portal.classifiedAds.`).

export const listMessages = defineMessages({
  title: { id: 'portal.marketplace.list.title', defaultMessage: 'Lindner Marktplatz' },
  description: {
    id: 'portal.marketplace.list.description',
    defaultMessage:
      'Kleinanzeigen rund um Lindner: Traktoren, Transporter, Anbaugeräte und Teile von Lindner Fahrern, zu verkaufen und gesucht.',
  },
  intro: {
    id: 'portal.marketplace.list.intro',
    defaultMessage:
      'Hier bieten Lindner Fahrer an, was sie nicht mehr brauchen, und suchen, was ihnen fehlt. Antworte direkt auf eine Anzeige.',
  },
  filters: { id: 'portal.marketplace.list.filters', defaultMessage: 'Anzeigen filtern' },
  kind: { id: 'portal.marketplace.list.kind', defaultMessage: 'Art' },
  anyKind: { id: 'portal.marketplace.list.anyKind', defaultMessage: 'Biete und Suche' },
  model: { id: 'portal.marketplace.list.model', defaultMessage: 'Modell' },
  anyModel: { id: 'portal.marketplace.list.anyModel', defaultMessage: 'Alle Modelle' },
  condition: { id: 'portal.marketplace.list.condition', defaultMessage: 'Zustand' },
  anyCondition: { id: 'portal.marketplace.list.anyCondition', defaultMessage: 'Jeder Zustand' },
  price: { id: 'portal.marketplace.list.price', defaultMessage: 'Preis in Euro' },
  year: { id: 'portal.marketplace.list.year', defaultMessage: 'Baujahr' },
  from: { id: 'portal.marketplace.list.from', defaultMessage: 'von' },
  to: { id: 'portal.marketplace.list.to', defaultMessage: 'bis' },
  apply: { id: 'portal.marketplace.list.apply', defaultMessage: 'Filtern' },
  reset: { id: 'portal.marketplace.list.reset', defaultMessage: 'Filter zurücksetzen' },
  results: { id: 'portal.marketplace.list.results', defaultMessage: 'Anzeigen' },
  invalidQuery: {
    id: 'portal.marketplace.list.invalidQuery',
    defaultMessage:
      'Ein Filter der Adresse war nicht lesbar und wurde weggelassen. Die Anzeigen passen zu den übrigen Filtern.',
  },
  emptyTitle: { id: 'portal.marketplace.list.emptyTitle', defaultMessage: 'Keine Anzeigen' },
  emptyText: {
    id: 'portal.marketplace.list.emptyText',
    defaultMessage:
      'Gerade passt keine Anzeige zu Deiner Auswahl. Setze die Filter zurück oder schau bald wieder vorbei.',
  },
  emptyTextUnfiltered: {
    id: 'portal.marketplace.list.emptyTextUnfiltered',
    defaultMessage: 'Gerade gibt es keine Anzeigen. Schau bald wieder vorbei.',
  },
  pages: { id: 'portal.marketplace.list.pages', defaultMessage: 'Seiten der Anzeigen' },
  previous: { id: 'portal.marketplace.list.previous', defaultMessage: 'Zurück' },
  next: { id: 'portal.marketplace.list.next', defaultMessage: 'Weiter' },
  noPhoto: { id: 'portal.marketplace.list.noPhoto', defaultMessage: 'Kein Foto' },
});

export const adCountMessage = defineMessage<{ count: number }>({
  id: 'portal.marketplace.list.count',
  defaultMessage: '{count, plural, =0 {Keine Anzeigen} one {# Anzeige} other {# Anzeigen}}',
});

export const pageMessage = defineMessage<{ page: number }>({
  id: 'portal.marketplace.list.page',
  defaultMessage: 'Seite {page, number}',
});

/** "Biete" and "Suche" (SPEC.md section 3, the ad's kind). */
export const kindMessages = defineMessages({
  offer: { id: 'portal.marketplace.kind.offer', defaultMessage: 'Biete' },
  purchase: { id: 'portal.marketplace.kind.purchase', defaultMessage: 'Suche' },
});

export const conditionMessages = defineMessages({
  used: { id: 'portal.marketplace.condition.used', defaultMessage: 'Gebraucht' },
  'slightly-used': {
    id: 'portal.marketplace.condition.slightlyUsed',
    defaultMessage: 'Wenig gebraucht',
  },
  'like-new': { id: 'portal.marketplace.condition.likeNew', defaultMessage: 'Wie neu' },
  unknown: { id: 'portal.marketplace.condition.unknown', defaultMessage: 'Unbekannt' },
});

export const priceMessages = defineMessages({
  onRequest: { id: 'portal.marketplace.price.onRequest', defaultMessage: 'Preis auf Anfrage' },
  negotiable: { id: 'portal.marketplace.price.negotiable', defaultMessage: 'Preis verhandelbar' },
});

export const factMessages = defineMessages({
  kind: { id: 'portal.marketplace.fact.kind', defaultMessage: 'Art' },
  price: { id: 'portal.marketplace.fact.price', defaultMessage: 'Preis' },
  condition: { id: 'portal.marketplace.fact.condition', defaultMessage: 'Zustand' },
  year: { id: 'portal.marketplace.fact.year', defaultMessage: 'Baujahr' },
  model: { id: 'portal.marketplace.fact.model', defaultMessage: 'Modell' },
  published: { id: 'portal.marketplace.fact.published', defaultMessage: 'Veröffentlicht' },
});

export const publishedMessage = defineMessage<{ date: string }>({
  id: 'portal.marketplace.published',
  defaultMessage: 'Veröffentlicht am {date}',
});

export const detailMessages = defineMessages({
  backToList: { id: 'portal.marketplace.detail.backToList', defaultMessage: 'Alle Anzeigen' },
  loadFailed: {
    id: 'portal.marketplace.detail.loadFailed',
    defaultMessage: 'Die Anzeige konnte nicht geladen werden.',
  },
  facts: { id: 'portal.marketplace.detail.facts', defaultMessage: 'Eckdaten' },
  description: { id: 'portal.marketplace.detail.description', defaultMessage: 'Beschreibung' },
  attachments: { id: 'portal.marketplace.detail.attachments', defaultMessage: 'Dokumente' },
});

export const attachmentLinkMessage = defineMessage<{ name: string; size: string }>({
  id: 'portal.marketplace.detail.attachment',
  defaultMessage: '{name} (PDF, {size})',
});

export const galleryMessages = defineMessages({
  label: { id: 'portal.marketplace.gallery.label', defaultMessage: 'Fotos' },
  previous: { id: 'portal.marketplace.gallery.previous', defaultMessage: 'Vorheriges Foto' },
  next: { id: 'portal.marketplace.gallery.next', defaultMessage: 'Nächstes Foto' },
  noPhotos: { id: 'portal.marketplace.gallery.noPhotos', defaultMessage: 'Keine Fotos' },
  hint: {
    id: 'portal.marketplace.gallery.hint',
    defaultMessage: 'Mit den Pfeiltasten oder durch Wischen blättern.',
  },
});

export const galleryPositionMessage = defineMessage<{ current: number; total: number }>({
  id: 'portal.marketplace.gallery.position',
  defaultMessage: 'Foto {current, number} von {total, number}',
});

export const galleryPhotoAltMessage = defineMessage<{ name: string; index: number }>({
  id: 'portal.marketplace.gallery.photoAlt',
  defaultMessage: '{name}, Foto {index, number}',
});

export const galleryShowMessage = defineMessage<{ index: number }>({
  id: 'portal.marketplace.gallery.show',
  defaultMessage: 'Foto {index, number} zeigen',
});

/** The reply to an ad (signed in; SPEC.md sections 5 and 8). */
export const replyMessages = defineMessages({
  heading: { id: 'portal.marketplace.reply.heading', defaultMessage: 'Auf die Anzeige antworten' },
  signedOutText: {
    id: 'portal.marketplace.reply.signedOutText',
    defaultMessage:
      'Melde Dich an, um zu antworten. Wir leiten Deine Nachricht an den Inserenten weiter; seine Adresse bleibt privat.',
  },
  signIn: { id: 'portal.marketplace.reply.signIn', defaultMessage: 'Anmelden und antworten' },
  requiredHint: {
    id: 'portal.marketplace.reply.requiredHint',
    defaultMessage: 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
  },
  content: { id: 'portal.marketplace.reply.content', defaultMessage: 'Deine Nachricht' },
  contentHint: {
    id: 'portal.marketplace.reply.contentHint',
    defaultMessage:
      'Der Inserent sieht Deinen Namen und Deine Nachricht und antwortet Dir per E-Mail über Lindner.',
  },
  privacyConsent: {
    id: 'portal.marketplace.reply.privacyConsent',
    defaultMessage:
      'Ich bin einverstanden, dass Lindner meinen Namen und meine Nachricht an den Inserenten weiterleitet.',
  },
  send: { id: 'portal.marketplace.reply.send', defaultMessage: 'Antwort senden' },
  notSent: { id: 'portal.marketplace.reply.notSent', defaultMessage: 'Nicht gesendet' },
  failed: {
    id: 'portal.marketplace.reply.failed',
    defaultMessage: 'Fehler aufgetreten. Bitte erneut versuchen',
  },
  saved: { id: 'portal.marketplace.reply.saved', defaultMessage: 'Antwort gespeichert' },
  savedText: {
    id: 'portal.marketplace.reply.savedText',
    defaultMessage:
      'Wir haben Deine Nachricht an den Inserenten weitergeleitet. Seine Antwort bekommst Du per E-Mail.',
  },
  writeAnother: {
    id: 'portal.marketplace.reply.writeAnother',
    defaultMessage: 'Noch eine Nachricht schreiben',
  },
  throttled: {
    id: 'portal.marketplace.reply.throttled',
    defaultMessage:
      'Du hast gerade sehr viele Antworten geschrieben. Bitte versuche es in einigen Minuten noch einmal; Deine Nachricht bleibt erhalten.',
  },
});

export const privacyNoteMessage = defineMessage<{ link: MessageTag }>({
  id: 'portal.marketplace.reply.privacyNote',
  defaultMessage:
    'Wie wir Deine Angaben verarbeiten, steht in unserer <link>Datenschutzerklärung</link>.',
});
