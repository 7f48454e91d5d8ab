import {
  contestDetailSchema,
  contestEntryReceiptSchema,
  contestListSchema,
  contestPictureField,
  contestPictureSchema,
  contestVoteReceiptSchema,
  type ContestDetail,
  type ContestEntryInputs,
  type ContestEntryReceipt,
  type ContestKind,
  type ContestPicture,
  type ContestSummary,
  type ContestVoteReceipt,
} from '../schema';
import {
  publicGet,
  publicSend,
  type PublicCallOptions,
  type PublicSendOptions,
} from '../client/request';

/** The cache key and path of `fetchContests()`. */
export const contestsKey = '/contests';

/** GET /contests (public): the three contests with their deadlines, in `options.locale`'s language. */
export function fetchContests(options: PublicCallOptions = {}): Promise<ContestSummary[]> {
  return publicGet(contestsKey, contestListSchema, options);
}

/** The cache key and path of `fetchContest(contest)`. */
export const contestKey = (contest: ContestKind) => `/contests/${contest}`;

/** GET /contests/{contest} (public): the contest with its published entries and their votes. */
export function fetchContest(
  contest: ContestKind,
  options: PublicCallOptions = {},
): Promise<ContestDetail> {
  return publicGet(contestKey(contest), contestDetailSchema, options);
}

/**
 * POST /contests/{contest}/pictures: an entry's picture, checked by content on the server (415
 * with a field error on `picture` for anything but JPEG, PNG or WebP; 410 after the deadline).
 */
export function uploadContestPicture(
  contest: ContestKind,
  file: Blob,
  options: PublicSendOptions = {},
): Promise<ContestPicture> {
  const body = new FormData();
  body.append(contestPictureField, file);
  return publicSend('POST', `${contestKey(contest)}/pictures`, body, contestPictureSchema, options);
}

/**
 * POST /contests/{contest}/entries: an entry naming its uploaded picture. 400 with field errors,
 * 410 with the server's message after the deadline, 429 when one address sent too many.
 */
export function submitContestEntry<Kind extends ContestKind>(
  contest: Kind,
  body: ContestEntryInputs[Kind],
  options: PublicSendOptions = {},
): Promise<ContestEntryReceipt> {
  return publicSend(
    'POST',
    `${contestKey(contest)}/entries`,
    body,
    contestEntryReceiptSchema,
    options,
  );
}

/**
 * POST /contests/{contest}/entries/{id}/votes with the consent to storing address and browser
 * data: the entry's new count; 409 with the server's message for a second vote.
 */
export function voteForContestEntry(
  contest: ContestKind,
  entryId: string,
  options: PublicSendOptions = {},
): Promise<ContestVoteReceipt> {
  return publicSend(
    'POST',
    `${contestKey(contest)}/entries/${encodeURIComponent(entryId)}/votes`,
    { consent: true },
    contestVoteReceiptSchema,
    options,
  );
}
