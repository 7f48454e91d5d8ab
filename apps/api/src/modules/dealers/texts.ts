import type { DealerQueryProblem } from '@lindner/api/schema';
import type { TextLanguage } from '../../plugins/language';

export type DealerText = DealerQueryProblem | 'unknownZip' | 'unknownCity';

/** The finder's messages in the caller's language; the widget shows them as they are. */
export const dealerTexts: Record<TextLanguage, Record<DealerText, string>> = {
  de: {
    location: 'Bitte gib eine Postleitzahl, einen Ort, ein Land oder deinen Standort an.',
    coordinates: 'Die Koordinaten sind ungültig (Breite −90 bis 90, Länge −180 bis 180).',
    radius: 'Der Umkreis muss eine Zahl über 0 und höchstens 1000 km sein.',
    types:
      'Unbekannte Händlerart. Möglich sind reseller, servicePartner, municipalDealer, baseDealer.',
    country: 'Für dieses Land gibt es keine Händlersuche. Möglich sind AT, DE, CH, IT, SI.',
    zip: 'Die Postleitzahl ist ungültig.',
    city: 'Der Ortsname ist zu lang.',
    unknownZip: 'Zu dieser Postleitzahl ist uns kein Ort bekannt.',
    unknownCity: 'Diesen Ort kennen wir leider nicht.',
  },
  en: {
    location: 'Please give a zip code, a city, a country or your location.',
    coordinates: 'The coordinates are not valid (latitude −90 to 90, longitude −180 to 180).',
    radius: 'The radius must be a number above 0 and at most 1000 km.',
    types:
      'Unknown store type. Possible are reseller, servicePartner, municipalDealer, baseDealer.',
    country: 'The dealer search does not cover this country. Possible are AT, DE, CH, IT, SI.',
    zip: 'The zip code is not valid.',
    city: 'The city name is too long.',
    unknownZip: 'We know no place with this zip code.',
    unknownCity: 'We do not know this city.',
  },
  fr: {
    location: 'Veuillez indiquer un code postal, une ville, un pays ou votre position.',
    coordinates: 'Les coordonnées ne sont pas valides (latitude −90 à 90, longitude −180 à 180).',
    radius: 'Le rayon doit être un nombre supérieur à 0 et au plus 1000 km.',
    types:
      'Type de point de vente inconnu. Possibles : reseller, servicePartner, municipalDealer, baseDealer.',
    country: 'La recherche de revendeurs ne couvre pas ce pays. Possibles : AT, DE, CH, IT, SI.',
    zip: "Le code postal n'est pas valide.",
    city: 'Le nom de la ville est trop long.',
    unknownZip: 'Nous ne connaissons aucun lieu avec ce code postal.',
    unknownCity: 'Nous ne connaissons pas cette ville.',
  },
};
