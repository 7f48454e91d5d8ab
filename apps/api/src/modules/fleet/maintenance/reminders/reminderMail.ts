import { localizePath, type Locale } from '@lindner/i18n/core';
import type { MaintenanceState } from '@lindner/api/schema';
import type { Mail } from '../../../../mail/mailer';
import { framedMail } from '../../../../mail/mailFrame';
import { textsFor, type Texts } from '../../../../plugins/texts';
import { reminderMailMessages } from './texts';

export interface ReminderItem {
  name: string;
  dueAtHours: number | null;
  dueOn: string | null;
  state: MaintenanceState;
}

export interface ReminderVehicle {
  id: string;
  modelName: string;
  vin: string;
  operatingHours: number;
  items: ReminderItem[];
}

export interface ReminderMailContent {
  to: string;
  userId: string;
  /** Whom the greeting names. */
  name: string;
  locale: Locale;
  /** The portal's public address, without a trailing slash. */
  publicUrl: string;
  /** The address of the unsubscribe page, token included. */
  unsubscribeUrl: string;
  vehicles: ReminderVehicle[];
}

function itemLine(texts: Texts, item: ReminderItem): string {
  const m = reminderMailMessages;
  const date =
    item.dueOn === null
      ? null
      : texts.dateTime(new Date(`${item.dueOn}T00:00:00Z`), {
          dateStyle: 'medium',
          timeZone: 'UTC',
        });
  const line =
    item.dueAtHours !== null && date !== null
      ? texts.t(m.dueAtHoursOrOn, { item: item.name, hours: item.dueAtHours, date })
      : item.dueAtHours !== null
        ? texts.t(m.dueAtHours, { item: item.name, hours: item.dueAtHours })
        : texts.t(m.dueOn, { item: item.name, date: date ?? '' });
  return item.state === 'overdue' ? `${line} ${texts.t(m.overdue)}` : line;
}

/**
 * The reminder mail of a user's due maintenance, in the mail frame: per vehicle its name, its
 * due items and the link to its page in the portal; then the unsubscribe link.
 */
export function reminderMail(content: ReminderMailContent): Mail {
  const texts = textsFor(content.locale);
  const m = reminderMailMessages;
  const count = content.vehicles.reduce((sum, vehicle) => sum + vehicle.items.length, 0);
  return framedMail(texts, {
    to: content.to,
    userId: content.userId,
    subject: texts.t(m.subject, { count }),
    greet: content.name,
    paragraphs: [
      texts.t(m.intro, { count }),
      ...content.vehicles.map((vehicle) => [
        texts.t(m.vehicle, {
          model: vehicle.modelName,
          vin: vehicle.vin,
          hours: vehicle.operatingHours,
        }),
        ...vehicle.items.map((item) => itemLine(texts, item)),
        texts.t(m.vehiclePage),
        `${content.publicUrl}${localizePath('fleet-detail', { id: vehicle.id }, content.locale)}`,
      ]),
      [texts.t(m.unsubscribe), content.unsubscribeUrl],
    ],
  });
}
