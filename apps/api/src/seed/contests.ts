import { readFile } from 'node:fs/promises';
import type { ContestKind, DrawerAgeBand } from '@lindner/api/schema';
import { sql } from 'drizzle-orm';
import type { Orm } from '../database/connection';
import { entryPictureAspect, entryPictureWidths } from '../modules/contests/answers';
import {
  contestEntries,
  contestPictureFiles,
  contestPictures,
  contests,
  contestTexts,
  contestVotes,
} from '../modules/contests/tables';

/*
 * The demo contests (issue 30 point 4): the photo and the drawing contest are open (their
 * deadlines lie weeks after `today`), the moment contest's deadline passed 3 days before
 * `today`. Each has approved entries with votes (counted votes of visitors whose hashes are
 * cleared already) and one pending entry. The pictures are GENERATED (seed/drawContestPictures.ts),
 * not photos or drawings of real people; the names are invented. The drawing contest's main
 * prize draw is the stated day in 2025 of SPEC.md section 9.
 */

export const contestPictureDir = new URL('./contest-pictures/', import.meta.url);
export const contestPictureNames = [
  'photo-1',
  'photo-2',
  'photo-3',
  'photo-4',
  'drawing-1',
  'drawing-2',
  'drawing-3',
  'moment-1',
  'moment-2',
] as const;
export type ContestPictureName = (typeof contestPictureNames)[number];

/** The stated day of the drawing contest's main prize draw (SPEC.md section 9: in 2025). */
export const demoPrizeDrawOn = '2025-12-19';

const day = 24 * 60 * 60_000;

/** Fixed ids, so that the seed finds what it made before (the end-to-end test names some). */
export const demoContestEntryIds = {
  photo1: '7a3e5c10-0c1d-4e6f-8a01-000000000001',
  photo2: '7a3e5c10-0c1d-4e6f-8a01-000000000002',
  photo3: '7a3e5c10-0c1d-4e6f-8a01-000000000003',
  photoPending: '7a3e5c10-0c1d-4e6f-8a01-000000000004',
  drawing1: '7a3e5c10-0c1d-4e6f-8a01-000000000011',
  drawing2: '7a3e5c10-0c1d-4e6f-8a01-000000000012',
  drawingPending: '7a3e5c10-0c1d-4e6f-8a01-000000000013',
  moment1: '7a3e5c10-0c1d-4e6f-8a01-000000000021',
  moment2: '7a3e5c10-0c1d-4e6f-8a01-000000000022',
  momentPending: '7a3e5c10-0c1d-4e6f-8a01-000000000023',
} as const;

interface Texts {
  title: string;
  intro: string;
  prize: string;
}

const contestSeeds: {
  kind: ContestKind;
  deadlineInDays: number;
  texts: Record<'de' | 'en' | 'fr', Texts>;
}[] = [
  {
    kind: 'photo-contest',
    deadlineInDays: 40,
    texts: {
      de: {
        title: 'Fotowettbewerb: Dein Lindner im Einsatz',
        intro:
          'Zeig uns Deinen Lindner bei der Arbeit: am Feld, im Wald, im Schnee oder am Hof. Die schönsten Fotos zeigen wir hier, und alle können für ihr Lieblingsfoto abstimmen.',
        prize:
          'Das Foto mit den meisten Stimmen gewinnt einen Lindner-Werksbesuch für zwei Personen.',
      },
      en: {
        title: 'Photo contest: your Lindner at work',
        intro:
          'Show us your Lindner at work: in the field, in the forest, in the snow or on the farm. We show the finest photos here, and everyone can vote for their favourite.',
        prize: 'The photo with the most votes wins a visit to the Lindner works for two.',
      },
      fr: {
        title: 'Concours photo : votre Lindner au travail',
        intro:
          'Montrez-nous votre Lindner au travail : aux champs, en forêt, dans la neige ou à la ferme. Nous publions ici les plus belles photos, et chacun peut voter pour sa préférée.',
        prize:
          'La photo qui recueille le plus de voix gagne une visite de l’usine Lindner pour deux personnes.',
      },
    },
  },
  {
    kind: 'drawing-contest',
    deadlineInDays: 60,
    texts: {
      de: {
        title: 'Zeichenwettbewerb für Kinder',
        intro:
          'Kinder bis 14 Jahre zeichnen ihren Traumtraktor. Eltern laden ein Foto oder einen Scan der Zeichnung hoch; jede Zeichnung nimmt an der Verlosung teil.',
        prize: 'Hauptpreis: ein Lindner-Trettraktor. Alle Kinder bekommen ein kleines Geschenk.',
      },
      en: {
        title: 'Drawing contest for children',
        intro:
          'Children up to 14 draw their dream tractor. Parents upload a photo or a scan of the drawing; every drawing takes part in the prize draw.',
        prize: 'Main prize: a Lindner pedal tractor. Every child gets a small present.',
      },
      fr: {
        title: 'Concours de dessin pour les enfants',
        intro:
          'Les enfants jusqu’à 14 ans dessinent le tracteur de leurs rêves. Les parents envoient une photo ou un scan du dessin ; chaque dessin participe au tirage au sort.',
        prize:
          'Premier prix : un tracteur à pédales Lindner. Chaque enfant reçoit un petit cadeau.',
      },
    },
  },
  {
    kind: 'moment-contest',
    deadlineInDays: -3,
    texts: {
      de: {
        title: 'Lindner-Momente',
        intro:
          'Dein schönster Moment mit Lindner: als Video-Link oder Bild mit ein paar Worten dazu.',
        prize: 'Unter allen Momenten verlosen wir drei Lindner-Fanpakete.',
      },
      en: {
        title: 'Lindner moments',
        intro: 'Your finest moment with Lindner: as a video link or a picture with a few words.',
        prize: 'We draw three Lindner fan packages among all moments.',
      },
      fr: {
        title: 'Moments Lindner',
        intro:
          'Votre plus beau moment avec Lindner : un lien vers une vidéo ou une image, avec quelques mots.',
        prize: 'Nous tirons au sort trois packs de fan Lindner parmi tous les moments.',
      },
    },
  },
];

interface EntrySeed {
  id: string;
  kind: ContestKind;
  picture: ContestPictureName | null;
  title: string | null;
  videoUrl?: string;
  firstName: string;
  lastName: string;
  drawer?: { firstName: string; ageBand: DrawerAgeBand };
  /** Days before `today` it was sent. */
  sentDaysAgo: number;
  /** Days before `today` it was published; null: pending. */
  publishedDaysAgo: number | null;
  /** Counted votes whose visitors' hashes were cleared long ago. */
  votes: number;
}

const entrySeeds: EntrySeed[] = [
  {
    id: demoContestEntryIds.photo1,
    kind: 'photo-contest',
    picture: 'photo-1',
    title: 'Erntezeit im Unterland',
    firstName: 'Maria',
    lastName: 'Egger',
    sentDaysAgo: 20,
    publishedDaysAgo: 18,
    votes: 12,
  },
  {
    id: demoContestEntryIds.photo2,
    kind: 'photo-contest',
    picture: 'photo-2',
    title: 'Abendrot über dem Acker',
    firstName: 'Thomas',
    lastName: 'Huber',
    sentDaysAgo: 15,
    publishedDaysAgo: 14,
    votes: 7,
  },
  {
    id: demoContestEntryIds.photo3,
    kind: 'photo-contest',
    picture: 'photo-3',
    title: 'Nebelmorgen',
    firstName: 'Anna',
    lastName: 'Moser',
    sentDaysAgo: 9,
    publishedDaysAgo: 8,
    votes: 3,
  },
  {
    id: demoContestEntryIds.photoPending,
    kind: 'photo-contest',
    picture: 'photo-4',
    title: 'Frühling am Hang',
    firstName: 'Stefan',
    lastName: 'Kofler',
    sentDaysAgo: 1,
    publishedDaysAgo: null,
    votes: 0,
  },
  {
    id: demoContestEntryIds.drawing1,
    kind: 'drawing-contest',
    picture: 'drawing-1',
    title: null,
    firstName: 'Claudia',
    lastName: 'Steiner',
    drawer: { firstName: 'Lena', ageBand: '7-10' },
    sentDaysAgo: 12,
    publishedDaysAgo: 10,
    votes: 9,
  },
  {
    id: demoContestEntryIds.drawing2,
    kind: 'drawing-contest',
    picture: 'drawing-2',
    title: null,
    firstName: 'Markus',
    lastName: 'Wieser',
    drawer: { firstName: 'Jakob', ageBand: 'up-to-6' },
    sentDaysAgo: 6,
    publishedDaysAgo: 4,
    votes: 5,
  },
  {
    id: demoContestEntryIds.drawingPending,
    kind: 'drawing-contest',
    picture: 'drawing-3',
    title: null,
    firstName: 'Sabine',
    lastName: 'Lechner',
    drawer: { firstName: 'Emma', ageBand: '11-14' },
    sentDaysAgo: 1,
    publishedDaysAgo: null,
    votes: 0,
  },
  {
    id: demoContestEntryIds.moment1,
    kind: 'moment-contest',
    picture: 'moment-1',
    title:
      'Der erste Heuschnitt mit unserem neuen Lintrac: ein Sommerabend, den wir nicht vergessen.',
    firstName: 'Georg',
    lastName: 'Mayr',
    sentDaysAgo: 30,
    publishedDaysAgo: 29,
    votes: 6,
  },
  {
    id: demoContestEntryIds.moment2,
    kind: 'moment-contest',
    picture: null,
    title: 'Schneeräumung im Dorf um fünf Uhr früh – im Video seht Ihr, wie es geht.',
    videoUrl: 'https://video.example.com/lindner-momente/schneeraeumung',
    firstName: 'Petra',
    lastName: 'Hofer',
    sentDaysAgo: 25,
    publishedDaysAgo: 24,
    votes: 4,
  },
  {
    id: demoContestEntryIds.momentPending,
    kind: 'moment-contest',
    picture: 'moment-2',
    title: 'Winterdienst am Hof.',
    firstName: 'Lukas',
    lastName: 'Gruber',
    sentDaysAgo: 5,
    publishedDaysAgo: null,
    votes: 0,
  },
];

type Writer = Pick<Orm, 'insert' | 'select'>;

/** The upload id of a shipped picture: 22 characters, as an upload's. */
const uploadIdOf = (name: ContestPictureName) => `demo_${name}`.padEnd(22, '_');

/**
 * Adds the demo contests, their texts and entries that are missing, and moves the deadlines to
 * follow `today` again (the moment contest's stays passed, the others open).
 */
export async function seedContests(orm: Writer, today: Date): Promise<void> {
  await orm
    .insert(contests)
    .values(
      contestSeeds.map(({ kind, deadlineInDays }) => ({
        kind,
        submissionDeadline: new Date(today.getTime() + deadlineInDays * day),
        prizeDrawOn: kind === 'drawing-contest' ? demoPrizeDrawOn : null,
      })),
    )
    .onConflictDoUpdate({
      target: contests.kind,
      set: { submissionDeadline: sql`excluded.submission_deadline` },
    });
  await orm
    .insert(contestTexts)
    .values(
      contestSeeds.flatMap(({ kind, texts }) =>
        (['de', 'en', 'fr'] as const).map((language) => ({ kind, language, ...texts[language] })),
      ),
    )
    .onConflictDoNothing();

  const pictures = entrySeeds.flatMap((entry) => (entry.picture ? [entry] : []));
  const addedPictures = await orm
    .insert(contestPictures)
    .values(
      pictures.map((entry) => ({
        uploadId: uploadIdOf(entry.picture!),
        kind: entry.kind,
        createdAt: new Date(today.getTime() - entry.sentDaysAgo * day),
      })),
    )
    .onConflictDoNothing()
    .returning({ uploadId: contestPictures.uploadId });
  for (const name of contestPictureNames) {
    if (!addedPictures.some((added) => added.uploadId === uploadIdOf(name))) continue;
    await orm.insert(contestPictureFiles).values(
      await Promise.all(
        Object.entries(entryPictureWidths).map(async ([rendition, width]) => ({
          uploadId: uploadIdOf(name),
          rendition,
          contentType: 'image/webp',
          width,
          height: Math.round(width * entryPictureAspect),
          bytes: await readFile(new URL(`${name}-${rendition}.webp`, contestPictureDir)),
        })),
      ),
    );
  }

  const addedEntries = await orm
    .insert(contestEntries)
    .values(
      entrySeeds.map((entry) => {
        const sentAt = new Date(today.getTime() - entry.sentDaysAgo * day);
        const publishedAt =
          entry.publishedDaysAgo === null
            ? null
            : new Date(today.getTime() - entry.publishedDaysAgo * day);
        return {
          id: entry.id,
          kind: entry.kind,
          title: entry.title,
          pictureId: entry.picture ? uploadIdOf(entry.picture) : null,
          videoUrl: entry.videoUrl ?? null,
          firstName: entry.firstName,
          lastName: entry.lastName,
          email: `${entry.firstName}.${entry.lastName}@example.com`.toLowerCase(),
          locale: 'de-at',
          drawerFirstName: entry.drawer?.firstName ?? null,
          ageBand: entry.drawer?.ageBand ?? null,
          ...(entry.drawer
            ? { street: 'Dorfstraße 12', zip: '6250', city: 'Kundl', termsAcceptedAt: sentAt }
            : {}),
          privacyConsentAt: sentAt,
          state: publishedAt ? ('approved' as const) : ('pending' as const),
          reviewedAt: publishedAt,
          publishedAt,
          createdAt: sentAt,
        };
      }),
    )
    .onConflictDoNothing()
    .returning({ id: contestEntries.id });

  const votes = entrySeeds
    .filter((entry) => addedEntries.some((added) => added.id === entry.id))
    .flatMap((entry) =>
      Array.from({ length: entry.votes }, (_, index) => ({
        entryId: entry.id,
        createdAt: new Date(
          today.getTime() - (entry.publishedDaysAgo! - index / (entry.votes + 1)) * day,
        ),
      })),
    );
  if (votes.length > 0) await orm.insert(contestVotes).values(votes);
}
