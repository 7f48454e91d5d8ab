import { isLocale } from '@lindner/i18n/core';
import { and, eq, gt, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../../../database/connection';
import type { Mailer } from '../../../../mail/mailer';
import type { ScheduledJob } from '../../../../plugins/scheduledJobs';
import { textsFor } from '../../../../plugins/texts';
import { displayName, users } from '../../../../plugins/users';
import { loadFleet } from '../../fleetStatistics';
import { vehicles } from '../../../../plugins/vehicles';
import { dueOf, type DoneRecord } from '../due';
import { loadLastDone, loadPlans, todayOf } from '../repository';
import { maintenanceItemNames } from '../texts';
import { reminderMail, type ReminderItem, type ReminderVehicle } from './reminderMail';
import { newReminderToken, reminderTokenHash } from './repository';
import {
  maintenanceReminderMails,
  maintenanceReminderRecipients,
  maintenanceRemindersSent,
} from './tables';

/** Every hour: a user's mail goes within the hour the user may have one again. */
export const reminderMailIntervalMs = 60 * 60_000;

/**
 * The throttle of the reminder mail: one mail per user in this time, whatever comes due
 * meanwhile (it waits for the next mail). No other limit is needed: the job alone sends it.
 */
export const reminderMailGapMs = 24 * 60 * 60_000;

/** The path of the unsubscribe page below the API's path; `/{token}` follows. */
export const reminderUnsubscribePath = '/maintenance/reminders/unsubscribe';

export interface ReminderMailRun {
  database: Database;
  mailer: Mailer;
  /** The portal's public address, without a trailing slash, for the links to the vehicles. */
  publicUrl: string;
  /** The API's path (`/api/{client segment}`), for the unsubscribe link. */
  apiPath: string;
  now: Date;
  log?: { warn(details: Record<string, unknown>, message: string): void };
}

/** The due occurrence of an item: the done record it is due after, `first` before any. */
function occurrenceOf(lastDone: DoneRecord | null): string {
  return lastDone ? `${lastDone.date}@${lastDone.hours}` : 'first';
}

interface DueItem {
  vehicleId: string;
  itemKey: string;
  occurrence: string;
  dueAtHours: number | null;
  dueOn: string | null;
}

const keyOf = (item: Pick<DueItem, 'vehicleId' | 'itemKey' | 'occurrence'>) =>
  `${item.vehicleId} ${item.itemKey} ${item.occurrence}`;

/**
 * Mails each user whose vehicles have plan items due soon or overdue that were not mailed yet
 * one reminder listing them all, unless the user got one in the last 24 hours, has no e-mail
 * address or unsubscribed. Every item mailed is recorded with its due occurrence, so a run
 * mails only what is new: the job is idempotent and may run any time. A mail that fails is
 * logged and undone (tried again at the next run). Answers how many mails went out.
 */
export async function mailDueMaintenance({
  database,
  mailer,
  publicUrl,
  apiPath,
  now,
  log,
}: ReminderMailRun): Promise<number> {
  const { orm } = database;
  const today = todayOf(now);
  const recentlyMailed = new Set(
    (
      await orm
        .selectDistinct({ userId: maintenanceReminderMails.userId })
        .from(maintenanceReminderMails)
        .where(gt(maintenanceReminderMails.sentAt, new Date(now.getTime() - reminderMailGapMs)))
    ).map(({ userId }) => userId),
  );
  const owners = await orm
    .selectDistinct({ user: users, locale: maintenanceReminderRecipients.locale })
    .from(vehicles)
    .innerJoin(users, eq(users.id, vehicles.userId))
    .leftJoin(maintenanceReminderRecipients, eq(maintenanceReminderRecipients.userId, users.id))
    .where(and(isNotNull(users.email), isNull(maintenanceReminderRecipients.unsubscribedAt)));

  let mailed = 0;
  for (const { user, locale: savedLocale } of owners) {
    if (!user.email || recentlyMailed.has(user.id)) continue;
    const locale = savedLocale !== null && isLocale(savedLocale) ? savedLocale : 'de';
    const texts = textsFor(locale);
    const fleet = (await loadFleet(orm, user.id, now)).vehicles;
    const plans = await loadPlans(orm, fleet);
    const lastDone = await loadLastDone(
      orm,
      fleet.map(({ id }) => id),
    );
    const dueItems: { due: DueItem; item: ReminderItem }[] = [];
    for (const vehicle of fleet) {
      for (const item of plans.get(vehicle.model.id) ?? []) {
        const last = lastDone.get(vehicle.id)?.get(item.key) ?? null;
        const due = dueOf(item, last, vehicle.operatingHours, today);
        if (due.state === 'ok') continue;
        const name = maintenanceItemNames[item.key];
        dueItems.push({
          due: {
            vehicleId: vehicle.id,
            itemKey: item.key,
            occurrence: occurrenceOf(last),
            dueAtHours: due.dueAtHours,
            dueOn: due.dueOn,
          },
          item: { ...due, name: name ? texts.t(name) : item.key },
        });
      }
    }
    if (dueItems.length === 0) continue;

    const alreadySent = new Set(
      (
        await orm
          .select()
          .from(maintenanceRemindersSent)
          .where(
            inArray(
              maintenanceRemindersSent.vehicleId,
              fleet.map(({ id }) => id),
            ),
          )
      ).map(keyOf),
    );
    const toMail = dueItems.filter(({ due }) => !alreadySent.has(keyOf(due)));
    if (toMail.length === 0) continue;

    // Claimed before sending: the mail's row and its items' rows (another run that got there
    // first keeps its items, and this mail lists only those it could claim).
    const token = newReminderToken();
    const [mail] = await orm
      .insert(maintenanceReminderMails)
      .values({ userId: user.id, tokenHash: reminderTokenHash(token), sentAt: now })
      .returning({ id: maintenanceReminderMails.id });
    const mailId = mail!.id;
    const claimed = new Set(
      (
        await orm
          .insert(maintenanceRemindersSent)
          .values(toMail.map(({ due }) => ({ ...due, mailId })))
          .onConflictDoNothing()
          .returning()
      ).map(keyOf),
    );
    const undo = () =>
      orm.delete(maintenanceReminderMails).where(eq(maintenanceReminderMails.id, mailId));
    if (claimed.size === 0) {
      await undo();
      continue;
    }
    const listed: ReminderVehicle[] = fleet
      .map((vehicle) => ({
        id: vehicle.id,
        modelName: vehicle.model.name,
        vin: vehicle.vin,
        operatingHours: vehicle.operatingHours,
        items: toMail
          .filter(({ due }) => due.vehicleId === vehicle.id && claimed.has(keyOf(due)))
          .map(({ item }) => item),
      }))
      .filter((vehicle) => vehicle.items.length > 0);
    try {
      await mailer.send(
        reminderMail({
          to: user.email,
          userId: user.id,
          name: displayName(user),
          locale,
          publicUrl,
          unsubscribeUrl: `${publicUrl}${apiPath}${reminderUnsubscribePath}/${token}`,
          vehicles: listed,
        }),
      );
    } catch (error) {
      await undo();
      log?.warn(
        { userId: user.id, err: error },
        'A maintenance reminder mail failed; it is tried again at the next run',
      );
      continue;
    }
    mailed += 1;
  }
  return mailed;
}

/**
 * The hourly job of the reminder mail (plugins/scheduledJobs.ts), from an hour after the server
 * starts: the run at start, which the start waits for, would load every owner's fleet while the
 * server is not yet up, and every short-lived server (a test's) would mail.
 */
export function maintenanceReminderJob(run: Omit<ReminderMailRun, 'now'>): ScheduledJob {
  return {
    name: 'maintenance-reminder-mails',
    intervalMs: reminderMailIntervalMs,
    atStart: false,
    run: (now) => mailDueMaintenance({ ...run, now }),
  };
}
