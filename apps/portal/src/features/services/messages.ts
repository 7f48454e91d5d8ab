import type {
  EmployeeCountBand,
  Salutation,
  ServiceOffer,
  Services,
  TurnoverBand,
} from '@lindner/api/schema';
import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';

export const servicesMessages = defineMessages({
  intro: {
    id: 'portal.services.intro',
    defaultMessage:
      'Rund um Deinen Lindner: unsere Services, weitere Angebote online und Deine Ansprechpartner beim Händler.',
  },
  offersTitle: { id: 'portal.services.offers.title', defaultMessage: 'Unsere Services' },
  offersEmpty: {
    id: 'portal.services.offers.empty',
    defaultMessage: 'Gerade gibt es hier keine Service-Angebote. Dein Händler berät Dich gerne.',
  },
  linksTitle: { id: 'portal.services.links.title', defaultMessage: 'Mehr Services online' },
  contactTitle: { id: 'portal.services.contact.title', defaultMessage: 'Deine Ansprechpartner' },
  dealer: { id: 'portal.services.contact.dealer', defaultMessage: 'Dein Lindner-Händler' },
  phone: { id: 'portal.services.contact.phone', defaultMessage: 'Telefon' },
  email: { id: 'portal.services.contact.email', defaultMessage: 'E-Mail' },
  noContacts: {
    id: 'portal.services.contact.noContacts',
    defaultMessage:
      'Dein Händler hat noch keine Ansprechpartner genannt. Du erreichst ihn unter den Kontaktdaten oben.',
  },
  noDealerTitle: {
    id: 'portal.services.noDealer.title',
    defaultMessage: 'Wir kennen Deinen Händler noch nicht',
  },
  noDealerText: {
    id: 'portal.services.noDealer.text',
    defaultMessage:
      'Trage Deine Postleitzahl in Deinem Profil ein, dann zeigen wir Dir hier die Ansprechpartner Deines Händlers. Oder suche einen Händler in Deiner Nähe.',
  },
  completeProfile: {
    id: 'portal.services.noDealer.completeProfile',
    defaultMessage: 'Profil vervollständigen',
  },
  findDealer: {
    id: 'portal.services.noDealer.findDealer',
    defaultMessage: 'Händler in Deiner Nähe suchen',
  },
});

/** A dealer with its town: "Landtechnik Huber, Kundl". */
export const dealerName = defineMessage<{ name: string; city: string }>({
  id: 'portal.services.contact.dealerName',
  defaultMessage: '{name}, {city}',
});

/** Each offer of SPEC.md section 1: a heading and what it gives the customer. */
export const offerMessages: Record<
  ServiceOffer,
  { title: MessageDescriptor; text: MessageDescriptor }
> = {
  maintenance: defineMessages({
    title: {
      id: 'portal.services.offer.maintenance.title',
      defaultMessage: 'Wartung und Reparatur',
    },
    text: {
      id: 'portal.services.offer.maintenance.text',
      defaultMessage:
        'Dein Lindner-Händler wartet Deinen Traktor nach den Vorgaben des Werks und repariert ihn schnell, damit Du in der Saison nicht stillstehst.',
    },
  }),
  originalParts: defineMessages({
    title: {
      id: 'portal.services.offer.originalParts.title',
      defaultMessage: 'Original-Ersatzteile',
    },
    text: {
      id: 'portal.services.offer.originalParts.text',
      defaultMessage:
        'Original-Ersatzteile von Lindner passen genau und sind meist schon am nächsten Tag bei Deinem Händler.',
    },
  }),
  warrantyExtension: defineMessages({
    title: {
      id: 'portal.services.offer.warrantyExtension.title',
      defaultMessage: 'Garantieverlängerung',
    },
    text: {
      id: 'portal.services.offer.warrantyExtension.text',
      defaultMessage:
        'Verlängere die Garantie Deines Lindner und schütze Dich vor unerwarteten Reparaturkosten. Du bestellst sie bei Deinem Fahrzeug im Fuhrpark.',
    },
  }),
  traclink: defineMessages({
    title: { id: 'portal.services.offer.traclink.title', defaultMessage: 'TracLink' },
    text: {
      id: 'portal.services.offer.traclink.text',
      defaultMessage:
        'Mit TracLink zeichnest Du Arbeitszeiten, Einsätze und Verbrauch automatisch auf und hast Deinen Fuhrpark immer im Blick.',
    },
  }),
  driverTraining: defineMessages({
    title: {
      id: 'portal.services.offer.driverTraining.title',
      defaultMessage: 'Fahrertrainings',
    },
    text: {
      id: 'portal.services.offer.driverTraining.text',
      defaultMessage:
        'In unseren Fahrertrainings lernst Du, Deinen Lindner am Hang und im Gelände sicher zu fahren.',
    },
  }),
  rental: defineMessages({
    title: { id: 'portal.services.offer.rental.title', defaultMessage: 'Mietpark' },
    text: {
      id: 'portal.services.offer.rental.text',
      defaultMessage:
        'Du brauchst kurzfristig einen Traktor oder Transporter mehr? Im Lindner-Mietpark mit 40 Fahrzeugen mietest Du ihn tage- oder wochenweise. Dafür brauchst Du einen gültigen Führerschein.',
    },
  }),
};

/** The external sites: a link text and a line on what waits there. */
export const externalLinkMessages: Record<
  keyof Services['externalLinks'],
  { label: MessageDescriptor; text: MessageDescriptor }
> = {
  rental: defineMessages({
    label: { id: 'portal.services.link.rental.label', defaultMessage: 'Fahrzeug mieten' },
    text: {
      id: 'portal.services.link.rental.text',
      defaultMessage: 'Freie Fahrzeuge und Preise im Lindner-Mietpark.',
    },
  }),
  homeVisit: defineMessages({
    label: { id: 'portal.services.link.homeVisit.label', defaultMessage: 'Hofbesuch vereinbaren' },
    text: {
      id: 'portal.services.link.homeVisit.text',
      defaultMessage: 'Lindner kommt zu Dir: Wir führen Dir ein Fahrzeug auf Deinem Hof vor.',
    },
  }),
  driverTraining: defineMessages({
    label: {
      id: 'portal.services.link.driverTraining.label',
      defaultMessage: 'Fahrertraining buchen',
    },
    text: {
      id: 'portal.services.link.driverTraining.text',
      defaultMessage: 'Termine und Orte der nächsten Lindner-Fahrertrainings.',
    },
  }),
};

/** The GVL contact form (`#GvlContact`): a message to the area sales manager of the region. */
export const gvlMessages = defineMessages({
  title: {
    id: 'portal.services.gvl.title',
    defaultMessage: 'Schreib Deinem Gebietsverkaufsleiter',
  },
  intro: {
    id: 'portal.services.gvl.intro',
    defaultMessage:
      'Du planst größere Anschaffungen für Deinen Betrieb oder suchst eine Beratung? Deine Nachricht geht direkt an den Gebietsverkaufsleiter von Lindner in Deiner Region. Du bekommst gleich eine Bestätigung per E-Mail.',
  },
  salutation: { id: 'portal.services.gvl.salutation', defaultMessage: 'Anrede' },
  firstName: { id: 'portal.services.gvl.firstName', defaultMessage: 'Vorname' },
  lastName: { id: 'portal.services.gvl.lastName', defaultMessage: 'Nachname' },
  email: { id: 'portal.services.gvl.email', defaultMessage: 'E-Mail-Adresse' },
  phone: { id: 'portal.services.gvl.phone', defaultMessage: 'Telefonnummer' },
  company: { id: 'portal.services.gvl.company', defaultMessage: 'Firma oder Betrieb' },
  function: { id: 'portal.services.gvl.function', defaultMessage: 'Funktion im Unternehmen' },
  employeeCount: { id: 'portal.services.gvl.employeeCount', defaultMessage: 'Mitarbeiter' },
  turnover: { id: 'portal.services.gvl.turnover', defaultMessage: 'Jahresumsatz' },
  brand: { id: 'portal.services.gvl.brand', defaultMessage: 'Marke Deiner Traktoren' },
  brandHint: {
    id: 'portal.services.gvl.brandHint',
    defaultMessage: 'Mit welcher Marke arbeitest Du heute?',
  },
  street: { id: 'portal.services.gvl.street', defaultMessage: 'Straße und Hausnummer' },
  zip: { id: 'portal.services.gvl.zip', defaultMessage: 'Postleitzahl' },
  city: { id: 'portal.services.gvl.city', defaultMessage: 'Ort' },
  country: { id: 'portal.services.gvl.country', defaultMessage: 'Land' },
  message: { id: 'portal.services.gvl.message', defaultMessage: 'Nachricht' },
  send: { id: 'portal.services.gvl.send', defaultMessage: 'Nachricht senden' },
  sendAnother: {
    id: 'portal.services.gvl.sendAnother',
    defaultMessage: 'Weitere Nachricht schreiben',
  },
});

export const salutationNames = defineMessages({
  female: { id: 'portal.services.gvl.salutation.female', defaultMessage: 'Frau' },
  male: { id: 'portal.services.gvl.salutation.male', defaultMessage: 'Herr' },
}) satisfies Record<Salutation, MessageDescriptor>;

export const employeeCountNames = defineMessages({
  '1-9': { id: 'portal.services.gvl.employees.upTo9', defaultMessage: '1 bis 9' },
  '10-49': { id: 'portal.services.gvl.employees.upTo49', defaultMessage: '10 bis 49' },
  '50-249': { id: 'portal.services.gvl.employees.upTo249', defaultMessage: '50 bis 249' },
  '250+': { id: 'portal.services.gvl.employees.more', defaultMessage: '250 und mehr' },
}) satisfies Record<EmployeeCountBand, MessageDescriptor>;

export const turnoverNames = defineMessages({
  'under-2m': { id: 'portal.services.gvl.turnover.under2m', defaultMessage: 'unter 2 Mio. €' },
  '2m-10m': { id: 'portal.services.gvl.turnover.upTo10m', defaultMessage: '2 bis 10 Mio. €' },
  '10m-50m': { id: 'portal.services.gvl.turnover.upTo50m', defaultMessage: '10 bis 50 Mio. €' },
  'over-50m': { id: 'portal.services.gvl.turnover.over50m', defaultMessage: 'über 50 Mio. €' },
}) satisfies Record<TurnoverBand, MessageDescriptor>;
