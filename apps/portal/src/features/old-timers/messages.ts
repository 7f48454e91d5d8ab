import type { OldTimerCatalogue, OldTimerFact } from '@lindner/api/schema';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

// The old-timer pages' texts: a catalog part of their own (messages/parts.json,
// `portal.oldTimers.`), loaded with the list and the old-timer pages only; the texts of the
// two islands of an old-timer's page (its gallery, its catalogues) are parts of their own again
// (`portal.oldTimers.gallery.`, `portal.oldTimers.catalogue.`): an island carries its texts in
// the page. The old-timers' own texts (names, teasers, stories) come from the API.

export const listMessages = defineMessages({
  title: { id: 'portal.oldTimers.list.title', defaultMessage: 'Oldtimer' },
  description: {
    id: 'portal.oldTimers.list.description',
    defaultMessage:
      'Die historischen Traktoren von Lindner nach Jahrzehnt und Baureihe: Baujahre, Leistung, Geschichte, Bilder und Kataloge zum Herunterladen.',
  },
  intro: {
    id: 'portal.oldTimers.list.intro',
    defaultMessage:
      'Entdecke die Traktoren, mit denen Lindner in Kundl groß geworden ist: mit ihrer Geschichte, ihren Daten und Prospekten, Betriebsanleitungen und Ersatzteillisten zum Herunterladen.',
  },
  filters: {
    id: 'portal.oldTimers.list.filters',
    defaultMessage: 'Oldtimer nach Baureihe filtern',
  },
  series: { id: 'portal.oldTimers.list.series', defaultMessage: 'Baureihe' },
  anySeries: { id: 'portal.oldTimers.list.anySeries', defaultMessage: 'Alle Baureihen' },
  apply: { id: 'portal.oldTimers.list.apply', defaultMessage: 'Anzeigen' },
  emptyTitle: { id: 'portal.oldTimers.list.emptyTitle', defaultMessage: 'Noch keine Oldtimer' },
  emptyText: {
    id: 'portal.oldTimers.list.emptyText',
    defaultMessage:
      'Wir tragen die Geschichte unserer Traktoren gerade zusammen. Schau bald wieder vorbei.',
  },
  showAll: { id: 'portal.oldTimers.list.showAll', defaultMessage: 'Alle Oldtimer anzeigen' },
  built: { id: 'portal.oldTimers.list.built', defaultMessage: 'Baujahre' },
  power: { id: 'portal.oldTimers.list.power', defaultMessage: 'Leistung' },
});

/** How many old-timers the list shows, for the live region after a filter. */
export const oldTimerCountMessage = defineMessage<{ count: number }>({
  id: 'portal.oldTimers.list.count',
  defaultMessage: '{count, plural, one {# Oldtimer} other {# Oldtimer}}',
});

/** A decade's heading: "1950er". `decade` is the year, as digits (no grouping). */
export const decadeMessage = defineMessage<{ decade: string }>({
  id: 'portal.oldTimers.list.decade',
  description: 'decade: the decade’s first year, e.g. 1950',
  defaultMessage: '{decade}er',
});

/** The marker of an old-timer with catalogues, on its card: "2 Kataloge (PDF)". */
export const catalogueCountMessage = defineMessage<{ count: number }>({
  id: 'portal.oldTimers.list.catalogues',
  defaultMessage: '{count, plural, one {# Katalog (PDF)} other {# Kataloge (PDF)}}',
});

/** The years an old-timer was built: "1958–1966", or one year alone. */
export const builtYearsMessage = defineMessage<{ from: string; to: string }>({
  id: 'portal.oldTimers.years.range',
  defaultMessage: '{from}–{to}',
});

/** The years of one whose end the records do not give: "ab 1958". */
export const builtFromMessage = defineMessage<{ from: string }>({
  id: 'portal.oldTimers.years.from',
  defaultMessage: 'ab {from}',
});

/** The years under an old-timer's name: "Baujahre 1958–1966". */
export const builtYearsLineMessage = defineMessage<{ years: string }>({
  id: 'portal.oldTimers.detail.builtYears',
  description: 'years: the years it was built, e.g. 1958–1966 or “ab 1958”',
  defaultMessage: 'Baujahre {years}',
});

export const detailMessages = defineMessages({
  backToList: { id: 'portal.oldTimers.detail.backToList', defaultMessage: 'Alle Oldtimer' },
  loadFailed: {
    id: 'portal.oldTimers.detail.loadFailed',
    defaultMessage: 'Der Oldtimer konnte nicht geladen werden.',
  },
  story: { id: 'portal.oldTimers.detail.story', defaultMessage: 'Geschichte' },
  facts: { id: 'portal.oldTimers.detail.facts', defaultMessage: 'Daten und Fakten' },
  catalogues: { id: 'portal.oldTimers.detail.catalogues', defaultMessage: 'Kataloge' },
  demoMark: { id: 'portal.oldTimers.detail.demoMark', defaultMessage: '*' },
  demoNote: {
    id: 'portal.oldTimers.detail.demoNote',
    defaultMessage: 'Beispielwert, nicht aus Lindners Unterlagen',
  },
  unknownMark: { id: 'portal.oldTimers.detail.unknownMark', defaultMessage: '–' },
  unknown: { id: 'portal.oldTimers.detail.unknown', defaultMessage: 'Nicht bekannt' },
});

/** The facts table's rows. */
export const factMessages: Record<OldTimerFact, MessageDescriptor> = defineMessages({
  powerHp: { id: 'portal.oldTimers.fact.powerHp', defaultMessage: 'Leistung' },
  engine: { id: 'portal.oldTimers.fact.engine', defaultMessage: 'Motor' },
  cylinders: { id: 'portal.oldTimers.fact.cylinders', defaultMessage: 'Zylinder' },
  displacementCcm: { id: 'portal.oldTimers.fact.displacementCcm', defaultMessage: 'Hubraum' },
  topSpeedKmh: {
    id: 'portal.oldTimers.fact.topSpeedKmh',
    defaultMessage: 'Höchstgeschwindigkeit',
  },
  weightKg: { id: 'portal.oldTimers.fact.weightKg', defaultMessage: 'Gewicht' },
  unitsBuilt: { id: 'portal.oldTimers.fact.unitsBuilt', defaultMessage: 'Gebaute Stückzahl' },
});

/** Horsepower: "15 PS" (Intl has no unit for it). */
export const horsepowerMessage = defineMessage<{ hp: number }>({
  id: 'portal.oldTimers.unit.horsepower',
  defaultMessage: '{hp, number} PS',
});

/** Displacement: "1.100 cm³" (Intl has no unit for it). */
export const displacementMessage = defineMessage<{ ccm: number }>({
  id: 'portal.oldTimers.unit.displacement',
  defaultMessage: '{ccm, number} cm³',
});

/** A picture's text alternative where the API gives none: "Bauernfreund BF 15, Bild 2". */
export const galleryPhotoAltMessage = defineMessage<{ name: string; index: number }>({
  id: 'portal.oldTimers.gallery.photoAlt',
  defaultMessage: '{name}, Bild {index, number}',
});

export const galleryMessages = defineMessages({
  label: { id: 'portal.oldTimers.gallery.label', defaultMessage: 'Bilder' },
  previous: { id: 'portal.oldTimers.gallery.previous', defaultMessage: 'Vorheriges Bild' },
  next: { id: 'portal.oldTimers.gallery.next', defaultMessage: 'Nächstes Bild' },
  noPhotos: { id: 'portal.oldTimers.gallery.noPhotos', defaultMessage: 'Keine Bilder' },
  hint: {
    id: 'portal.oldTimers.gallery.hint',
    defaultMessage: 'Mit den Pfeiltasten oder durch Wischen blättern.',
  },
});

export const galleryPositionMessage = defineMessage<{ current: number; total: number }>({
  id: 'portal.oldTimers.gallery.position',
  defaultMessage: 'Bild {current, number} von {total, number}',
});

export const galleryShowMessage = defineMessage<{ index: number }>({
  id: 'portal.oldTimers.gallery.show',
  defaultMessage: 'Bild {index, number} zeigen',
});

// The catalogues: their list and the download of a restricted one (the island's part).

export const catalogueMessages = defineMessages({
  none: {
    id: 'portal.oldTimers.catalogue.none',
    defaultMessage: 'Zu diesem Oldtimer gibt es noch keine Kataloge.',
  },
  kind: { id: 'portal.oldTimers.catalogue.kind', defaultMessage: 'Art' },
  language: { id: 'portal.oldTimers.catalogue.language', defaultMessage: 'Sprache' },
  year: { id: 'portal.oldTimers.catalogue.year', defaultMessage: 'Jahr' },
  pages: { id: 'portal.oldTimers.catalogue.pages', defaultMessage: 'Seiten' },
  size: { id: 'portal.oldTimers.catalogue.size', defaultMessage: 'Größe' },
  download: { id: 'portal.oldTimers.catalogue.download', defaultMessage: 'PDF herunterladen' },
  restricted: {
    id: 'portal.oldTimers.catalogue.restricted',
    defaultMessage: 'Nur für Kundinnen und Kunden mit Kundennummer',
  },
  signInHint: {
    id: 'portal.oldTimers.catalogue.signInHint',
    defaultMessage:
      'Melde Dich an: Mit der Kundennummer in Deinem Profil kannst Du diesen Katalog herunterladen.',
  },
  signIn: {
    id: 'portal.oldTimers.catalogue.signIn',
    defaultMessage: 'Anmelden und herunterladen',
  },
  downloading: {
    id: 'portal.oldTimers.catalogue.downloading',
    defaultMessage: 'Wird heruntergeladen …',
  },
  saved: {
    id: 'portal.oldTimers.catalogue.saved',
    defaultMessage: 'Der Katalog ist heruntergeladen.',
  },
  profile: {
    id: 'portal.oldTimers.catalogue.profile',
    defaultMessage: 'Kundennummer im Profil eintragen',
  },
  failed: {
    id: 'portal.oldTimers.catalogue.failed',
    defaultMessage: 'Der Katalog konnte gerade nicht heruntergeladen werden.',
  },
  retry: { id: 'portal.oldTimers.catalogue.retry', defaultMessage: 'Erneut versuchen' },
});

/** A catalogue's page count: "24 Seiten". */
export const cataloguePagesMessage = defineMessage<{ pages: number }>({
  id: 'portal.oldTimers.catalogue.pageCount',
  defaultMessage: '{pages, plural, one {# Seite} other {# Seiten}}',
});

export const catalogueKindMessages: Record<OldTimerCatalogue['kind'], MessageDescriptor> =
  defineMessages({
    brochure: {
      id: 'portal.oldTimers.catalogue.kind.brochure',
      defaultMessage: 'Verkaufsprospekt',
    },
    manual: { id: 'portal.oldTimers.catalogue.kind.manual', defaultMessage: 'Betriebsanleitung' },
    parts: { id: 'portal.oldTimers.catalogue.kind.parts', defaultMessage: 'Ersatzteilliste' },
  });

/** The language a catalogue is written in. */
export const catalogueLanguageMessages: Record<OldTimerCatalogue['language'], MessageDescriptor> =
  defineMessages({
    de: { id: 'portal.oldTimers.catalogue.language.de', defaultMessage: 'Deutsch' },
    en: { id: 'portal.oldTimers.catalogue.language.en', defaultMessage: 'Englisch' },
    fr: { id: 'portal.oldTimers.catalogue.language.fr', defaultMessage: 'Französisch' },
  });
