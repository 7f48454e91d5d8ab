import { defineMessage, defineMessages } from 'react-intl';

/** Transfer of ownership: the vehicle page's section, the transfers page and the fleet's notice. */
export const transferMessages = defineMessages({
  title: { id: 'portal.fleet.transfer.title', defaultMessage: 'Fahrzeug übergeben' },
  intro: {
    id: 'portal.fleet.transfer.intro',
    defaultMessage:
      'Du hast das Fahrzeug verkauft oder gibst es weiter? Gib die E-Mail-Adresse der Person ein, die es übernimmt. Sie nimmt die Übergabe in ihrem Kundenportal an; bis dahin bleibt das Fahrzeug in Deinem Fuhrpark und Du kannst die Übergabe zurückziehen.',
  },
  termsTitle: {
    id: 'portal.fleet.transfer.termsTitle',
    defaultMessage: 'Was mit dem Fahrzeug geht',
  },
  termFile: {
    id: 'portal.fleet.transfer.termFile',
    defaultMessage:
      'Maschinenakte, Servicehistorie mit Rechnungen, Wartungsplan und erledigte Wartungen gehen mit dem Fahrzeug.',
  },
  termWarranty: {
    id: 'portal.fleet.transfer.termWarranty',
    defaultMessage:
      'Die Garantie gehört zum Fahrzeug: Sie geht unverändert auf die neue Besitzerin oder den neuen Besitzer über.',
  },
  termLicence: {
    id: 'portal.fleet.transfer.termLicence',
    defaultMessage:
      'Eine TracLink-Lizenz ist Dein Abo: Sie endet mit der Übergabe und verlängert sich nicht mehr; die Kopplung mit TracLink Mobile wird aufgehoben. Wer übernimmt, kann eine eigene Lizenz bestellen.',
  },
  termOrders: {
    id: 'portal.fleet.transfer.termOrders',
    defaultMessage: 'Deine Bestellungen bleiben bei Dir (wir müssen sie aufbewahren).',
  },
  buyerEmail: {
    id: 'portal.fleet.transfer.buyerEmail',
    defaultMessage: 'E-Mail-Adresse der Person, die das Fahrzeug übernimmt',
  },
  buyerEmailHint: {
    id: 'portal.fleet.transfer.buyerEmailHint',
    defaultMessage:
      'Sie bekommt eine E-Mail. Angenommen werden kann die Übergabe nur mit einem Kundenkonto, dessen bestätigte Adresse diese ist; registrieren geht auch danach.',
  },
  diary: { id: 'portal.fleet.transfer.diary', defaultMessage: 'Tagebuch (Tankstopps, Einsätze)' },
  diaryGoes: {
    id: 'portal.fleet.transfer.diaryGoes',
    defaultMessage: 'Geht mit dem Fahrzeug',
  },
  diaryStays: {
    id: 'portal.fleet.transfer.diaryStays',
    defaultMessage: 'Bleibt bei mir: Es wird beim Fahrzeug gelöscht, die Betriebsstunden bleiben',
  },
  diaryHint: {
    id: 'portal.fleet.transfer.diaryHint',
    defaultMessage:
      'Eine CSV-Datei des Tagebuchs behältst Du in jedem Fall: Sie steht nach der Übergabe unter „Übergaben“ bereit. Du kannst sie auch jetzt herunterladen.',
  },
  downloadDiary: {
    id: 'portal.fleet.transfer.downloadDiary',
    defaultMessage: 'Tagebuch als CSV herunterladen',
  },
  confirm: {
    id: 'portal.fleet.transfer.confirm',
    defaultMessage: 'Ich habe gelesen, was mit dem Fahrzeug geht, und will es übergeben.',
  },
  submit: { id: 'portal.fleet.transfer.submit', defaultMessage: 'Übergabe anbieten' },
  offered: {
    id: 'portal.fleet.transfer.offered',
    defaultMessage: 'Übergabe angeboten. Wir haben die Person per E-Mail benachrichtigt.',
  },
  openTitle: { id: 'portal.fleet.transfer.openTitle', defaultMessage: 'Übergabe angeboten' },
  withdraw: { id: 'portal.fleet.transfer.withdraw', defaultMessage: 'Übergabe zurückziehen' },
  withdrawQuestion: {
    id: 'portal.fleet.transfer.withdrawQuestion',
    defaultMessage: 'Übergabe zurückziehen? Am Fahrzeug ändert sich nichts.',
  },
  withdrawConfirm: { id: 'portal.fleet.transfer.withdrawConfirm', defaultMessage: 'Zurückziehen' },
  withdrawn: {
    id: 'portal.fleet.transfer.withdrawn',
    defaultMessage: 'Übergabe zurückgezogen.',
  },
  cancel: { id: 'portal.fleet.transfer.cancel', defaultMessage: 'Abbrechen' },
  // The transfers page.
  pageTitle: { id: 'portal.fleet.transfer.pageTitle', defaultMessage: 'Übergaben' },
  incomingTitle: {
    id: 'portal.fleet.transfer.incomingTitle',
    defaultMessage: 'Dir angebotene Fahrzeuge',
  },
  incomingEmpty: {
    id: 'portal.fleet.transfer.incomingEmpty',
    defaultMessage:
      'Dir wird gerade kein Fahrzeug übergeben. Angebote an die bestätigte E-Mail-Adresse Deines Kontos erscheinen hier.',
  },
  accept: { id: 'portal.fleet.transfer.accept', defaultMessage: 'Annehmen' },
  acceptConfirm: { id: 'portal.fleet.transfer.acceptConfirm', defaultMessage: 'Übernehmen' },
  accepted: {
    id: 'portal.fleet.transfer.accepted',
    defaultMessage: 'Übergabe angenommen. Das Fahrzeug ist jetzt in Deinem Fuhrpark.',
  },
  refuse: { id: 'portal.fleet.transfer.refuse', defaultMessage: 'Ablehnen' },
  refuseConfirm: { id: 'portal.fleet.transfer.refuseConfirm', defaultMessage: 'Ablehnen' },
  refused: { id: 'portal.fleet.transfer.refused', defaultMessage: 'Übergabe abgelehnt.' },
  outgoingTitle: {
    id: 'portal.fleet.transfer.outgoingTitle',
    defaultMessage: 'Deine Übergaben',
  },
  outgoingEmpty: {
    id: 'portal.fleet.transfer.outgoingEmpty',
    defaultMessage:
      'Du hast noch kein Fahrzeug übergeben. Das geht auf der Seite des Fahrzeugs unter „Fahrzeug übergeben“.',
  },
  savedDiary: {
    id: 'portal.fleet.transfer.savedDiary',
    defaultMessage: 'Deine Kopie des Tagebuchs (CSV)',
  },
  // The fleet page's notice.
  noticeLink: {
    id: 'portal.fleet.transfer.noticeLink',
    defaultMessage: 'Übergabe ansehen und annehmen',
  },
  // A sold classified ad's transfer.
  adTitle: {
    id: 'portal.fleet.transfer.adTitle',
    defaultMessage: 'Verkauftes Fahrzeug übergeben',
  },
  adIntro: {
    id: 'portal.fleet.transfer.adIntro',
    defaultMessage:
      'Wähle das Fahrzeug Deiner verkauften Anzeige aus Deinem Fuhrpark und gib die E-Mail-Adresse der Person ein, die es gekauft hat.',
  },
  vehicle: { id: 'portal.fleet.transfer.vehicle', defaultMessage: 'Fahrzeug' },
  noVehicles: {
    id: 'portal.fleet.transfer.noVehicles',
    defaultMessage: 'In Deinem Fuhrpark ist kein Fahrzeug, das Du übergeben könntest.',
  },
});

export const transferOpenText = defineMessage<{ email: string; date: string }>({
  id: 'portal.fleet.transfer.openText',
  description: 'email: the buyer’s address; date: when offered',
  defaultMessage:
    'Am {date} an {email} angeboten. Bis zur Annahme bleibt das Fahrzeug in Deinem Fuhrpark.',
});

export const transferIncomingOffer = defineMessage<{ seller: string; date: string }>({
  id: 'portal.fleet.transfer.incomingOffer',
  description: 'seller: the seller’s name; date: when offered',
  defaultMessage: 'Von {seller}, angeboten am {date}',
});

export const transferIncomingDiary = defineMessage<{ diary: 'yes' | 'no' }>({
  id: 'portal.fleet.transfer.incomingDiary',
  description: 'diary: yes when the diary goes along, else no',
  defaultMessage:
    'Mit Maschinenakte, Servicehistorie und Wartungsplan{diary, select, yes {, dazu das Tagebuch} other {, ohne Tagebuch}}.',
});

export const transferAcceptQuestion = defineMessage<{ model: string; vin: string }>({
  id: 'portal.fleet.transfer.acceptQuestion',
  description: 'model: the model name; vin: the vehicle identification number',
  defaultMessage: 'Den {model} ({vin}) in Deinen Fuhrpark übernehmen?',
});

export const transferRefuseQuestion = defineMessage<{ model: string; vin: string }>({
  id: 'portal.fleet.transfer.refuseQuestion',
  description: 'model: the model name; vin: the vehicle identification number',
  defaultMessage: 'Die Übergabe des {model} ({vin}) ablehnen?',
});

export const transferOutgoingTo = defineMessage<{ email: string; date: string }>({
  id: 'portal.fleet.transfer.outgoingTo',
  description: 'email: the buyer’s address; date: when offered',
  defaultMessage: 'An {email}, angeboten am {date}',
});

export const transferState = defineMessage<{ state: string; date: string }>({
  id: 'portal.fleet.transfer.state',
  description: 'state: offered, accepted, refused or withdrawn; date: when decided',
  defaultMessage:
    '{state, select, offered {Angeboten, wartet auf Annahme} accepted {Angenommen am {date}} refused {Abgelehnt am {date}} other {Zurückgezogen am {date}}}',
});

export const transferVin = defineMessage<{ vin: string }>({
  id: 'portal.fleet.transfer.vin',
  defaultMessage: 'Fahrgestellnummer {vin}',
});

export const transferNoticeTitle = defineMessage<{ count: number }>({
  id: 'portal.fleet.transfer.noticeTitle',
  description: 'count: how many vehicles are offered to the user',
  defaultMessage:
    '{count, plural, one {Dir wird ein Fahrzeug übergeben} other {Dir werden # Fahrzeuge übergeben}}',
});

export const transferVehicleOption = defineMessage<{ model: string; vin: string }>({
  id: 'portal.fleet.transfer.vehicleOption',
  description: 'model: the model name; vin: the vehicle identification number',
  defaultMessage: '{model} – {vin}',
});
