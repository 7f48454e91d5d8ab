import type {
  MachineType,
  ModelFigure,
  ModelSeries,
  ModelUse,
  TransmissionKind,
} from '@lindner/api/schema';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

// The model pages' texts: a catalog part of their own (messages/parts.json, `portal.models.`),
// loaded with the overview and the model pages only. The models' own texts (names, teasers,
// sections) come from the API in the page's language.

export const listMessages = defineMessages({
  title: { id: 'portal.models.list.title', defaultMessage: 'Modelle' },
  description: {
    id: 'portal.models.list.description',
    defaultMessage:
      'Die Traktoren und Transporter von Lindner: Lintrac, Geotrac und Unitrac mit Leistung, Getriebe, Gewicht und Einsatzbereichen.',
  },
  intro: {
    id: 'portal.models.list.intro',
    defaultMessage:
      'Vom Bergbauernhof bis zum Winterdienst: Finde den Lindner, der zu Deiner Arbeit passt, und sieh Dir seine Daten an.',
  },
  filters: { id: 'portal.models.list.filters', defaultMessage: 'Modelle nach Einsatz filtern' },
  use: { id: 'portal.models.list.use', defaultMessage: 'Einsatz' },
  anyUse: { id: 'portal.models.list.anyUse', defaultMessage: 'Alle Einsätze' },
  apply: { id: 'portal.models.list.apply', defaultMessage: 'Anzeigen' },
  emptyTitle: {
    id: 'portal.models.list.emptyTitle',
    defaultMessage: 'Kein Modell für diesen Einsatz',
  },
  emptyText: {
    id: 'portal.models.list.emptyText',
    defaultMessage:
      'Für diesen Einsatz haben wir gerade kein Modell im Programm. Sieh Dir alle Modelle an oder wende Dich an Deinen Händler.',
  },
  showAll: { id: 'portal.models.list.showAll', defaultMessage: 'Alle Modelle anzeigen' },
  uses: { id: 'portal.models.list.uses', defaultMessage: 'Einsätze' },
});

/** How many models the list shows, for the live region after a filter. */
export const modelCountMessage = defineMessage<{ count: number }>({
  id: 'portal.models.list.count',
  defaultMessage: '{count, plural, one {# Modell} other {# Modelle}}',
});

/** One line about each series, under its heading on the overview. */
export const seriesMessages: Record<ModelSeries, MessageDescriptor> = defineMessages({
  Lintrac: {
    id: 'portal.models.series.lintrac',
    defaultMessage:
      'Der stufenlose Standardtraktor mit Allradlenkung: wendig am Hof, sicher am Hang, stark im Grünland.',
  },
  Geotrac: {
    id: 'portal.models.series.geotrac',
    defaultMessage:
      'Die vielseitigen Allrounder für Landwirtschaft, Kommune und Forst, vom kompakten Bergtraktor bis zum Kraftpaket.',
  },
  Unitrac: {
    id: 'portal.models.series.unitrac',
    defaultMessage:
      'Die Transporter mit Wechselaufbauten für steiles Gelände, Kommunaldienst und Transport.',
  },
});

export const useMessages: Record<ModelUse, MessageDescriptor> = defineMessages({
  'mountain-farm': { id: 'portal.models.use.mountainFarm', defaultMessage: 'Bergbauernhof' },
  grassland: { id: 'portal.models.use.grassland', defaultMessage: 'Grünland' },
  municipal: { id: 'portal.models.use.municipal', defaultMessage: 'Kommunaldienst' },
  vineyard: { id: 'portal.models.use.vineyard', defaultMessage: 'Wein- und Obstbau' },
  transport: { id: 'portal.models.use.transport', defaultMessage: 'Transport' },
});

export const transmissionMessages: Record<TransmissionKind, MessageDescriptor> = defineMessages({
  'continuously-variable': {
    id: 'portal.models.transmission.continuouslyVariable',
    defaultMessage: 'Stufenlos',
  },
  'semi-powershift': {
    id: 'portal.models.transmission.semiPowershift',
    defaultMessage: 'Teillastschaltbar',
  },
  synchro: { id: 'portal.models.transmission.synchro', defaultMessage: 'Synchronisiert' },
});

/** The key figures of a model's card and the rows of its technical data. */
export const factMessages = defineMessages({
  power: { id: 'portal.models.fact.power', defaultMessage: 'Leistung' },
  transmission: { id: 'portal.models.fact.transmission', defaultMessage: 'Getriebe' },
  fourWheelSteering: {
    id: 'portal.models.fact.fourWheelSteering',
    defaultMessage: 'Allradlenkung',
  },
  unladenWeight: { id: 'portal.models.fact.unladenWeight', defaultMessage: 'Leergewicht' },
  engine: { id: 'portal.models.fact.engine', defaultMessage: 'Motor' },
  yes: { id: 'portal.models.fact.yes', defaultMessage: 'Ja' },
  no: { id: 'portal.models.fact.no', defaultMessage: 'Nein' },
});

export const figureMessages: Record<ModelFigure, MessageDescriptor> = defineMessages({
  powerHp: { id: 'portal.models.figure.powerHp', defaultMessage: 'Leistung in PS' },
  powerKw: { id: 'portal.models.figure.powerKw', defaultMessage: 'Leistung in kW' },
  maxSpeedKmh: { id: 'portal.models.figure.maxSpeedKmh', defaultMessage: 'Höchstgeschwindigkeit' },
  unladenWeightKg: { id: 'portal.models.figure.unladenWeightKg', defaultMessage: 'Leergewicht' },
  permittedTotalWeightKg: {
    id: 'portal.models.figure.permittedTotalWeightKg',
    defaultMessage: 'Zulässiges Gesamtgewicht',
  },
  permittedFrontAxleLoadKg: {
    id: 'portal.models.figure.permittedFrontAxleLoadKg',
    defaultMessage: 'Zulässige Achslast vorne',
  },
  permittedRearAxleLoadKg: {
    id: 'portal.models.figure.permittedRearAxleLoadKg',
    defaultMessage: 'Zulässige Achslast hinten',
  },
  wheelbaseMm: { id: 'portal.models.figure.wheelbaseMm', defaultMessage: 'Radstand' },
  lengthMm: { id: 'portal.models.figure.lengthMm', defaultMessage: 'Länge' },
  widthMm: { id: 'portal.models.figure.widthMm', defaultMessage: 'Breite' },
  heightMm: { id: 'portal.models.figure.heightMm', defaultMessage: 'Höhe' },
});

/** Horsepower: "136 PS" (Intl has no unit for it). */
export const horsepowerMessage = defineMessage<{ hp: number }>({
  id: 'portal.models.unit.horsepower',
  defaultMessage: '{hp, number} PS',
});

/** Kilowatts: "100 kW" (Intl has no unit for it). */
export const kilowattMessage = defineMessage<{ kw: number }>({
  id: 'portal.models.unit.kilowatt',
  defaultMessage: '{kw, number} kW',
});

/** The list price with VAT: "Listenpreis inkl. 20 % MwSt.". */
export const listPriceGrossMessage = defineMessage<{ vatRate: number }>({
  id: 'portal.models.detail.listPriceGross',
  description: 'vatRate: the VAT rate in whole percent',
  defaultMessage: 'Listenpreis inkl. {vatRate} % MwSt.',
});

export const detailMessages = defineMessages({
  backToList: { id: 'portal.models.detail.backToList', defaultMessage: 'Alle Modelle' },
  calculateFinancing: {
    id: 'portal.models.detail.calculateFinancing',
    defaultMessage: 'Finanzierung berechnen',
  },
  loadFailed: {
    id: 'portal.models.detail.loadFailed',
    defaultMessage: 'Das Modell konnte nicht geladen werden.',
  },
  sections: { id: 'portal.models.detail.sections', defaultMessage: 'Inhalt' },
  wholePage: { id: 'portal.models.detail.wholePage', defaultMessage: 'Ganze Modellseite' },
  checkAxleLoads: {
    id: 'portal.models.detail.checkAxleLoads',
    defaultMessage: 'Achslasten prüfen',
  },
  events: { id: 'portal.models.detail.events', defaultMessage: 'Veranstaltungen' },
  technicalData: { id: 'portal.models.detail.technicalData', defaultMessage: 'Technische Daten' },
  demoMark: { id: 'portal.models.detail.demoMark', defaultMessage: '*' },
  demoNote: {
    id: 'portal.models.detail.demoNote',
    defaultMessage: 'Beispielwert, nicht die Herstellerangabe',
  },
  sources: { id: 'portal.models.detail.sources', defaultMessage: 'Quellen' },
  listPrice: { id: 'portal.models.detail.listPrice', defaultMessage: 'Listenpreis netto' },
  traclinkMobile: {
    id: 'portal.models.detail.traclinkMobile',
    defaultMessage: 'Mehr zu TracLink Mobile',
  },
  traclinkSmart: {
    id: 'portal.models.detail.traclinkSmart',
    defaultMessage: 'Mehr zu TracLink Smart',
  },
});

/** The heading of the links beside a model: "Rund um den Lintrac 130". */
export const relatedHeadingMessage = defineMessage<{ name: string }>({
  id: 'portal.models.related.heading',
  defaultMessage: 'Rund um den {name}',
});

/**
 * The link to the model's used machines on a section's page, and the heading of them on the
 * whole model page: "Gebrauchte Lintrac 130".
 */
export const usedMachinesLinkMessage = defineMessage<{ name: string }>({
  id: 'portal.models.related.usedMachines',
  defaultMessage: 'Gebrauchte {name}',
});

/** A model page's calls to action: the forms, with the model chosen. */
export const formCallMessages = defineMessages({
  quote: { id: 'portal.models.cta.quote', defaultMessage: 'Angebot anfordern' },
  visit: { id: 'portal.models.cta.visit', defaultMessage: 'Innovationsbesuch vereinbaren' },
});

/** The link to the used-machine list of the model: "Alle gebrauchten Lintrac 130". */
export const allUsedMachinesMessage = defineMessage<{ name: string }>({
  id: 'portal.models.usedMachines.all',
  defaultMessage: 'Alle gebrauchten {name}',
});

/** No used or demonstrator machine of the model is listed. */
export const noUsedMachinesMessage = defineMessage<{ name: string }>({
  id: 'portal.models.usedMachines.empty',
  defaultMessage: 'Gerade ist kein gebrauchter {name} im Angebot.',
});

/** A used machine's name on its card: "Lindner Lintrac 130". */
export const machineNameMessage = defineMessage<{ manufacturer: string; model: string }>({
  id: 'portal.models.usedMachines.machineName',
  defaultMessage: '{manufacturer} {model}',
});

/** The model page's used machines: their cards (as the used-machine list words them) and notes. */
export const usedMachineMessages = defineMessages({
  failed: {
    id: 'portal.models.usedMachines.failed',
    defaultMessage: 'Die Gebrauchtmaschinen konnten gerade nicht geladen werden.',
  },
  allMachines: {
    id: 'portal.models.usedMachines.allMachines',
    defaultMessage: 'Alle Gebrauchtmaschinen',
  },
  yearOfConstruction: {
    id: 'portal.models.usedMachines.yearOfConstruction',
    defaultMessage: 'Baujahr',
  },
  operatingHours: {
    id: 'portal.models.usedMachines.operatingHours',
    defaultMessage: 'Betriebsstunden',
  },
  priceOnRequest: {
    id: 'portal.models.usedMachines.priceOnRequest',
    defaultMessage: 'Preis auf Anfrage',
  },
  vatIncluded: { id: 'portal.models.usedMachines.vatIncluded', defaultMessage: 'inkl. MwSt.' },
  vatNotShown: {
    id: 'portal.models.usedMachines.vatNotShown',
    defaultMessage: 'MwSt. nicht ausweisbar',
  },
});

/** What a machine is offered as, on its card. */
export const machineTypeMessages: Record<MachineType, MessageDescriptor> = defineMessages({
  used: { id: 'portal.models.usedMachines.type.used', defaultMessage: 'Gebraucht' },
  demo: { id: 'portal.models.usedMachines.type.demo', defaultMessage: 'Vorführmaschine' },
  new: { id: 'portal.models.usedMachines.type.new', defaultMessage: 'Neu' },
});

/** The model page's upcoming events (anyone's: an event names no model). */
export const upcomingEventMessages = defineMessages({
  heading: { id: 'portal.models.events.heading', defaultMessage: 'Kommende Veranstaltungen' },
  all: { id: 'portal.models.events.all', defaultMessage: 'Alle Veranstaltungen' },
  empty: {
    id: 'portal.models.events.empty',
    defaultMessage: 'Gerade ist keine Veranstaltung geplant. Schau bald wieder vorbei.',
  },
  failed: {
    id: 'portal.models.events.failed',
    defaultMessage: 'Die Veranstaltungen konnten gerade nicht geladen werden.',
  },
  online: { id: 'portal.models.events.online', defaultMessage: 'Online' },
  training: { id: 'portal.models.events.training', defaultMessage: 'Fahrertraining' },
});

/** A section page's title: "Abmessungen – Lintrac 130" (and " | Lindner" after it). */
export const sectionPageTitleMessage = defineMessage<{ section: string; name: string }>({
  id: 'portal.models.detail.sectionPageTitle',
  defaultMessage: '{section} – {name}',
});

/** The model comparison's texts, and the overview's and model page's ways to it. */
export const compareMessages = defineMessages({
  title: { id: 'portal.models.compare.title', defaultMessage: 'Modelle vergleichen' },
  description: {
    id: 'portal.models.compare.description',
    defaultMessage:
      'Bis zu drei Lindner-Modelle nebeneinander: Leistung, Getriebe, Gewichte, Abmessungen und Listenpreis auf einen Blick.',
  },
  intro: {
    id: 'portal.models.compare.intro',
    defaultMessage: 'Bis zu drei Modelle nebeneinander. Zeilen mit Unterschieden sind markiert.',
  },
  table: { id: 'portal.models.compare.table', defaultMessage: 'Vergleich der Modelle' },
  scrollHint: {
    id: 'portal.models.compare.scrollHint',
    defaultMessage: 'Vergleichstabelle, seitlich scrollbar',
  },
  field: { id: 'portal.models.compare.field', defaultMessage: 'Merkmal' },
  differs: { id: 'portal.models.compare.differs', defaultMessage: 'unterschiedlich' },
  onlyDifferences: {
    id: 'portal.models.compare.onlyDifferences',
    defaultMessage: 'Nur Unterschiede zeigen',
  },
  allRows: { id: 'portal.models.compare.allRows', defaultMessage: 'Alle Merkmale zeigen' },
  noDifferences: {
    id: 'portal.models.compare.noDifferences',
    defaultMessage: 'Die Modelle unterscheiden sich in keinem dieser Merkmale.',
  },
  notGiven: { id: 'portal.models.compare.notGiven', defaultMessage: 'Keine Angabe' },
  remove: { id: 'portal.models.compare.remove', defaultMessage: 'Entfernen' },
  print: { id: 'portal.models.compare.print', defaultMessage: 'Drucken' },
  printHint: {
    id: 'portal.models.compare.printHint',
    defaultMessage:
      'Zum Drucken nutze die Druckfunktion Deines Browsers: Die Tabelle passt auf A4 quer.',
  },
  tooFewTitle: {
    id: 'portal.models.compare.tooFewTitle',
    defaultMessage: 'Wähle mindestens zwei Modelle',
  },
  tooFewText: {
    id: 'portal.models.compare.tooFewText',
    defaultMessage:
      'Kreuze in der Modellübersicht bei bis zu drei Modellen „Vergleichen“ an, dann siehst Du sie hier nebeneinander.',
  },
  choose: { id: 'portal.models.compare.choose', defaultMessage: 'Modelle auswählen' },
  loadFailed: {
    id: 'portal.models.compare.loadFailed',
    defaultMessage: 'Die Modelle konnten gerade nicht geladen werden.',
  },
  checkbox: { id: 'portal.models.compare.checkbox', defaultMessage: 'Vergleichen' },
  formLabel: { id: 'portal.models.compare.formLabel', defaultMessage: 'Modelle vergleichen' },
  formHint: {
    id: 'portal.models.compare.formHint',
    defaultMessage: 'Kreuze bis zu drei Modelle an und vergleiche sie nebeneinander.',
  },
  submit: { id: 'portal.models.compare.submit', defaultMessage: 'Ausgewählte vergleichen' },
  withOther: {
    id: 'portal.models.compare.withOther',
    defaultMessage: 'Mit anderem Modell vergleichen',
  },
});

/** Models of the address the comparison leaves out: ids that name no model. */
export const unknownModelsMessage = defineMessage<{ count: number; ids: string }>({
  id: 'portal.models.compare.unknown',
  description: 'ids: the ids of the address, as a list',
  defaultMessage:
    '{count, plural, one {Das Modell {ids} gibt es nicht; es fehlt im Vergleich.} other {Die Modelle {ids} gibt es nicht; sie fehlen im Vergleich.}}',
});

/** Models of the address the comparison leaves out: more than three. */
export const tooManyModelsMessage = defineMessage<{ count: number }>({
  id: 'portal.models.compare.tooMany',
  defaultMessage:
    '{count, plural, one {Du kannst höchstens drei Modelle vergleichen; ein weiteres haben wir weggelassen.} other {Du kannst höchstens drei Modelle vergleichen; # weitere haben wir weggelassen.}}',
});

/** Models of the address the comparison leaves out: named twice. */
export const duplicateModelsMessage = defineMessage<{ count: number }>({
  id: 'portal.models.compare.duplicates',
  defaultMessage:
    '{count, plural, one {Ein Modell stand doppelt in der Adresse; es steht nur einmal im Vergleich.} other {# Modelle standen doppelt in der Adresse; jedes steht nur einmal im Vergleich.}}',
});
