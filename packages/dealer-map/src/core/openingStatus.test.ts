import type { OpeningInterval } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { localTime, openingHoursByDay, openingStatus } from './openingStatus';

const hours: OpeningInterval[] = [
  ...[1, 2, 3, 4, 5].flatMap((day) => [
    { day, opens: '07:30', closes: '12:00' },
    { day, opens: '13:00', closes: '17:30' },
  ]),
  { day: 6, opens: '08:00', closes: '12:00' },
];

describe('openingStatus', () => {
  it('is open in the morning, Vienna time', () => {
    // Monday 24 November 2025, 09:00 in Vienna (UTC+1).
    expect(openingStatus(hours, 'AT', new Date('2025-11-24T08:00:00Z'))).toEqual({
      open: true,
      closes: '12:00',
    });
  });

  it('is closed over lunch and opens again at one', () => {
    expect(openingStatus(hours, 'AT', new Date('2025-11-24T11:30:00Z'))).toEqual({
      open: false,
      opens: { day: 1, time: '13:00', inDays: 0 },
    });
  });

  it('reads the hours in the dealer’s time zone, summer time included', () => {
    // 05:45 UTC on Monday 7 July 2025 is 07:45 in Vienna (UTC+2): open.
    expect(openingStatus(hours, 'AT', new Date('2025-07-07T05:45:00Z')).open).toBe(true);
    // The same instant in UTC would still be before opening; the visitor's zone does not count.
    expect(localTime(new Date('2025-07-07T05:45:00Z'), 'Europe/Vienna')).toEqual({
      day: 1,
      minutes: 7 * 60 + 45,
    });
  });

  it('closes at the closing minute', () => {
    // Friday 28 November 2025, 17:30 in Berlin.
    expect(openingStatus(hours, 'DE', new Date('2025-11-28T16:30:00Z'))).toEqual({
      open: false,
      opens: { day: 6, time: '08:00', inDays: 1 },
    });
  });

  it('after Saturday noon, opens again on Monday', () => {
    expect(openingStatus(hours, 'CH', new Date('2025-11-29T14:00:00Z'))).toEqual({
      open: false,
      opens: { day: 1, time: '07:30', inDays: 2 },
    });
    // Late on Sunday in Ljubljana it is Monday's 07:30 too.
    expect(openingStatus(hours, 'SI', new Date('2025-11-30T22:30:00Z'))).toEqual({
      open: false,
      opens: { day: 1, time: '07:30', inDays: 1 },
    });
  });

  it('crosses midnight into the dealer’s next day', () => {
    // 23:30 UTC on Sunday is 00:30 on Monday in Rome: closed, opens at 07:30 the same day.
    expect(openingStatus(hours, 'IT', new Date('2025-11-23T23:30:00Z'))).toEqual({
      open: false,
      opens: { day: 1, time: '07:30', inDays: 0 },
    });
  });

  it('after the last opening of the week, opens the same weekday next week', () => {
    const mondaysOnly: OpeningInterval[] = [{ day: 1, opens: '07:30', closes: '12:00' }];
    // Monday 24 November 2025, 15:00 in Vienna: not "opens at 07:30" today, but in seven days.
    expect(openingStatus(mondaysOnly, 'AT', new Date('2025-11-24T14:00:00Z'))).toEqual({
      open: false,
      opens: { day: 1, time: '07:30', inDays: 7 },
    });
  });

  it('keeps an interval past midnight open into the next day', () => {
    const lateShift: OpeningInterval[] = [
      { day: 5, opens: '20:00', closes: '02:00' },
      { day: 6, opens: '08:00', closes: '24:00' },
    ];
    // Friday 28 November 2025, 23:00 in Vienna.
    expect(openingStatus(lateShift, 'AT', new Date('2025-11-28T22:00:00Z'))).toEqual({
      open: true,
      closes: '02:00',
    });
    // Saturday 01:30: still Friday's shift.
    expect(openingStatus(lateShift, 'AT', new Date('2025-11-29T00:30:00Z'))).toEqual({
      open: true,
      closes: '02:00',
    });
    // Saturday 03:00: closed until eight.
    expect(openingStatus(lateShift, 'AT', new Date('2025-11-29T02:00:00Z'))).toEqual({
      open: false,
      opens: { day: 6, time: '08:00', inDays: 0 },
    });
    // Saturday 23:59: open until midnight.
    expect(openingStatus(lateShift, 'AT', new Date('2025-11-29T22:59:00Z')).open).toBe(true);
  });

  it('without hours is closed with no next opening', () => {
    expect(openingStatus([], 'AT', new Date('2025-11-24T08:00:00Z'))).toEqual({
      open: false,
      opens: null,
    });
  });
});

describe('openingHoursByDay', () => {
  it('lists every weekday from Monday, intervals in order, empty days included', () => {
    const days = openingHoursByDay([...hours].reverse());
    expect(days).toHaveLength(7);
    expect(days[0]).toEqual({
      day: 1,
      intervals: [
        { opens: '07:30', closes: '12:00' },
        { opens: '13:00', closes: '17:30' },
      ],
    });
    expect(days[6]).toEqual({ day: 7, intervals: [] });
  });
});
