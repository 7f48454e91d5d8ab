import { defineMessages } from 'react-intl';

export const dealerFinderPageMessages = defineMessages({
  title: { id: 'portal.dealers.finder.title', defaultMessage: 'Händlersuche' },
  description: {
    id: 'portal.dealers.finder.description',
    defaultMessage:
      'Finde Lindner-Händler und Servicepartner in Deiner Nähe: Suche nach Postleitzahl, Ort oder Standort, mit Karte, Öffnungszeiten und Ansprechpersonen.',
  },
});
