import type {
  EventDetail,
  EventList,
  EventRegistration,
  EventSummary,
  TrainingEligibility,
  TrainingList,
} from '@lindner/api/schema';

// Demo events for the stories and tests, as the API answers them.

export const fieldDay: EventSummary = {
  slug: 'feldtag-kundl-2027',
  title: 'Feldtag Kundl',
  teaser: 'Alle Lintrac und Unitrac im Einsatz auf dem Feld, mit Probefahrten.',
  textLanguage: 'de',
  format: 'onSite',
  training: false,
  startsAt: '2027-03-24T08:00:00Z',
  endsAt: '2027-03-24T15:00:00Z',
  venue: {
    name: 'Lindner Werk Kundl',
    street: 'Ing.-Hermann-Lindner-Straße 4',
    zip: '6250',
    city: 'Kundl',
    country: 'AT',
    region: 'Tirol',
    lat: 47.4667,
    lng: 11.9833,
  },
  capacity: 120,
  placesLeft: 14,
  companionsAllowed: 3,
};

export const webinar: EventSummary = {
  slug: 'webinar-traclink',
  title: 'Webinar: TracLink im Betrieb',
  teaser: 'Wie TracLink Einsätze, Tankfüllungen und Wartung von selbst aufzeichnet.',
  textLanguage: 'de',
  format: 'online',
  training: false,
  startsAt: '2027-04-08T16:00:00Z',
  endsAt: '2027-04-08T17:30:00Z',
  venue: null,
  capacity: null,
  placesLeft: null,
  companionsAllowed: 0,
};

export const training: EventSummary = {
  slug: 'fahrertraining-unitrac-oktober',
  title: 'Fahrertraining Unitrac am Hang',
  teaser: 'Sicher im Steilhang: Bremsen, Lenken und Anbaugeräte mit dem Unitrac.',
  textLanguage: 'de',
  format: 'onSite',
  training: true,
  startsAt: '2027-10-28T07:00:00Z',
  endsAt: '2027-10-28T15:00:00Z',
  venue: {
    name: 'Lindner Trainingsgelände',
    street: 'Angerbergstraße 12',
    zip: '6250',
    city: 'Kundl',
    country: 'AT',
    region: 'Tirol',
    lat: 47.47,
    lng: 11.99,
  },
  capacity: 12,
  placesLeft: 0,
  companionsAllowed: 1,
};

export const fullTraining: EventSummary = training;

export const openTraining: EventSummary = {
  ...training,
  slug: 'fahrertraining-lintrac-maerz',
  title: 'Fahrertraining Lintrac',
  startsAt: '2027-03-30T07:00:00Z',
  endsAt: '2027-03-30T15:00:00Z',
  venue: { ...training.venue!, city: 'Graz', region: 'Steiermark', zip: '8010' },
  placesLeft: 5,
};

export const eventList: EventList = {
  events: [fieldDay, openTraining, webinar, fullTraining],
  regions: ['Steiermark', 'Tirol'],
};

export const emptyEventList: EventList = { events: [], regions: ['Steiermark', 'Tirol'] };

const description =
  'Einen Tag lang zeigen wir alle Lintrac und Unitrac im Einsatz.\nProbefahrten sind den ganzen Tag möglich.\n\nFür Essen und Getränke ist gesorgt. <b>Festes Schuhwerk</b> empfohlen.';

export const fieldDayDetail: EventDetail = { ...fieldDay, description, onlineUrl: null };

export const webinarDetail: EventDetail = {
  ...webinar,
  description: 'Eine Stunde TracLink mit Fragen und Antworten.',
  onlineUrl: null,
};

export const fullTrainingDetail: EventDetail = {
  ...fullTraining,
  description: 'Zwei Trainer, zwölf Plätze, ein Tag am Hang.',
  onlineUrl: null,
};

export const openTrainingDetail: EventDetail = {
  ...openTraining,
  description: 'Ein Tag mit dem Lintrac: Lenkung, Bremsen, Anbaugeräte.',
  onlineUrl: null,
};

export const notRegistered: EventRegistration = {
  registered: false,
  companions: 0,
  registeredAt: null,
  placesLeft: 14,
};

export const registeredWithTwo: EventRegistration = {
  registered: true,
  companions: 2,
  registeredAt: '2027-01-10T09:00:00Z',
  placesLeft: 11,
};

export const eligible: TrainingEligibility = {
  customerNumber: true,
  approvedVehicle: true,
  eligibleModel: true,
  attendedBefore: false,
};

export const trainingList: TrainingList = {
  eligibility: eligible,
  trainings: [openTraining, fullTraining],
};
