import { defineMessage, defineMessages } from 'react-intl';

export const mobileMessages = defineMessages({
  title: { id: 'portal.contracts.mobile.title', defaultMessage: 'TracLink Mobile' },
  pairTitle: { id: 'portal.contracts.mobile.pair.title', defaultMessage: 'Handy-App koppeln' },
  stepInstall: {
    id: 'portal.contracts.mobile.pair.install',
    defaultMessage: 'Installiere die App TracLink Mobile auf Deinem Handy.',
  },
  stepScan: {
    id: 'portal.contracts.mobile.pair.scan',
    defaultMessage: 'Tippe in der App auf „Fahrzeug koppeln“ und scanne den QR-Code.',
  },
  stepLink: {
    id: 'portal.contracts.mobile.pair.link',
    defaultMessage:
      'Oder öffne diese Seite auf dem Handy, auf dem die App installiert ist, und tippe auf „In der App öffnen“.',
  },
  stepType: {
    id: 'portal.contracts.mobile.pair.type',
    defaultMessage: 'Ohne Kamera: Gib in der App den Kopplungscode ein.',
  },
  stepDone: {
    id: 'portal.contracts.mobile.pair.done',
    defaultMessage: 'Die App zeigt Dein Fahrzeug an: Ab jetzt zeichnet sie Deine Fahrten auf.',
  },
  openInApp: { id: 'portal.contracts.mobile.openInApp', defaultMessage: 'In der App öffnen' },
  openInAppNote: {
    id: 'portal.contracts.mobile.openInAppNote',
    defaultMessage: 'Der Link funktioniert nur auf einem Handy mit installierter App.',
  },
  code: { id: 'portal.contracts.mobile.code', defaultMessage: 'Kopplungscode' },
  newCode: { id: 'portal.contracts.mobile.newCode', defaultMessage: 'Neuen Code erstellen' },
  newCodeSummary: {
    id: 'portal.contracts.mobile.newCode.summary',
    defaultMessage:
      'Der bisherige Code funktioniert danach nicht mehr. Ein schon gekoppeltes Handy koppelst Du mit dem neuen Code neu.',
  },
  newCodeConfirm: {
    id: 'portal.contracts.mobile.newCode.confirm',
    defaultMessage: 'Ja, neuen Code erstellen',
  },
  newCodeCancel: { id: 'portal.contracts.mobile.newCode.cancel', defaultMessage: 'Abbrechen' },
  none: {
    id: 'portal.contracts.mobile.none',
    defaultMessage:
      'Dieses Fahrzeug hat keine TracLink-Mobile-Lizenz. Mit ihr zeichnet Dein Handy Fahrten und Einsätze des Fahrzeugs auf.',
  },
  ended: {
    id: 'portal.contracts.mobile.ended',
    defaultMessage:
      'Diese Lizenz ist abgelaufen: Die App lässt sich erst mit einer neuen Lizenz wieder koppeln.',
  },
  ordered: {
    id: 'portal.contracts.mobile.ordered',
    defaultMessage:
      'Deine Lizenz ist bestellt. Koppeln kannst Du die App, sobald wir sie freigeschaltet haben.',
  },
  shop: { id: 'portal.contracts.mobile.shop', defaultMessage: 'TracLink Mobile bestellen' },
  more: { id: 'portal.contracts.mobile.more', defaultMessage: 'Mehr über TracLink Mobile' },
});

/** The QR code's accessible name. */
export const qrLabel = defineMessage<{ title: string }>({
  id: 'portal.contracts.mobile.qrLabel',
  defaultMessage: 'QR-Code zum Koppeln der App: {title}',
});
