import type {
  ConditionGrade,
  MachineEquipment,
  MachineSort,
  MachineType,
  OfferType,
  Transmission,
  VehicleClass,
} from '@lindner/api/schema';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

// The used machines' texts: a catalog part of their own (messages/parts.json,
// `portal.usedMachines.`), loaded with these pages only.

export const listMessages = defineMessages({
  title: { id: 'portal.usedMachines.list.title', defaultMessage: 'Gebrauchtmaschinen' },
  description: {
    id: 'portal.usedMachines.list.description',
    defaultMessage:
      'Gebrauchte Traktoren, Transporter und Vorführmaschinen von Lindner: nach Modell, Ausstattung, Baujahr und Entfernung filtern und direkt anfragen.',
  },
  intro: {
    id: 'portal.usedMachines.list.intro',
    defaultMessage:
      'Gebrauchte Lindner und Vorführmaschinen aus Österreich, Deutschland, der Schweiz und Südtirol. Filtere nach dem, was Du brauchst, und frag direkt beim Verkäufer an.',
  },
  filters: { id: 'portal.usedMachines.list.filters', defaultMessage: 'Filter' },
  apply: { id: 'portal.usedMachines.list.apply', defaultMessage: 'Ergebnisse anzeigen' },
  reset: { id: 'portal.usedMachines.list.reset', defaultMessage: 'Filter zurücksetzen' },
  results: { id: 'portal.usedMachines.list.results', defaultMessage: 'Ergebnisse' },
  sort: { id: 'portal.usedMachines.list.sort', defaultMessage: 'Sortieren nach' },
  sortApply: { id: 'portal.usedMachines.list.sortApply', defaultMessage: 'Sortieren' },
  emptyTitle: {
    id: 'portal.usedMachines.list.emptyTitle',
    defaultMessage: 'Keine Maschinen gefunden',
  },
  emptyText: {
    id: 'portal.usedMachines.list.emptyText',
    defaultMessage:
      'Zu Deiner Suche gibt es gerade keine Maschinen. Lass einen Filter weg oder setze alle zurück.',
  },
  invalidQuery: {
    id: 'portal.usedMachines.list.invalidQuery',
    defaultMessage:
      'Ein Filter in der Adresse war nicht lesbar und wurde weggelassen. Die Ergebnisse zeigen die Suche ohne ihn.',
  },
  pages: { id: 'portal.usedMachines.list.pages', defaultMessage: 'Seiten der Ergebnisse' },
  previous: { id: 'portal.usedMachines.list.previous', defaultMessage: 'Vorherige Seite' },
  next: { id: 'portal.usedMachines.list.next', defaultMessage: 'Nächste Seite' },
});

export const filtersWithCountMessage = defineMessage<{ count: number }>({
  id: 'portal.usedMachines.list.filtersWithCount',
  defaultMessage: 'Filter ({count, number})',
});

export const resultCountMessage = defineMessage<{ count: number }>({
  id: 'portal.usedMachines.list.resultCount',
  defaultMessage: '{count, plural, =0 {Keine Maschinen} one {# Maschine} other {# Maschinen}}',
});

export const pageMessage = defineMessage<{ page: number }>({
  id: 'portal.usedMachines.list.page',
  defaultMessage: 'Seite {page, number}',
});

export const optionCountMessage = defineMessage<{ label: string; count: number }>({
  id: 'portal.usedMachines.filter.optionCount',
  defaultMessage: '{label} ({count, number})',
  description: 'A filter option with the number of machines it would show',
});

export const filterMessages = defineMessages({
  type: { id: 'portal.usedMachines.filter.type', defaultMessage: 'Angebot' },
  vehicleClass: { id: 'portal.usedMachines.filter.vehicleClass', defaultMessage: 'Fahrzeugart' },
  model: { id: 'portal.usedMachines.filter.model', defaultMessage: 'Modell' },
  country: { id: 'portal.usedMachines.filter.country', defaultMessage: 'Land' },
  equipment: { id: 'portal.usedMachines.filter.equipment', defaultMessage: 'Ausstattung' },
  operatingHours: {
    id: 'portal.usedMachines.filter.operatingHours',
    defaultMessage: 'Betriebsstunden',
  },
  horsepower: { id: 'portal.usedMachines.filter.horsepower', defaultMessage: 'Leistung in PS' },
  year: { id: 'portal.usedMachines.filter.year', defaultMessage: 'Baujahr' },
  from: { id: 'portal.usedMachines.filter.from', defaultMessage: 'von' },
  to: { id: 'portal.usedMachines.filter.to', defaultMessage: 'bis' },
  price: { id: 'portal.usedMachines.filter.price', defaultMessage: 'Preis' },
  anyPrice: { id: 'portal.usedMachines.filter.anyPrice', defaultMessage: 'Beliebig' },
  offerType: { id: 'portal.usedMachines.filter.offerType', defaultMessage: 'Angebotsart' },
  distance: { id: 'portal.usedMachines.filter.distance', defaultMessage: 'Entfernung' },
  zip: { id: 'portal.usedMachines.filter.zip', defaultMessage: 'Postleitzahl' },
  radius: { id: 'portal.usedMachines.filter.radius', defaultMessage: 'Umkreis' },
  noRestriction: {
    id: 'portal.usedMachines.filter.noRestriction',
    defaultMessage: 'Keine Einschränkung',
  },
  zipCountryHint: {
    id: 'portal.usedMachines.filter.zipCountryHint',
    defaultMessage: 'Die Postleitzahl gilt im ersten gewählten Land, sonst in Österreich.',
  },
});

/** SPEC.md section 9's price ranges: "bis 50.000 €" … "über 500.000 €". */
export const priceUpToMessage = defineMessage<{ amount: string }>({
  id: 'portal.usedMachines.filter.priceUpTo',
  defaultMessage: 'bis {amount}',
});
export const priceOverMessage = defineMessage<{ amount: string }>({
  id: 'portal.usedMachines.filter.priceOver',
  defaultMessage: 'über {amount}',
});

export const radiusMessage = defineMessage<{ distance: string }>({
  id: 'portal.usedMachines.filter.radiusKm',
  defaultMessage: 'bis {distance}',
});

export const typeMessages: Record<MachineType, MessageDescriptor> = defineMessages({
  used: { id: 'portal.usedMachines.type.used', defaultMessage: 'Gebraucht' },
  demo: { id: 'portal.usedMachines.type.demo', defaultMessage: 'Vorführmaschine' },
  new: { id: 'portal.usedMachines.type.new', defaultMessage: 'Neu' },
});

export const vehicleClassMessages: Record<VehicleClass, MessageDescriptor> = defineMessages({
  tractor: { id: 'portal.usedMachines.class.tractor', defaultMessage: 'Traktor' },
  transporter: { id: 'portal.usedMachines.class.transporter', defaultMessage: 'Transporter' },
  attachment: { id: 'portal.usedMachines.class.attachment', defaultMessage: 'Anbaugerät' },
});

export const offerTypeMessages: Record<OfferType, MessageDescriptor> = defineMessages({
  topOffer: { id: 'portal.usedMachines.offer.topOffer', defaultMessage: 'Top-Angebot' },
  offerOfTheMonth: {
    id: 'portal.usedMachines.offer.offerOfTheMonth',
    defaultMessage: 'Angebot des Monats',
  },
  normal: { id: 'portal.usedMachines.offer.normal', defaultMessage: 'Standardangebot' },
  bargain: { id: 'portal.usedMachines.offer.bargain', defaultMessage: 'Schnäppchen' },
});

export const equipmentMessages: Record<MachineEquipment, MessageDescriptor> = defineMessages({
  frontLoader: { id: 'portal.usedMachines.equipment.frontLoader', defaultMessage: 'Frontlader' },
  frontHydraulics: {
    id: 'portal.usedMachines.equipment.frontHydraulics',
    defaultMessage: 'Fronthydraulik',
  },
  frontPto: { id: 'portal.usedMachines.equipment.frontPto', defaultMessage: 'Frontzapfwelle' },
  airBrake: { id: 'portal.usedMachines.equipment.airBrake', defaultMessage: 'Druckluftbremse' },
  airConditioning: {
    id: 'portal.usedMachines.equipment.airConditioning',
    defaultMessage: 'Klimaanlage',
  },
  cabSuspension: {
    id: 'portal.usedMachines.equipment.cabSuspension',
    defaultMessage: 'Kabinenfederung',
  },
  fourWheelSteering: {
    id: 'portal.usedMachines.equipment.fourWheelSteering',
    defaultMessage: 'Allradlenkung',
  },
  gps: { id: 'portal.usedMachines.equipment.gps', defaultMessage: 'GPS-Lenksystem' },
  traclink: { id: 'portal.usedMachines.equipment.traclink', defaultMessage: 'TracLink' },
  reversingDevice: {
    id: 'portal.usedMachines.equipment.reversingDevice',
    defaultMessage: 'Rückfahreinrichtung',
  },
});

export const sortMessages: Record<MachineSort, MessageDescriptor> = defineMessages({
  dateDesc: { id: 'portal.usedMachines.sort.dateDesc', defaultMessage: 'Neueste zuerst' },
  dateAsc: { id: 'portal.usedMachines.sort.dateAsc', defaultMessage: 'Älteste zuerst' },
  priceAsc: { id: 'portal.usedMachines.sort.priceAsc', defaultMessage: 'Preis aufsteigend' },
  priceDesc: { id: 'portal.usedMachines.sort.priceDesc', defaultMessage: 'Preis absteigend' },
});

export const priceMessages = defineMessages({
  onRequest: { id: 'portal.usedMachines.price.onRequest', defaultMessage: 'Preis auf Anfrage' },
  vatIncluded: { id: 'portal.usedMachines.price.vatIncluded', defaultMessage: 'inkl. MwSt.' },
  vatNotShown: {
    id: 'portal.usedMachines.price.vatNotShown',
    defaultMessage: 'MwSt. nicht ausweisbar',
  },
});

export const horsepowerMessage = defineMessage<{ hp: number }>({
  id: 'portal.usedMachines.unit.horsepower',
  defaultMessage: '{hp, number} PS',
});

export const distanceAwayMessage = defineMessage<{ distance: string }>({
  id: 'portal.usedMachines.distanceAway',
  defaultMessage: '{distance} entfernt',
});

export const placeMessage = defineMessage<{ city: string; region: string; country: string }>({
  id: 'portal.usedMachines.place',
  defaultMessage: '{city}, {region} ({country})',
});

export const machineNameMessage = defineMessage<{ manufacturer: string; model: string }>({
  id: 'portal.usedMachines.machineName',
  defaultMessage: '{manufacturer} {model}',
});

export const detailMessages = defineMessages({
  backToList: { id: 'portal.usedMachines.detail.backToList', defaultMessage: 'Zur Suche' },
  identity: { id: 'portal.usedMachines.detail.identity', defaultMessage: 'Fahrzeug' },
  condition: {
    id: 'portal.usedMachines.detail.condition',
    defaultMessage: 'Zustand und Preis',
  },
  equipmentAndDrive: {
    id: 'portal.usedMachines.detail.equipmentAndDrive',
    defaultMessage: 'Ausstattung und Antrieb',
  },
  consumptionAndDimensions: {
    id: 'portal.usedMachines.detail.consumptionAndDimensions',
    defaultMessage: 'Verbrauch und Abmessungen',
  },
  description: { id: 'portal.usedMachines.detail.description', defaultMessage: 'Beschreibung' },
  contact: { id: 'portal.usedMachines.detail.contact', defaultMessage: 'Ansprechpartner' },
  lindnerSales: {
    id: 'portal.usedMachines.detail.lindnerSales',
    defaultMessage: 'Lindner-Verkauf, Kundl',
  },
  phone: { id: 'portal.usedMachines.detail.phone', defaultMessage: 'Telefon' },
  email: { id: 'portal.usedMachines.detail.email', defaultMessage: 'E-Mail' },
  dealer: { id: 'portal.usedMachines.detail.dealer', defaultMessage: 'Händler' },
  inquiry: {
    id: 'portal.usedMachines.detail.inquiry',
    defaultMessage: 'Anfrage zu dieser Maschine',
  },
  name: { id: 'portal.usedMachines.detail.name', defaultMessage: 'Name' },
  message: { id: 'portal.usedMachines.detail.message', defaultMessage: 'Nachricht' },
  send: { id: 'portal.usedMachines.detail.send', defaultMessage: 'Anfrage senden' },
  sendAnother: {
    id: 'portal.usedMachines.detail.sendAnother',
    defaultMessage: 'Weitere Anfrage schreiben',
  },
  throttled: {
    id: 'portal.usedMachines.detail.throttled',
    defaultMessage:
      'Von Deiner Adresse kamen gerade sehr viele Anfragen. Bitte versuche es in einigen Minuten noch einmal; Deine Eingaben bleiben erhalten.',
  },
  yes: { id: 'portal.usedMachines.detail.yes', defaultMessage: 'Ja' },
  no: { id: 'portal.usedMachines.detail.no', defaultMessage: 'Nein' },
  loadFailed: {
    id: 'portal.usedMachines.detail.loadFailed',
    defaultMessage: 'Die Maschine konnte gerade nicht geladen werden.',
  },
});

export const identifierMessage = defineMessage<{ identifier: string }>({
  id: 'portal.usedMachines.detail.identifier',
  defaultMessage: 'Angebotsnummer {identifier}',
});

export const dealerLinkMessage = defineMessage<{ dealer: string }>({
  id: 'portal.usedMachines.detail.dealerLink',
  defaultMessage: '{dealer} in der Händlersuche',
});

export const inquiryPrefillMessage = defineMessage<{ model: string; identifier: string }>({
  id: 'portal.usedMachines.detail.inquiryPrefill',
  defaultMessage:
    'Ich interessiere mich für den {model} mit der Angebotsnummer {identifier}. Bitte melde Dich bei mir.',
});

export const controlUnitsMessage = defineMessage<{ single: number; double: number }>({
  id: 'portal.usedMachines.detail.controlUnitsValue',
  defaultMessage: '{single, number} EW, {double, number} DW',
});

export const galleryMessages = defineMessages({
  label: { id: 'portal.usedMachines.gallery.label', defaultMessage: 'Fotos' },
  previous: { id: 'portal.usedMachines.gallery.previous', defaultMessage: 'Vorheriges Foto' },
  next: { id: 'portal.usedMachines.gallery.next', defaultMessage: 'Nächstes Foto' },
  noPhotos: { id: 'portal.usedMachines.gallery.noPhotos', defaultMessage: 'Noch keine Fotos' },
  hint: {
    id: 'portal.usedMachines.gallery.hint',
    defaultMessage: 'Mit den Pfeiltasten oder durch Wischen blättern.',
  },
});

export const galleryPositionMessage = defineMessage<{ current: number; total: number }>({
  id: 'portal.usedMachines.gallery.position',
  defaultMessage: 'Foto {current, number} von {total, number}',
});

export const galleryPhotoAltMessage = defineMessage<{ name: string; index: number }>({
  id: 'portal.usedMachines.gallery.photoAlt',
  defaultMessage: '{name}, Foto {index, number}',
});

export const galleryShowMessage = defineMessage<{ index: number }>({
  id: 'portal.usedMachines.gallery.show',
  defaultMessage: 'Foto {index, number} zeigen',
});

/** The labels of the detail's fields (SPEC.md section 3 "Machine"). */
export const fieldMessages = defineMessages({
  identifier: { id: 'portal.usedMachines.field.identifier', defaultMessage: 'Angebotsnummer' },
  vin: { id: 'portal.usedMachines.field.vin', defaultMessage: 'Fahrgestellnummer' },
  type: { id: 'portal.usedMachines.field.type', defaultMessage: 'Angebot' },
  vehicleClass: { id: 'portal.usedMachines.field.vehicleClass', defaultMessage: 'Fahrzeugart' },
  typeDescription: {
    id: 'portal.usedMachines.field.typeDescription',
    defaultMessage: 'Typbezeichnung',
  },
  manufacturer: { id: 'portal.usedMachines.field.manufacturer', defaultMessage: 'Hersteller' },
  model: { id: 'portal.usedMachines.field.model', defaultMessage: 'Modell' },
  yearOfConstruction: {
    id: 'portal.usedMachines.field.yearOfConstruction',
    defaultMessage: 'Baujahr',
  },
  operatingHours: {
    id: 'portal.usedMachines.field.operatingHours',
    defaultMessage: 'Betriebsstunden',
  },
  location: { id: 'portal.usedMachines.field.location', defaultMessage: 'Standort' },
  price: { id: 'portal.usedMachines.field.price', defaultMessage: 'Preis' },
  conditionClass: {
    id: 'portal.usedMachines.field.conditionClass',
    defaultMessage: 'Zustandsklasse',
  },
  conditionGrade: {
    id: 'portal.usedMachines.field.conditionGrade',
    defaultMessage: 'Zustandsnote',
  },
  offerType: { id: 'portal.usedMachines.field.offerType', defaultMessage: 'Angebotsart' },
  horsepower: { id: 'portal.usedMachines.field.horsepower', defaultMessage: 'Leistung' },
  turbo: { id: 'portal.usedMachines.field.turbo', defaultMessage: 'Turbolader' },
  transmission: { id: 'portal.usedMachines.field.transmission', defaultMessage: 'Getriebe' },
  drive: { id: 'portal.usedMachines.field.drive', defaultMessage: 'Antrieb' },
  maxSpeed: {
    id: 'portal.usedMachines.field.maxSpeed',
    defaultMessage: 'Höchstgeschwindigkeit',
  },
  tireSet: { id: 'portal.usedMachines.field.tireSet', defaultMessage: 'Bereifung' },
  tireWearFront: {
    id: 'portal.usedMachines.field.tireWearFront',
    defaultMessage: 'Reifenabnutzung vorne',
  },
  tireWearRear: {
    id: 'portal.usedMachines.field.tireWearRear',
    defaultMessage: 'Reifenabnutzung hinten',
  },
  frontLoader: { id: 'portal.usedMachines.field.frontLoader', defaultMessage: 'Frontlader' },
  frontHydraulics: {
    id: 'portal.usedMachines.field.frontHydraulics',
    defaultMessage: 'Fronthydraulik',
  },
  controlUnits: { id: 'portal.usedMachines.field.controlUnits', defaultMessage: 'Steuergeräte' },
  color: { id: 'portal.usedMachines.field.color', defaultMessage: 'Farbe' },
  colorRal: { id: 'portal.usedMachines.field.colorRal', defaultMessage: 'RAL-Farbton' },
  equipment: { id: 'portal.usedMachines.field.equipment', defaultMessage: 'Ausstattung' },
  equipmentNotes: {
    id: 'portal.usedMachines.field.equipmentNotes',
    defaultMessage: 'Weitere Ausstattung',
  },
  totalConsumption: {
    id: 'portal.usedMachines.field.totalConsumption',
    defaultMessage: 'Gesamtverbrauch',
  },
  averageConsumption: {
    id: 'portal.usedMachines.field.averageConsumption',
    defaultMessage: 'Durchschnittsverbrauch',
  },
  length: { id: 'portal.usedMachines.field.length', defaultMessage: 'Länge' },
  width: { id: 'portal.usedMachines.field.width', defaultMessage: 'Breite' },
  height: { id: 'portal.usedMachines.field.height', defaultMessage: 'Höhe' },
  partHeight: { id: 'portal.usedMachines.field.partHeight', defaultMessage: 'Teilhöhe' },
  wheelBase: { id: 'portal.usedMachines.field.wheelBase', defaultMessage: 'Radstand' },
  maxWeight: {
    id: 'portal.usedMachines.field.maxWeight',
    defaultMessage: 'Zulässiges Gesamtgewicht',
  },
  maxWeightFront: {
    id: 'portal.usedMachines.field.maxWeightFront',
    defaultMessage: 'Zulässige Achslast vorne',
  },
  maxWeightRear: {
    id: 'portal.usedMachines.field.maxWeightRear',
    defaultMessage: 'Zulässige Achslast hinten',
  },
});

export const transmissionMessages: Record<Transmission, MessageDescriptor> = defineMessages({
  synchro: { id: 'portal.usedMachines.transmission.synchro', defaultMessage: 'Synchrongetriebe' },
  powershift: {
    id: 'portal.usedMachines.transmission.powershift',
    defaultMessage: 'Lastschaltgetriebe',
  },
  cvt: { id: 'portal.usedMachines.transmission.cvt', defaultMessage: 'Stufenlos (CVT)' },
});

export const frontLoaderMessages = defineMessages({
  no: { id: 'portal.usedMachines.frontLoader.no', defaultMessage: 'Kein Frontlader' },
  mechanical: {
    id: 'portal.usedMachines.frontLoader.mechanical',
    defaultMessage: 'Mechanisch',
  },
});

export const frontHydraulicsMessages = defineMessages({
  no: { id: 'portal.usedMachines.frontHydraulics.no', defaultMessage: 'Keine Fronthydraulik' },
  bodyGuided: {
    id: 'portal.usedMachines.frontHydraulics.bodyGuided',
    defaultMessage: 'Rahmengeführt',
  },
  axleGuided: {
    id: 'portal.usedMachines.frontHydraulics.axleGuided',
    defaultMessage: 'Achsgeführt',
  },
});

export const conditionGradeMessage = defineMessage<{ grade: ConditionGrade }>({
  id: 'portal.usedMachines.conditionGrade',
  defaultMessage: 'Note {grade}',
});
