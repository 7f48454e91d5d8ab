import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { createMailer as CreateMailer } from '../../mail/mailer';
import type { Orm } from '../../database/connection';
import { eventMail, type EventMailRecipient } from './eventMail';
import { testEventRow } from './testEvent';

const sent: unknown[] = [];
let createMailer: typeof CreateMailer;

// The unit project's files share one process and the modules it has loaded (vitest.config.ts):
// the mailer is loaded anew over the mocked nodemailer, and the files after this one load it
// anew over the real one.
beforeAll(async () => {
  vi.doMock('nodemailer', () => ({
    createTransport: () => ({
      sendMail: async (message: unknown) => {
        sent.push(message);
      },
    }),
  }));
  vi.resetModules();
  ({ createMailer } = await import('../../mail/mailer'));
});
afterAll(() => {
  vi.doUnmock('nodemailer');
  vi.resetModules();
});

const recipient: EventMailRecipient = {
  to: 'josef.brunner@example.com',
  userId: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1b01',
  name: 'Josef Brunner',
  locale: 'de',
};
const calendarUrl =
  'http://localhost:8080/api/portal/events/fruehjahrsausstellung-kundl/calendar.ics';
const now = new Date('2026-11-24T13:05:09Z');

describe('the event mails', () => {
  it('confirms a sign-up in German with the time in Vienna and the calendar attached', () => {
    const mail = eventMail('registered', testEventRow(), 2, recipient, { calendarUrl, now });
    expect(mail.to).toBe('josef.brunner@example.com');
    expect(mail.userId).toBe(recipient.userId);
    expect(mail.subject).toBe('Deine Anmeldung: Frühjahrsausstellung im Werk Kundl');
    expect(mail.text).toBe(
      [
        'Hallo Josef Brunner,',
        'danke für Deine Anmeldung zu „Frühjahrsausstellung im Werk Kundl“. Wir freuen uns auf Dich!',
        // 08:00 to 16:00 UTC is 09:00 to 17:00 in Vienna (CET, before the change to summer time).
        'Wann: Samstag, 27. März 2027 um 09:00 bis 17:00\n' +
          'Wo: Lindner Traktorenwerk, Ing.-Hermann-Lindner-Straße 4, 6250 Kundl\n' +
          'Du kommst mit 2 Begleitpersonen.',
        `Den Termin für Deinen Kalender findest Du im Anhang und unter ${calendarUrl}`,
        'Dein Lindner-Team',
      ].join('\n\n'),
    );
    expect(mail.html).toContain('<p>Wann: Samstag, 27. März 2027 um 09:00 bis 17:00<br>Wo: ');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments!;
    expect(attachment!.filename).toBe('fruehjahrsausstellung-kundl.ics');
    expect(attachment!.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(attachment!.content.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(attachment!.content).toContain('\r\nDTSTART:20270327T080000Z\r\n');
    expect(attachment!.content).toContain('\r\nDTSTAMP:20261124T130509Z\r\n');
  });

  it('words an online event, one companion and a change in English', () => {
    const online = testEventRow({
      format: 'online',
      venueName: null,
      onlineUrl: 'https://meet.example.com/webinar',
      startsAt: new Date('2027-03-29T16:00:00Z'),
      endsAt: new Date('2027-03-30T17:00:00Z'),
    });
    const mail = eventMail(
      'changed',
      online,
      1,
      { ...recipient, locale: 'en' },
      { calendarUrl, now },
    );
    expect(mail.subject).toBe('Your sign-up has been changed: Frühjahrsausstellung im Werk Kundl');
    // Summer time from 28 March 2027: UTC+2. Two days, so both dates are named.
    expect(mail.text).toContain(
      'When: Monday, March 29, 2027 at 6:00 PM to Tuesday, March 30, 2027 at 7:00 PM\n' +
        'Take part online: https://meet.example.com/webinar\n' +
        'You are coming with one companion.',
    );
    expect(mail.attachments).toHaveLength(1);
  });

  it('confirms a sign-out without a calendar', () => {
    const mail = eventMail(
      'cancelled',
      testEventRow(),
      0,
      { ...recipient, locale: 'fr' },
      {
        calendarUrl,
        now,
      },
    );
    expect(mail.subject).toBe('Votre désinscription : Frühjahrsausstellung im Werk Kundl');
    expect(mail.text).toContain('Vous êtes désinscrit de « Frühjahrsausstellung im Werk Kundl ».');
    expect(mail.text).not.toContain(calendarUrl);
    expect(mail.attachments).toBeUndefined();
  });

  it('sends the attachments through SMTP', async () => {
    const mailer = createMailer({
      smtpUrl: 'smtp://localhost:2525',
      from: 'Lindner Portal <portal@example.com>',
      orm: {} as Orm,
    });
    const mail = eventMail('registered', testEventRow(), 0, recipient, { calendarUrl, now });
    await mailer.send(mail);
    expect(sent).toEqual([
      {
        from: 'Lindner Portal <portal@example.com>',
        to: 'josef.brunner@example.com',
        subject: 'Deine Anmeldung: Frühjahrsausstellung im Werk Kundl',
        text: mail.text,
        html: mail.html,
        attachments: [
          {
            filename: 'fruehjahrsausstellung-kundl.ics',
            contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
            content: mail.attachments![0]!.content,
          },
        ],
      },
    ]);
  });
});
