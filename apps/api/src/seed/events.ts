import type { EventFormat, EventVenue } from '@lindner/api/schema';
import { count, eq } from 'drizzle-orm';
import type { Database, Orm } from '../database/connection';
import { eventRegistrations, events, eventTexts } from '../modules/events/tables';
import { users } from '../plugins/users';
import { eventTranslations } from './eventTranslations';

/*
 * Demo events and driver trainings, in German (the source language), with their English and
 * French texts (eventTranslations.ts; two stay German only). Lindner's on-site shows
 * take place at the end of March and the end of October (SPEC.md section 9): the next two of
 * each are seeded, whatever day it is. The others lie a few weeks to months after `today`, so
 * that upcoming events always exist. Venues other than the works in Kundl, the people and the
 * programmes are invented for the demo. Slugs are fixed, the dates follow `today`.
 *
 * The end-to-end test relies on two of them: `werksfuehrung-kundl` is full ("ausgebucht": 2
 * places, taken by the demo staff user and one companion), and `hoftag-rosenheim` (on site, 40
 * places, 2 companions allowed, no training) is open for the demo farmer, who is signed up for
 * nothing.
 */

/** Where the events' dates are set: the local time of the venues. */
const timeZone = 'Europe/Vienna';

/** When an event takes place, relative to `today`. */
type When =
  /** The next end of March or October whose event has not ended yet; `yearsLater` after it. */
  | { kind: 'endOf'; month: 3 | 10; yearsLater: 0 | 1; dayBeforeLastSaturday?: number }
  /** `days` after today. */
  | { kind: 'inDays'; days: number };

export interface EventSeed {
  /** Fixed, so the seed finds what it made before (and the demo sign-up names it). */
  id: string;
  slug: string;
  title: string;
  teaser: string;
  description: string;
  format: EventFormat;
  training: boolean;
  when: When;
  /** Local start and end, `HH:MM`, on one day. */
  from: string;
  to: string;
  venue: EventVenue | null;
  onlineUrl: string | null;
  capacity: number | null;
  companionsAllowed: number;
}

const kundl: EventVenue = {
  name: 'Lindner Traktorenwerk',
  street: 'Ing.-Hermann-Lindner-Straße 4',
  zip: '6250',
  city: 'Kundl',
  country: 'AT',
  region: 'Tirol',
  lat: 47.4667,
  lng: 11.9833,
};

const rosenheim: EventVenue = {
  name: 'Landtechnik Innauen',
  street: 'Kufsteiner Straße 88',
  zip: '83022',
  city: 'Rosenheim',
  country: 'DE',
  region: 'Bayern',
  lat: 47.8561,
  lng: 12.1289,
};

const miesbach: EventVenue = {
  name: 'Übungsgelände am Harzberg',
  street: 'Harzbergweg 3',
  zip: '83714',
  city: 'Miesbach',
  country: 'DE',
  region: 'Bayern',
  lat: 47.7893,
  lng: 11.8336,
};

const werfenweng: EventVenue = {
  name: 'Hangübungsplatz Werfenweng',
  street: 'Weng 42',
  zip: '5453',
  city: 'Werfenweng',
  country: 'AT',
  region: 'Salzburg',
  lat: 47.4617,
  lng: 13.2578,
};

const stJohann: EventVenue = {
  name: 'Landtechnik Pongau',
  street: 'Industriestraße 7',
  zip: '5600',
  city: 'St. Johann im Pongau',
  country: 'AT',
  region: 'Salzburg',
  lat: 47.3488,
  lng: 13.2018,
};

const gleisdorf: EventVenue = {
  name: 'Agrarzentrum Oststeiermark',
  street: 'Ludwig-Binder-Straße 12',
  zip: '8200',
  city: 'Gleisdorf',
  country: 'AT',
  region: 'Steiermark',
  lat: 47.1042,
  lng: 15.7083,
};

const eventId = (n: number) => `7e1c2a9e-4b7d-4e21-9a3c-0d5e8f7a${String(n).padStart(4, '0')}`;

export const demoEventIds = {
  /** Full: the demo staff user and one companion take its 2 places. */
  full: eventId(13),
} as const;

export const eventSeeds: EventSeed[] = [
  {
    id: eventId(1),
    slug: 'fruehjahrsausstellung-kundl',
    title: 'Frühjahrsausstellung im Werk Kundl',
    teaser:
      'Die neuen Lintrac- und Unitrac-Modelle, Probefahrten am Werksgelände und Werksführungen: Komm mit der ganzen Familie nach Kundl.',
    description:
      'Zum Saisonstart öffnen wir das Werk in Kundl. Du siehst die aktuellen Lintrac, Geotrac und Unitrac, fährst sie auf dem Testgelände und lässt Dir von unseren Technikern TracLink zeigen.\n\nFür die Kinder gibt es eine Trettraktor-Rallye, für alle Tiroler Schmankerl aus der Werkskantine.',
    format: 'onSite',
    training: false,
    when: { kind: 'endOf', month: 3, yearsLater: 0 },
    from: '09:00',
    to: '17:00',
    venue: kundl,
    onlineUrl: null,
    capacity: null,
    companionsAllowed: 5,
  },
  {
    id: eventId(2),
    slug: 'herbstausstellung-kundl',
    title: 'Herbstausstellung im Werk Kundl',
    teaser:
      'Neuheiten für die kommende Saison, Gebrauchtmaschinen und Beratung zu Finanzierung und Garantie.',
    description:
      'Zum Saisonende zeigen wir in Kundl die Neuheiten des nächsten Jahres. Unsere Gebrauchtmaschinen-Experten beraten Dich beim Tausch, und die Kollegen aus dem Service erklären die Garantieverlängerung.\n\nParkplätze gibt es direkt am Werk.',
    format: 'onSite',
    training: false,
    when: { kind: 'endOf', month: 10, yearsLater: 0 },
    from: '09:00',
    to: '17:00',
    venue: kundl,
    onlineUrl: null,
    capacity: null,
    companionsAllowed: 5,
  },
  {
    id: eventId(3),
    slug: 'fruehjahrsausstellung-kundl-naechstes-jahr',
    title: 'Frühjahrsausstellung im Werk Kundl (im Jahr darauf)',
    teaser: 'Merk Dir den Termin schon vor: Auch im Jahr darauf öffnen wir Ende März das Werk.',
    description:
      'Das Programm folgt. Wie jedes Jahr gibt es Probefahrten, Werksführungen und Neuheiten aus Kundl.',
    format: 'onSite',
    training: false,
    when: { kind: 'endOf', month: 3, yearsLater: 1 },
    from: '09:00',
    to: '17:00',
    venue: kundl,
    onlineUrl: null,
    capacity: null,
    companionsAllowed: 5,
  },
  {
    id: eventId(4),
    slug: 'herbstausstellung-kundl-naechstes-jahr',
    title: 'Herbstausstellung im Werk Kundl (im Jahr darauf)',
    teaser:
      'Merk Dir den Termin schon vor: Auch im Jahr darauf zeigen wir Ende Oktober die Neuheiten.',
    description: 'Das Programm folgt.',
    format: 'onSite',
    training: false,
    when: { kind: 'endOf', month: 10, yearsLater: 1 },
    from: '09:00',
    to: '17:00',
    venue: kundl,
    onlineUrl: null,
    capacity: null,
    companionsAllowed: 5,
  },
  {
    id: eventId(5),
    slug: 'lindner-tage-pongau',
    title: 'Lindner-Tage im Pongau',
    teaser:
      'Unser Vertriebspartner in St. Johann zeigt Ende März Lintrac und Unitrac im Einsatz am Hang.',
    description:
      'Zwei Tage lang stehen bei Landtechnik Pongau Vorführmaschinen für Dich bereit. Am Nachmittag fahren wir gemeinsam auf die Hangflächen oberhalb des Betriebs.',
    format: 'onSite',
    training: false,
    when: { kind: 'endOf', month: 3, yearsLater: 0, dayBeforeLastSaturday: 1 },
    from: '10:00',
    to: '16:00',
    venue: stJohann,
    onlineUrl: null,
    capacity: 60,
    companionsAllowed: 2,
  },
  {
    id: eventId(6),
    slug: 'hoftag-rosenheim',
    title: 'Hoftag bei Landtechnik Innauen in Rosenheim',
    teaser:
      'Vorführungen, Beratung und eine Brotzeit: Lindner zu Gast bei unserem Partner in Oberbayern.',
    description:
      'Landtechnik Innauen lädt zum Hoftag. Du siehst den Lintrac mit Frontlader im Einsatz, kannst Dich zur Finanzierung beraten lassen und triffst andere Lindner-Fahrer aus der Region.\n\nBring gern bis zu zwei Begleitpersonen mit.',
    format: 'onSite',
    training: false,
    when: { kind: 'inDays', days: 21 },
    from: '10:00',
    to: '16:00',
    venue: rosenheim,
    onlineUrl: null,
    capacity: 40,
    companionsAllowed: 2,
  },
  {
    id: eventId(7),
    slug: 'feldtag-oststeiermark',
    title: 'Feldtag Oststeiermark',
    teaser: 'Geotrac und Lintrac im Grünland: Mähen, Schwaden und Pressen zum Ausprobieren.',
    description:
      'Gemeinsam mit dem Agrarzentrum Oststeiermark zeigen wir die Grünlandtechnik der Saison. Festes Schuhwerk empfohlen.',
    format: 'onSite',
    training: false,
    when: { kind: 'inDays', days: 52 },
    from: '09:30',
    to: '15:30',
    venue: gleisdorf,
    onlineUrl: null,
    capacity: 120,
    companionsAllowed: 3,
  },
  {
    id: eventId(8),
    slug: 'webinar-traclink-einstieg',
    title: 'Webinar: Der Einstieg in TracLink',
    teaser:
      'In einer Stunde vom ersten Login bis zur Aufgabenplanung: TracLink Schritt für Schritt erklärt.',
    description:
      'Unser Produktmanager zeigt Dir, wie Du Deinen Traktor mit TracLink verbindest, Aufträge planst und Arbeitszeiten auswertest. Fragen stellst Du im Chat.',
    format: 'online',
    training: false,
    when: { kind: 'inDays', days: 10 },
    from: '18:00',
    to: '19:00',
    venue: null,
    onlineUrl: 'https://meet.lindner-traktoren.at/webinar-traclink-einstieg',
    capacity: null,
    companionsAllowed: 0,
  },
  {
    id: eventId(9),
    slug: 'webinar-lintrac-tmt',
    title: 'Webinar: Stufenlos fahren mit dem Lintrac',
    teaser: 'Wie das stufenlose Getriebe arbeitet und wie Du es im Alltag richtig einstellst.',
    description:
      'Fahrstrategien, Tempomat und Motordrückung: Unsere Anwendungstechniker erklären die Einstellungen des Lintrac und beantworten Deine Fragen live.',
    format: 'online',
    training: false,
    when: { kind: 'inDays', days: 38 },
    from: '19:00',
    to: '20:30',
    venue: null,
    onlineUrl: 'https://meet.lindner-traktoren.at/webinar-lintrac-tmt',
    capacity: 100,
    companionsAllowed: 0,
  },
  {
    id: eventId(10),
    slug: 'online-sprechstunde-unitrac',
    title: 'Online-Sprechstunde Unitrac',
    teaser: 'Kommunaltechnik, Aufbauten und Winterdienst: Frag unsere Unitrac-Experten.',
    description:
      'Eine offene Sprechstunde für Gemeinden, Bauhöfe und Lohnunternehmer. Du kannst Dich mit einer Kollegin oder einem Kollegen gemeinsam anmelden.',
    format: 'online',
    training: false,
    when: { kind: 'inDays', days: 66 },
    from: '14:00',
    to: '15:00',
    venue: null,
    onlineUrl: 'https://meet.lindner-traktoren.at/sprechstunde-unitrac',
    capacity: 50,
    companionsAllowed: 1,
  },
  {
    id: eventId(11),
    slug: 'fahrertraining-lintrac-kundl',
    title: 'Fahrertraining Lintrac im Werk Kundl',
    teaser:
      'Vor der Frühjahrsausstellung: ein Tag mit unseren Instruktoren am Werksgelände, mit Lenkachse und stufenlosem Getriebe.',
    description:
      'Im Fahrertraining lernst Du den Lintrac von Grund auf kennen: Allradlenkung, Fahrstrategien, Anbaugeräte und sicheres Fahren am Hang.\n\nTeilnehmen kannst Du mit einem freigegebenen Lindner-Fahrzeug eines geeigneten Modells und Deiner Kundennummer.',
    format: 'onSite',
    training: true,
    when: { kind: 'endOf', month: 3, yearsLater: 0, dayBeforeLastSaturday: 1 },
    from: '08:30',
    to: '16:30',
    venue: kundl,
    onlineUrl: null,
    capacity: 12,
    companionsAllowed: 0,
  },
  {
    id: eventId(12),
    slug: 'fahrertraining-unitrac-hang',
    title: 'Fahrertraining Unitrac am Hang',
    teaser: 'Sicher im steilen Gelände: Bremsen, Wenden und Arbeiten am Hang mit dem Unitrac.',
    description:
      'Auf dem Übungsplatz in Werfenweng üben wir mit Dir das Fahren im Steilhang, das richtige Beladen und das Verhalten in Notsituationen.',
    format: 'onSite',
    training: true,
    when: { kind: 'inDays', days: 28 },
    from: '08:30',
    to: '16:00',
    venue: werfenweng,
    onlineUrl: null,
    capacity: 10,
    companionsAllowed: 0,
  },
  {
    id: demoEventIds.full,
    slug: 'werksfuehrung-kundl',
    title: 'Exklusive Werksführung in Kundl',
    teaser: 'Ein Blick hinter die Kulissen der Montage – in kleiner Runde.',
    description:
      'Unser Produktionsleiter führt Dich durch Montage, Lackiererei und Endkontrolle. Die Führung ist auf zwei Plätze begrenzt.',
    format: 'onSite',
    training: false,
    when: { kind: 'inDays', days: 35 },
    from: '14:00',
    to: '16:00',
    venue: kundl,
    onlineUrl: null,
    capacity: 2,
    companionsAllowed: 1,
  },
  {
    id: eventId(14),
    slug: 'fahrertraining-lintrac-miesbach',
    title: 'Fahrertraining Lintrac in Oberbayern',
    teaser:
      'Das Lintrac-Training jetzt auch in Bayern: Theorie am Vormittag, Praxis am Nachmittag.',
    description:
      'Auf dem Übungsgelände am Harzberg trainierst Du mit unseren Instruktoren Lenkachse, Frontlader und Fahren im Gelände.',
    format: 'onSite',
    training: true,
    when: { kind: 'inDays', days: 59 },
    from: '08:30',
    to: '16:30',
    venue: miesbach,
    onlineUrl: null,
    capacity: 12,
    companionsAllowed: 0,
  },
  {
    id: eventId(15),
    slug: 'fahrertraining-herbst-kundl',
    title: 'Fahrertraining zur Herbstausstellung',
    teaser: 'Am Tag vor der Herbstausstellung: Lintrac und Unitrac sicher beherrschen.',
    description:
      'Der Trainingstag vor der Herbstausstellung für alle, die ihr Fahrzeug neu haben oder ihr Können auffrischen wollen.',
    format: 'onSite',
    training: true,
    when: { kind: 'endOf', month: 10, yearsLater: 0, dayBeforeLastSaturday: 1 },
    from: '08:30',
    to: '16:30',
    venue: kundl,
    onlineUrl: null,
    capacity: 12,
    companionsAllowed: 0,
  },
];

/** The demo sign-up that makes `werksfuehrung-kundl` full: staff with one companion. */
export const fullEventRegistration = { eventId: demoEventIds.full, companions: 1 } as const;

/** The UTC instant of a local time in Vienna on a day. */
export function viennaTime(year: number, month: number, day: number, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hours, minutes);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(new Date(asUtc))
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<string, number>;
  const shown = Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!);
  return new Date(asUtc - (shown - asUtc));
}

/** The day of the month of the last Saturday of a month. */
export function lastSaturday(year: number, month: number): number {
  const last = new Date(Date.UTC(year, month, 0));
  return last.getUTCDate() - ((last.getUTCDay() + 1) % 7);
}

/** When a seeded event starts and ends, seen from `today`. */
export function eventDates(seed: EventSeed, today: Date): { startsAt: Date; endsAt: Date } {
  const { when } = seed;
  if (when.kind === 'inDays') {
    const day = new Date(
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + when.days),
    );
    const [year, month, date] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
    return {
      startsAt: viennaTime(year, month, date, seed.from),
      endsAt: viennaTime(year, month, date, seed.to),
    };
  }
  const on = (year: number) => {
    const date = lastSaturday(year, when.month) - (when.dayBeforeLastSaturday ?? 0);
    return {
      startsAt: viennaTime(year, when.month, date, seed.from),
      endsAt: viennaTime(year, when.month, date, seed.to),
    };
  };
  let year = today.getUTCFullYear();
  if (on(year).endsAt <= today) year += 1;
  return on(year + when.yearsLater);
}

/** The rows of the demo events of a day; the full one has its places taken. */
export function demoEvents(today: Date) {
  return eventSeeds.map((seed) => {
    const { startsAt, endsAt } = eventDates(seed, today);
    const venue = seed.venue;
    return {
      id: seed.id,
      slug: seed.slug,
      title: seed.title,
      teaser: seed.teaser,
      description: seed.description,
      format: seed.format,
      training: seed.training,
      startsAt,
      endsAt,
      venueName: venue?.name ?? null,
      venueStreet: venue?.street ?? null,
      venueZip: venue?.zip ?? null,
      venueCity: venue?.city ?? null,
      venueCountry: venue?.country ?? null,
      venueRegion: venue?.region ?? null,
      venueLat: venue?.lat ?? null,
      venueLng: venue?.lng ?? null,
      onlineUrl: seed.onlineUrl,
      capacity: seed.capacity,
      placesTaken:
        seed.id === fullEventRegistration.eventId ? 1 + fullEventRegistration.companions : 0,
      companionsAllowed: seed.companionsAllowed,
    };
  });
}

type Writer = Pick<Orm, 'insert' | 'select'>;

/**
 * Adds the demo events that are missing, with the demo staff user's sign-up that fills
 * `werksfuehrung-kundl`; an event edited by staff, or a sign-up changed since, stays as it is.
 * The full event and its sign-up are written together or not at all (no staff user, no event),
 * so its places always match its sign-ups.
 */
export async function seedEvents(orm: Writer, today: Date, staffId: string): Promise<void> {
  const [staff] = await orm.select({ id: users.id }).from(users).where(eq(users.id, staffId));
  const rows = demoEvents(today).filter((row) => staff || row.placesTaken === 0);
  const inserted = await orm
    .insert(events)
    .values(rows)
    .onConflictDoNothing({ target: events.slug })
    .returning({ id: events.id, slug: events.slug });
  const translations = inserted.flatMap(({ id, slug }) => {
    const texts = eventTranslations[slug];
    return texts
      ? (['en', 'fr'] as const).map((language) => ({ eventId: id, language, ...texts[language] }))
      : [];
  });
  if (translations.length > 0) await orm.insert(eventTexts).values(translations);
  if (staff && inserted.some((row) => row.id === fullEventRegistration.eventId)) {
    await orm
      .insert(eventRegistrations)
      .values({
        eventId: fullEventRegistration.eventId,
        userId: staffId,
        companions: fullEventRegistration.companions,
      })
      .onConflictDoNothing();
  }
}

/** Seeds the events into a database that has none yet (one seeded before 0011). */
export async function seedEventsIfEmpty(database: Database, staffId: string): Promise<boolean> {
  const [row] = await database.orm.select({ events: count() }).from(events);
  if ((row?.events ?? 0) > 0) return false;
  await database.orm.transaction((tx) => seedEvents(tx, new Date(), staffId));
  return true;
}
