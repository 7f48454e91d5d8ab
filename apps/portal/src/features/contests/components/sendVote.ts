import type { ContestKind } from '@lindner/api/schema';

/** Where the API answers (plain data, for an island's props). */
export interface ApiAddress {
  baseUrl: string;
  clientSegment: string;
}

export type VoteOutcome =
  { ok: true; votes: number; message: string | null } | { ok: false; message: string | null };

/**
 * `POST /contests/{contest}/entries/{id}/votes` with the consent, without a token and without
 * zod (a public page's script budget): the new count, or the server's message (409: voted).
 */
export async function sendVote(
  contest: ContestKind,
  entryId: string,
  { baseUrl, clientSegment }: ApiAddress,
  locale: string,
): Promise<VoteOutcome> {
  const segment = clientSegment.replace(/^\/+|\/+$/g, '');
  let response: Response;
  try {
    response = await fetch(
      `${baseUrl.replace(/\/+$/, '')}/${segment}/contests/${contest}/entries/${encodeURIComponent(entryId)}/votes`,
      {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          'Content-Type': 'application/json',
          'Accept-Language': locale,
        },
        body: JSON.stringify({ consent: true }),
      },
    );
  } catch {
    return { ok: false, message: null };
  }
  const envelope = (await response.json().catch(() => ({}))) as {
    success?: unknown;
    message?: unknown;
    data?: { data?: { votes?: unknown } };
  };
  const message =
    typeof envelope.message === 'string' && envelope.message.trim() !== ''
      ? envelope.message
      : null;
  const votes = envelope.data?.data?.votes;
  if (response.status === 200 && envelope.success === true && typeof votes === 'number') {
    return { ok: true, votes, message };
  }
  return { ok: false, message };
}
