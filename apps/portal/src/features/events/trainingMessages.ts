import { defineMessages } from 'react-intl';

// The driver trainings' texts, in the events' catalog part (messages/parts.json,
// `portal.trainings.`); the sign-up box's are in eventSignUpMessages.ts.

export const trainingMessages = defineMessages({
  title: { id: 'portal.trainings.title', defaultMessage: 'Fahrertrainings' },
  intro: {
    id: 'portal.trainings.intro',
    defaultMessage:
      'Lerne Deinen Lindner sicher zu beherrschen: am Hang, mit Anbaugeräten und beim Bremsen, mit erfahrenen Trainern.',
  },
  upcoming: { id: 'portal.trainings.upcoming', defaultMessage: 'Kommende Fahrertrainings' },
  empty: {
    id: 'portal.trainings.empty',
    defaultMessage: 'Gerade ist kein Fahrertraining geplant. Schau bald wieder vorbei.',
  },
  conditionsTitle: {
    id: 'portal.trainings.conditionsTitle',
    defaultMessage: 'Für ein Fahrertraining fehlt Dir noch:',
  },
  customerNumber: {
    id: 'portal.trainings.condition.customerNumber',
    defaultMessage: 'Eine Kundennummer in Deinem Profil.',
  },
  customerNumberFix: {
    id: 'portal.trainings.condition.customerNumberFix',
    defaultMessage: 'Profil vervollständigen',
  },
  approvedVehicle: {
    id: 'portal.trainings.condition.approvedVehicle',
    defaultMessage:
      'Ein von Lindner freigegebenes Fahrzeug in Deinem Fuhrpark. Die Prüfung eines neuen Fahrzeugs dauert 1–2 Werktage.',
  },
  eligibleModel: {
    id: 'portal.trainings.condition.eligibleModel',
    defaultMessage:
      'Ein Fahrzeug eines Modells, für das es ein Fahrertraining gibt: Für die Modelle in Deinem Fuhrpark gibt es keines.',
  },
  vehicleFix: {
    id: 'portal.trainings.condition.vehicleFix',
    defaultMessage: 'Fahrzeug hinzufügen',
  },
  attendedBefore: {
    id: 'portal.trainings.attendedBefore',
    defaultMessage: 'Du hast bereits an einem Fahrertraining teilgenommen.',
  },
  backToList: { id: 'portal.trainings.backToList', defaultMessage: 'Alle Fahrertrainings' },
});
