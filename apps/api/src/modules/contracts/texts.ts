import { defineMessages } from '@lindner/i18n/core';

/** Answers of the calls on the caller's licences and warranties. */
export const contractMessages = defineMessages({
  userIdRequired: {
    id: 'server.contracts.userIdRequired',
    description: 'Kept as SPEC.md words it in English: "User ID is required"',
    defaultMessage: 'Die Benutzer-ID ist erforderlich.',
  },
  itemNotFound: {
    id: 'server.contracts.itemNotFound',
    defaultMessage: 'Diesen Vertrag gibt es bei Deinen Fahrzeugen nicht.',
  },
  notCancellable: {
    id: 'server.contracts.notCancellable',
    defaultMessage:
      'Diesen Vertrag kannst Du nicht kündigen: Nur eine laufende Lizenz lässt sich kündigen.',
  },
  cancelled: {
    id: 'server.contracts.cancelled',
    description: 'validTo: the last day of the paid period as the locale writes it',
    defaultMessage:
      'Gekündigt. Deine Lizenz läuft bis zum {validTo} und verlängert sich nicht mehr.',
  },
  vehicleNotFound: {
    id: 'server.contracts.vehicleNotFound',
    defaultMessage: 'Dieses Fahrzeug gibt es in Deinem Fuhrpark nicht.',
  },
  notLicence: {
    id: 'server.contracts.notLicence',
    defaultMessage:
      'Eine Garantie verlängert sich nicht automatisch: Das lässt sich nur bei einer Lizenz einstellen.',
  },
  autoRenewNotChangeable: {
    id: 'server.contracts.autoRenewNotChangeable',
    defaultMessage:
      'Das geht bei dieser Lizenz jetzt nicht: Abschalten lässt sich die automatische Verlängerung nur bei einer laufenden Lizenz, einschalten nur bei einer gekündigten, die noch gilt.',
  },
  autoRenewOn: {
    id: 'server.contracts.autoRenewOn',
    description: 'validTo: the last day of the paid period as the locale writes it',
    defaultMessage:
      'Kündigung zurückgenommen. Deine Lizenz verlängert sich nach dem {validTo} wieder automatisch.',
  },
  notPairable: {
    id: 'server.contracts.notPairable',
    defaultMessage:
      'Für dieses Fahrzeug gibt es keine laufende TracLink-Mobile-Lizenz: Ohne sie lässt sich die App nicht koppeln.',
  },
  pairingRenewed: {
    id: 'server.contracts.pairingRenewed',
    defaultMessage: 'Neuer Kopplungscode erstellt. Der bisherige Code funktioniert nicht mehr.',
  },
});
