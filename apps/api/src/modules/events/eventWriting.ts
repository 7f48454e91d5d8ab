import type { ValidEventInput } from '@lindner/api/schema';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { events, eventTexts, type EventRow } from './tables';

// Events as staff write them: a new event under a slug from its title, and changes, each with
// its English and French texts.

/** A slug from a title: lower case ASCII words joined by hyphens, umlauts spelt out. */
export function slugOf(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'veranstaltung';
}

/** The columns of an event as staff wrote it. */
export function eventColumns(input: ValidEventInput) {
  const venue = input.format === 'onSite' ? input.venue : null;
  return {
    title: input.title,
    teaser: input.teaser,
    description: input.description ?? '',
    format: input.format,
    training: input.training,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    venueName: venue?.name ?? null,
    venueStreet: venue?.street ?? null,
    venueZip: venue?.zip ?? null,
    venueCity: venue?.city ?? null,
    venueCountry: venue?.country ?? null,
    venueRegion: venue?.region ?? null,
    venueLat: venue?.lat ?? null,
    venueLng: venue?.lng ?? null,
    onlineUrl: input.onlineUrl,
    capacity: input.capacity,
    companionsAllowed: input.companionsAllowed,
  };
}

/** Creates an event under a free slug made from its title (`-2`, `-3`… when taken). */
export async function createEvent(orm: Orm, input: ValidEventInput): Promise<EventRow> {
  const base = slugOf(input.title);
  const taken = new Set(
    (
      await orm
        .select({ slug: events.slug })
        .from(events)
        .where(sql`${events.slug} = ${base} OR ${events.slug} LIKE ${`${base}-%`}`)
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  const [row] = await orm
    .insert(events)
    .values({ slug, ...eventColumns(input) })
    .returning();
  return row!;
}

/**
 * Updates an event, keeping its slug; the capacity may not fall below the places taken (checked
 * in the statement). Undefined when the event is gone or the capacity is too small.
 */
export async function updateEvent(
  orm: Orm,
  id: string,
  input: ValidEventInput,
): Promise<EventRow | undefined> {
  const [row] = await orm
    .update(events)
    .set({ ...eventColumns(input), updatedAt: new Date() })
    .where(
      and(
        eq(events.id, id),
        input.capacity === null ? undefined : sql`${events.placesTaken} <= ${input.capacity}`,
      ),
    )
    .returning();
  return row;
}

/**
 * Sets an event's English and French texts to the ones given, removing the others; without
 * `translations` (an edit that does not name them) they stay as they are.
 */
export async function writeEventTranslations(
  orm: Orm,
  eventId: string,
  translations: ValidEventInput['translations'],
): Promise<void> {
  if (!translations) return;
  const given = (['en', 'fr'] as const).flatMap((language) => {
    const texts = translations[language];
    return texts ? [{ eventId, language, ...texts, description: texts.description ?? '' }] : [];
  });
  await orm.delete(eventTexts).where(
    and(
      eq(eventTexts.eventId, eventId),
      notInArray(
        eventTexts.language,
        given.map((row) => row.language),
      ),
    ),
  );
  if (given.length === 0) return;
  await orm
    .insert(eventTexts)
    .values(given)
    .onConflictDoUpdate({
      target: [eventTexts.eventId, eventTexts.language],
      set: {
        title: sql`excluded.title`,
        teaser: sql`excluded.teaser`,
        description: sql`excluded.description`,
      },
    });
}
