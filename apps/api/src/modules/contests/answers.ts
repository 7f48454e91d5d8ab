import type {
  ContestEntry,
  ContestSummary,
  DrawerAgeBand,
  EditorialEntry,
  ImageAssetPayload,
} from '@lindner/api/schema';
import type { ContestWithText, PublishedEntry } from './repository';
import type { ContestEntryRow } from './tables';

/** The renditions of an entry's picture and their widths: 4:3 landscape, re-encoded as WebP. */
export const entryPictureWidths = { xs: 320, md: 640, 'xs@2x': 640, 'md@2x': 1280 } as const;
export type EntryPictureRendition = keyof typeof entryPictureWidths;
export const entryPictureAspect = 3 / 4;

/** Where an entry's picture files are, below the API's path. */
export const entryPicturePath = (entryId: string, rendition: EntryPictureRendition) =>
  `/contest-entries/${entryId}/pictures/${rendition}.webp`;

/** The age bands as numbers, the same in every language ("≤ 6", "7–10"). */
const ageBandLabels: Record<DrawerAgeBand, string> = {
  'up-to-6': '≤ 6',
  '7-10': '7–10',
  '11-14': '11–14',
};

export function toContestSummary(
  { contest, text, entryCount }: ContestWithText,
  now: Date,
): ContestSummary {
  return {
    id: contest.kind,
    title: text.title,
    intro: text.intro,
    prize: text.prize,
    textLanguage: text.language,
    submissionDeadline: contest.submissionDeadline.toISOString(),
    open: contest.submissionDeadline > now,
    prizeDrawOn: contest.prizeDrawOn,
    entryCount,
  };
}

function pictureAsset(entry: ContestEntryRow, apiPath: string): ImageAssetPayload | null {
  if (!entry.pictureId) return null;
  const url = (rendition: EntryPictureRendition) =>
    `${apiPath}${entryPicturePath(entry.id, rendition)}`;
  return {
    versions: {
      contest: { xs: url('xs'), 'xs@2x': url('xs@2x'), md: url('md'), 'md@2x': url('md@2x') },
    },
    alt: entry.title ?? entry.drawerFirstName ?? entry.firstName,
    width: entryPictureWidths.xs,
    height: Math.round(entryPictureWidths.xs * entryPictureAspect),
  };
}

/** The name an entry is published under: the drawer's first name, else the writer's. */
const publishedName = (entry: ContestEntryRow) => entry.drawerFirstName ?? entry.firstName;

export function toContestEntry({ entry, votes }: PublishedEntry, apiPath: string): ContestEntry {
  return {
    id: entry.id,
    title: entry.title,
    name: publishedName(entry),
    ageBand: entry.ageBand,
    picture: pictureAsset(entry, apiPath),
    videoUrl: entry.videoUrl,
    publishedAt: entry.publishedAt!.toISOString(),
    votes,
  };
}

/** An entry as the editorial review lists it (plugins/editorialSources.ts). */
export function toEditorialEntry(entry: ContestEntryRow): EditorialEntry {
  const drawing = entry.kind === 'drawing-contest';
  return {
    kind: entry.kind,
    id: entry.id,
    title: drawing
      ? `${entry.drawerFirstName} (${ageBandLabels[entry.ageBand!]})`
      : (entry.title ?? ''),
    // The drawing's prize goes to the parent's address; the moment's words are its title.
    text: drawing ? `${entry.street}, ${entry.zip} ${entry.city}` : '',
    files: entry.pictureId
      ? [
          {
            name: `${entry.kind}-${entry.id}.webp`,
            path: entryPicturePath(entry.id, 'md@2x'),
            contentType: 'image/webp',
          },
        ]
      : [],
    videoUrl: entry.videoUrl,
    writerName: publishedName(entry),
    submittedAt: entry.createdAt.toISOString(),
    state: entry.state,
    reason: entry.reason,
    publishedAt: entry.publishedAt?.toISOString() ?? null,
    reply: null,
  };
}
