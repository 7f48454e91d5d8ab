import type { EventFormat } from '@lindner/api/schema';
import type { eventRegistrations, events } from '../../modules/events/tables';
import { viennaTime } from '../events';
import { randomSource } from '../machineGenerator';
import { dayAfter, scalePlaces } from './places';

/*
 * Made-up events and driver trainings for the benchmark at scale (scripts/bench-api.mjs), the
 * same for the same seed and day: spread over the two years before `today` and the year after
 * it (so about a third are upcoming), on site at the dealers' towns or online, some with
 * sign-ups of the generated users, whose places they take. Venues and programmes are invented.
 */

export type NewEventRow = typeof events.$inferInsert & { id: string; slug: string };
export type NewRegistrationRow = typeof eventRegistrations.$inferInsert;

export interface EventGeneration {
  seed: number;
  /** Events lie from 730 days before this day to 365 days after it. */
  today: Date;
  /** Users who may have signed up; none sign up without them. */
  participants?: readonly string[];
}

export interface GeneratedEvents {
  events: NewEventRow[];
  registrations: NewRegistrationRow[];
}

const kinds = [
  { slug: 'hoftag', title: 'Hoftag', training: false, hours: ['10:00', '16:00'] },
  { slug: 'vorfuehrung', title: 'Vorführung', training: false, hours: ['13:00', '17:00'] },
  {
    slug: 'fahrtraining',
    title: 'Fahrtraining am Hang',
    training: true,
    hours: ['08:30', '16:30'],
  },
  {
    slug: 'traclink-schulung',
    title: 'TracLink-Schulung',
    training: true,
    hours: ['18:00', '20:00'],
  },
  { slug: 'werksfuehrung', title: 'Werksführung', training: false, hours: ['09:00', '11:30'] },
  { slug: 'wartungskurs', title: 'Wartungskurs', training: true, hours: ['09:00', '15:00'] },
] as const;

const programmes = [
  'Unsere Techniker zeigen die aktuellen Modelle und beantworten Fragen zu Wartung und Ausstattung.',
  'Probefahrten auf dem Übungsgelände, dazu Tipps für sicheres Arbeiten am Hang.',
  'TracLink, Flottenverwaltung und Betriebstagebuch: was sie im Alltag bringen.',
  'Mit Imbiss und Getränken; für Kinder gibt es eine Trettraktor-Rallye.',
];

export function generateEvents(count: number, generation: EventGeneration): GeneratedEvents {
  const random = randomSource(generation.seed);
  const participants = generation.participants ?? [];
  const generatedEvents: NewEventRow[] = [];
  const registrations: NewRegistrationRow[] = [];
  for (let index = 0; index < count; index++) {
    const kind = random.pick(kinds);
    const format: EventFormat =
      kind.slug === 'traclink-schulung' || random.chance(0.1) ? 'online' : 'onSite';
    const place = format === 'onSite' ? random.pick(scalePlaces) : null;
    const day = dayAfter(generation.today, random.between(-730, 365));
    const [year, month, date] = [day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate()];
    const capacity = random.chance(0.3) ? null : random.between(2, 20) * 5;
    const companionsAllowed = kind.training ? 0 : random.between(0, 4);
    const id = random.uuid();
    const where = place ? ` in ${place.city}` : ' online';
    const signUps = participants.length === 0 ? 0 : random.between(0, 6);
    let placesTaken = 0;
    for (const userId of new Set(
      Array.from({ length: signUps }, () => random.pick(participants)),
    )) {
      const companions = random.between(0, companionsAllowed);
      if (capacity !== null && placesTaken + 1 + companions > capacity) break;
      placesTaken += 1 + companions;
      registrations.push({
        eventId: id,
        userId,
        companions,
        registeredAt: dayAfter(day, -random.between(1, 60)),
      });
    }
    generatedEvents.push({
      id,
      slug: `${kind.slug}-${place ? place.zip : 'online'}-${index + 1}`,
      title: `${kind.title}${where}`,
      teaser: `${kind.title}${where}: Lindner-Fahrzeuge erleben, Fragen stellen, Neues lernen.`,
      description: [
        `${kind.title}${where}. ${random.pick(programmes)}`,
        'Anmeldung über das Portal; die Plätze sind begrenzt, Begleitpersonen bitte angeben.',
      ].join('\n\n'),
      format,
      training: kind.training,
      startsAt: viennaTime(year, month, date, kind.hours[0]),
      endsAt: viennaTime(year, month, date, kind.hours[1]),
      venueName: place ? `Landtechnik ${place.city}` : null,
      venueStreet: place ? `Gewerbestraße ${random.between(1, 40)}` : null,
      venueZip: place?.zip ?? null,
      venueCity: place?.city ?? null,
      venueCountry: place?.country ?? null,
      venueRegion: place?.region ?? null,
      venueLat: place?.lat ?? null,
      venueLng: place?.lng ?? null,
      onlineUrl: place ? null : `https://meet.example.com/lindner-${index + 1}`,
      capacity,
      placesTaken,
      companionsAllowed,
      createdAt: dayAfter(day, -random.between(30, 120)),
    });
  }
  return { events: generatedEvents, registrations };
}
