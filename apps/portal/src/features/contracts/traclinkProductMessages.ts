import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { TraclinkProductName } from './traclinkProduct';

// The public TracLink product pages' texts: a catalog part of their own (`portal.traclink.`).

interface ProductCopy {
  title: MessageDescriptor;
  description: MessageDescriptor;
  intro: MessageDescriptor;
  features: MessageDescriptor[];
}

export const traclinkProductCopy: Record<TraclinkProductName, ProductCopy> = {
  mobile: {
    ...defineMessages({
      title: { id: 'portal.traclink.mobile.title', defaultMessage: 'TracLink Mobile' },
      description: {
        id: 'portal.traclink.mobile.description',
        defaultMessage:
          'TracLink Mobile zeichnet Position und Betriebsstunden Deines Lindner mit der App auf Deinem Smartphone auf – ohne Gerät im Traktor.',
      },
      intro: {
        id: 'portal.traclink.mobile.intro',
        defaultMessage:
          'Die TracLink-App auf Deinem Smartphone weiß, wo Dein Lindner arbeitet und wie lange: Position und Betriebsstunden kommen vom Telefon, ein Gerät im Fahrzeug brauchst Du nicht.',
      },
    }),
    features: [
      defineMessage({
        id: 'portal.traclink.mobile.feature1',
        defaultMessage: 'Position des Fahrzeugs über das Smartphone',
      }),
      defineMessage({
        id: 'portal.traclink.mobile.feature2',
        defaultMessage: 'Betriebsstunden je Einsatz, automatisch erfasst',
      }),
      defineMessage({
        id: 'portal.traclink.mobile.feature3',
        defaultMessage: 'Alle Daten im Fuhrpark-Tagebuch von Mein Lindner',
      }),
    ],
  },
  smart: {
    ...defineMessages({
      title: { id: 'portal.traclink.smart.title', defaultMessage: 'TracLink Smart' },
      description: {
        id: 'portal.traclink.smart.description',
        defaultMessage:
          'TracLink Smart: ein Gerät im Traktor überträgt Position, Verbrauch und Betriebsstunden live in Dein Fuhrpark-Tagebuch.',
      },
      intro: {
        id: 'portal.traclink.smart.intro',
        defaultMessage:
          'Ein Gerät im Traktor überträgt laufend, wo Dein Lindner ist, wie viel er verbraucht und wie viele Stunden er arbeitet – live in Dein Fuhrpark-Tagebuch.',
      },
    }),
    features: [
      defineMessage({
        id: 'portal.traclink.smart.feature1',
        defaultMessage: 'Live-Position des Traktors',
      }),
      defineMessage({
        id: 'portal.traclink.smart.feature2',
        defaultMessage: 'Kraftstoffverbrauch und Betriebsstunden direkt vom Fahrzeug',
      }),
      defineMessage({
        id: 'portal.traclink.smart.feature3',
        defaultMessage: 'Automatische Einträge im Fuhrpark-Tagebuch',
      }),
    ],
  },
};

export const traclinkMessages = defineMessages({
  features: { id: 'portal.traclink.features', defaultMessage: 'Was die Lizenz kann' },
  prices: { id: 'portal.traclink.prices', defaultMessage: 'Listenpreise' },
  yearly: { id: 'portal.traclink.yearly', defaultMessage: 'Jährlich' },
  monthly: { id: 'portal.traclink.monthly', defaultMessage: 'Monatlich' },
  setup: { id: 'portal.traclink.setup', defaultMessage: 'Einrichtungsgebühr (einmalig)' },
  once: { id: 'portal.traclink.once', defaultMessage: 'Einmalig' },
  freeMonthsLabel: { id: 'portal.traclink.freeMonthsLabel', defaultMessage: 'Gratiszeit' },
  vatNote: {
    id: 'portal.traclink.vatNote',
    defaultMessage: 'Unverbindliche Listenpreise. Netto zuzüglich 20 % MwSt.',
  },
  pricesUnavailable: {
    id: 'portal.traclink.pricesUnavailable',
    defaultMessage: 'Die Preise können gerade nicht geladen werden.',
  },
  order: { id: 'portal.traclink.order', defaultMessage: 'Jetzt bestellen' },
  orderHint: {
    id: 'portal.traclink.orderHint',
    defaultMessage: 'Du bestellst die Lizenz für ein Fahrzeug Deines Fuhrparks in Mein Lindner.',
  },
});

/** A price with and without VAT: "199,00 € netto · 238,80 € inkl. MwSt.". */
export const netAndGross = defineMessage<{ net: string; gross: string }>({
  id: 'portal.traclink.netAndGross',
  defaultMessage: '{net} netto · {gross} inkl. MwSt.',
});

export const freeMonths = defineMessage<{ months: number }>({
  id: 'portal.traclink.freeMonths',
  defaultMessage: '{months, plural, one {# Monat} other {# Monate}} kostenlos',
});
