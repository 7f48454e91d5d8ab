import { defineMessages } from '@lindner/i18n/core';

/** The reminder mail of due maintenance (reminderMail.ts). */
export const reminderMailMessages = defineMessages({
  subject: {
    id: 'server.maintenance.reminder.subject',
    description: 'Subject of the maintenance reminder mail. count: how many plan items are due',
    defaultMessage:
      '{count, plural, one {Eine Wartung ist fällig} other {# Wartungen sind fällig}} – Lindner',
  },
  intro: {
    id: 'server.maintenance.reminder.intro',
    description: 'count: how many plan items the mail lists',
    defaultMessage:
      '{count, plural, one {an Deinen Fahrzeugen ist eine Wartung fällig:} other {an Deinen Fahrzeugen sind # Wartungen fällig:}}',
  },
  vehicle: {
    id: 'server.maintenance.reminder.vehicle',
    description:
      'The heading line of a vehicle in the reminder mail. model: the model’s name (Lintrac 110), vin: the vehicle identification number, hours: its latest operating hours',
    defaultMessage: '{model} (FIN {vin}), zuletzt {hours, number} Betriebsstunden',
  },
  dueAtHours: {
    id: 'server.maintenance.reminder.dueAtHours',
    description:
      'A due plan item in the reminder mail. item: its name, hours: due at these operating hours',
    defaultMessage: '{item}: fällig bei {hours, number} Betriebsstunden',
  },
  dueOn: {
    id: 'server.maintenance.reminder.dueOn',
    description: 'A due plan item in the reminder mail. item: its name, date: the day it is due',
    defaultMessage: '{item}: fällig am {date}',
  },
  dueAtHoursOrOn: {
    id: 'server.maintenance.reminder.dueAtHoursOrOn',
    description:
      'A due plan item in the reminder mail, due at some operating hours or on a day, whichever comes first. item: its name',
    defaultMessage: '{item}: fällig bei {hours, number} Betriebsstunden oder am {date}',
  },
  overdue: {
    id: 'server.maintenance.reminder.overdue',
    description: 'Appended to a plan item line of the reminder mail when the item is overdue.',
    defaultMessage: '(überfällig)',
  },
  vehiclePage: {
    id: 'server.maintenance.reminder.vehiclePage',
    description: 'Before the link to the vehicle’s page in the portal.',
    defaultMessage: 'Wartungsplan und „Erledigt“ eintragen:',
  },
  unsubscribe: {
    id: 'server.maintenance.reminder.unsubscribe',
    description: 'Before the unsubscribe link at the end of the reminder mail.',
    defaultMessage:
      'Du möchtest keine Wartungserinnerungen mehr bekommen? Hier bestellst Du sie ab:',
  },
});

/** The public page the mail's unsubscribe link opens (unsubscribePage.ts). */
export const unsubscribePageMessages = defineMessages({
  confirmTitle: {
    id: 'server.maintenance.reminder.page.confirmTitle',
    defaultMessage: 'Wartungserinnerungen abbestellen?',
  },
  confirmText: {
    id: 'server.maintenance.reminder.page.confirmText',
    defaultMessage:
      'Wir schicken Dir eine E-Mail, wenn an einem Deiner Fahrzeuge eine Wartung fällig wird, höchstens eine am Tag. Möchtest Du diese Erinnerungen nicht mehr bekommen?',
  },
  confirmButton: {
    id: 'server.maintenance.reminder.page.confirmButton',
    defaultMessage: 'Abbestellen',
  },
  unsubscribedTitle: {
    id: 'server.maintenance.reminder.page.unsubscribedTitle',
    defaultMessage: 'Wartungserinnerungen abbestellt',
  },
  unsubscribedText: {
    id: 'server.maintenance.reminder.page.unsubscribedText',
    defaultMessage:
      'Du bekommst keine Wartungserinnerungen mehr. Fällige Wartungen siehst Du weiterhin auf der Seite jedes Fahrzeugs und im Dashboard.',
  },
  resubscribeButton: {
    id: 'server.maintenance.reminder.page.resubscribeButton',
    description: 'Button on the page after unsubscribing: get the reminders again.',
    defaultMessage: 'Wieder einschalten',
  },
  resubscribedTitle: {
    id: 'server.maintenance.reminder.page.resubscribedTitle',
    defaultMessage: 'Wartungserinnerungen eingeschaltet',
  },
  resubscribedText: {
    id: 'server.maintenance.reminder.page.resubscribedText',
    defaultMessage:
      'Du bekommst wieder eine E-Mail, wenn an Deinen Fahrzeugen eine Wartung fällig wird.',
  },
  invalidTitle: {
    id: 'server.maintenance.reminder.page.invalidTitle',
    defaultMessage: 'Link ungültig',
  },
  invalidText: {
    id: 'server.maintenance.reminder.page.invalidText',
    defaultMessage:
      'Diesen Link zum Abbestellen kennen wir nicht. Bitte öffne den Link aus Deiner Erinnerungs-E-Mail noch einmal, ganz und unverändert.',
  },
  toFleet: {
    id: 'server.maintenance.reminder.page.toFleet',
    description: 'Link from the unsubscribe page to the fleet in the portal.',
    defaultMessage: 'Zum Fuhrpark',
  },
  tooManyLinks: {
    id: 'server.maintenance.reminder.page.tooManyLinks',
    description: 'Too many calls of unsubscribe links from one address (429).',
    defaultMessage: 'Zu viele Aufrufe. Bitte versuche es in ein paar Minuten noch einmal.',
  },
});
