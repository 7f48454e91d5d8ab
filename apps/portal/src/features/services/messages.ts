import type { ServiceOffer, Services } from '@lindner/api/schema';
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
