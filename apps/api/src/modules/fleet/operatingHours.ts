import type { DiaryEntry } from '@lindner/api/schema';
import { intlTag } from '@lindner/i18n/core';
import type { FastifyRequest } from 'fastify';
import { textsFor } from '../../plugins/texts';
import { contradictedReading, readingsOf } from './consumption';
import type { HoursConflict } from './diary';
import { fleetMessages } from './texts';

// Operating hours never go backwards: a new entry's readings against the diary's, and the
// refusal that names the reading it contradicts.

/** A new entry's operating-hours reading, on the form field it came in. */
export type Reading = { field: string; date: string; hours: number };

/** The first of a new entry's readings that contradicts the diary, if any. */
export function hoursConflict(existing: DiaryEntry[], readings: Reading[]): HoursConflict | null {
  const known = readingsOf(existing);
  for (const { field, ...reading } of readings) {
    const found = contradictedReading(known, reading);
    if (found) return { field, ...found.reading, problem: found.problem };
  }
  return null;
}

/** "Operating hours cannot go backwards: on {date} you already entered {hours} hours." */
export function hoursMessage(request: FastifyRequest, conflict: HoursConflict): string {
  const texts = textsFor(request.locale);
  const date = texts.dateTime(new Date(`${conflict.date}T00:00:00Z`), {
    dateStyle: 'medium',
    timeZone: 'UTC',
  });
  const hours = new Intl.NumberFormat(intlTag(request.locale), {
    maximumFractionDigits: 2,
  }).format(conflict.hours);
  return texts.t(
    conflict.problem === 'belowEarlier'
      ? fleetMessages.hoursBelowEarlier
      : fleetMessages.hoursAboveLater,
    { date, hours },
  );
}
