import { defineMessages } from '@lindner/i18n/core';

/** Answers of the transfer calls. */
export const transferMessages = defineMessages({
  notFound: {
    id: 'server.transfer.notFound',
    description: 'A transfer id that is none, or a transfer not offered to the caller (404).',
    defaultMessage: 'Diese Übergabe gibt es nicht, oder sie ist nicht an Dich gerichtet.',
  },
  noneOpen: {
    id: 'server.transfer.noneOpen',
    description: 'DELETE /fleet/{id}/transfer while no transfer of the vehicle is open (404).',
    defaultMessage: 'Für dieses Fahrzeug ist keine Übergabe offen.',
  },
  ownAddress: {
    id: 'server.transfer.ownAddress',
    description: 'The seller entered the own e-mail address as the buyer’s (field error).',
    defaultMessage:
      'Das ist Deine eigene E-Mail-Adresse. Bitte gib die Adresse der Person ein, die das Fahrzeug übernimmt.',
  },
  alreadyOffered: {
    id: 'server.transfer.alreadyOffered',
    description: 'A transfer of the vehicle is open already (409).',
    defaultMessage:
      'Dieses Fahrzeug ist bereits zur Übergabe angeboten. Ziehe das Angebot zurück, um es an eine andere Adresse zu richten.',
  },
  alreadyDecided: {
    id: 'server.transfer.alreadyDecided',
    description: 'Accepting or refusing a transfer that was withdrawn or decided meanwhile (409).',
    defaultMessage: 'Über diese Übergabe ist bereits entschieden.',
  },
  adNotSold: {
    id: 'server.transfer.adNotSold',
    description: 'The classified ad named is not a sold ad of the seller (field error).',
    defaultMessage: 'Diese Anzeige ist keine Deiner als verkauft markierten Anzeigen.',
  },
  offered: {
    id: 'server.transfer.offered',
    description: 'email: the buyer’s address',
    defaultMessage:
      'Übergabe angeboten. Wir haben {email} benachrichtigt. Bis zur Annahme bleibt das Fahrzeug in Deinem Fuhrpark.',
  },
  withdrawn: {
    id: 'server.transfer.withdrawn',
    defaultMessage: 'Übergabe zurückgezogen. Das Fahrzeug bleibt in Deinem Fuhrpark.',
  },
  accepted: {
    id: 'server.transfer.accepted',
    defaultMessage: 'Übergabe angenommen. Das Fahrzeug ist jetzt in Deinem Fuhrpark.',
  },
  refused: {
    id: 'server.transfer.refused',
    defaultMessage: 'Übergabe abgelehnt. Das Fahrzeug bleibt beim bisherigen Besitzer.',
  },
  tooMany: {
    id: 'server.transfer.tooMany',
    description: 'Throttled: each offer mails the buyer.',
    defaultMessage:
      'Du hast in kurzer Zeit viele Übergaben angeboten. Bitte versuche es in einer Stunde wieder.',
  },
});

/** The mail to the buyer. */
export const transferMailMessages = defineMessages({
  subject: {
    id: 'server.transfer.mail.subject',
    description: 'model: the vehicle’s model name, e.g. Lindner Geotrac 84ep',
    defaultMessage: 'Ein {model} wird Dir im Lindner-Portal übergeben',
  },
  offer: {
    id: 'server.transfer.mail.offer',
    description: 'seller: the seller’s name; model: model name; vin: vehicle identification number',
    defaultMessage:
      '{seller} möchte Dir den {model} mit der Fahrgestellnummer {vin} im Lindner-Kundenportal übergeben.',
  },
  goesAlong: {
    id: 'server.transfer.mail.goesAlong',
    description: 'diary: yes when the fuel and operation diary goes along, else no',
    defaultMessage:
      'Mit dem Fahrzeug kommen seine Maschinenakte, die Servicehistorie und der Wartungsplan zu Dir{diary, select, yes {, dazu sein Tagebuch mit Tankstopps und Einsätzen} other {}}. Die Garantie gilt für das Fahrzeug weiter; eine TracLink-Lizenz kannst Du selbst bestellen.',
  },
  howToAccept: {
    id: 'server.transfer.mail.howToAccept',
    defaultMessage:
      'Melde Dich mit dieser E-Mail-Adresse an oder registriere Dich mit ihr, und nimm die Übergabe unter „Übergaben“ an oder lehne sie ab:',
  },
  notYou: {
    id: 'server.transfer.mail.notYou',
    defaultMessage: 'Kennst Du den Absender nicht, kannst Du diese E-Mail einfach ignorieren.',
  },
});
