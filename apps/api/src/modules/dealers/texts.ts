import type { DealerQueryProblem } from '@lindner/api/schema';
import { defineMessages, type MessageDescriptor } from '@lindner/i18n/core';

export type DealerText = DealerQueryProblem | 'unknownZip' | 'unknownCity';

/**
 * The finder's messages: the refusals of a search (field errors of `GET /dealers`, named by the
 * `DealerQueryProblem`) and the places it does not know.
 */
export const dealerMessages = defineMessages({
  location: {
    id: 'server.dealers.location',
    defaultMessage: 'Bitte gib eine Postleitzahl, einen Ort, ein Land oder Deinen Standort an.',
  },
  coordinates: {
    id: 'server.dealers.coordinates',
    defaultMessage: 'Die Koordinaten sind ungültig (Breite −90 bis 90, Länge −180 bis 180).',
  },
  radius: {
    id: 'server.dealers.radius',
    defaultMessage: 'Der Umkreis muss eine Zahl über 0 und höchstens 1000 km sein.',
  },
  types: {
    id: 'server.dealers.types',
    defaultMessage:
      'Unbekannte Händlerart. Möglich sind reseller, servicePartner, municipalDealer, baseDealer.',
  },
  country: {
    id: 'server.dealers.country',
    defaultMessage: 'Für dieses Land gibt es keine Händlersuche. Möglich sind AT, DE, CH, IT, SI.',
  },
  zip: { id: 'server.dealers.zip', defaultMessage: 'Die Postleitzahl ist ungültig.' },
  city: { id: 'server.dealers.city', defaultMessage: 'Der Ortsname ist zu lang.' },
  unknownZip: {
    id: 'server.dealers.unknownZip',
    defaultMessage: 'Zu dieser Postleitzahl ist uns kein Ort bekannt.',
  },
  unknownCity: {
    id: 'server.dealers.unknownCity',
    defaultMessage: 'Diesen Ort kennen wir leider nicht.',
  },
}) satisfies Record<DealerText, MessageDescriptor>;
