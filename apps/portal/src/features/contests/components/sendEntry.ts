import type { ContestKind } from '@lindner/api/schema';
import type { ApiAddress } from './sendVote';

export type EntryOutcome =
  | { ok: true; message: string | null; pictureId?: string }
  | { ok: false; message: string | null; fieldErrors: Record<string, string> };

async function post(
  url: string,
  body: BodyInit,
  locale: string,
  json: boolean,
): Promise<{ status: number; envelope: Record<string, unknown> } | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Accept-Language': locale,
        ...(json ? { 'Content-Type': 'application/json' } : {}),
      },
      body,
    });
    const envelope = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    return { status: response.status, envelope };
  } catch {
    return null;
  }
}

function outcomeOf(answer: Awaited<ReturnType<typeof post>>): EntryOutcome {
  if (!answer) return { ok: false, message: null, fieldErrors: {} };
  const { status, envelope } = answer;
  const message =
    typeof envelope.message === 'string' && envelope.message.trim() !== ''
      ? envelope.message
      : null;
  if (status === 200 && envelope.success === true) {
    const data = (envelope.data as { data?: { pictureId?: unknown } } | undefined)?.data;
    return {
      ok: true,
      message,
      ...(typeof data?.pictureId === 'string' ? { pictureId: data.pictureId } : {}),
    };
  }
  const errors = envelope.errors;
  const fieldErrors: Record<string, string> = {};
  if (errors && typeof errors === 'object') {
    for (const [field, text] of Object.entries(errors)) {
      if (typeof text === 'string') fieldErrors[field === 'pictureId' ? 'picture' : field] = text;
    }
  }
  return { ok: false, message, fieldErrors };
}

/**
 * An entry without a token and without zod (a public page's script budget): the picture first
 * (`POST /contests/{contest}/pictures`), then the entry naming it. The server's messages and
 * field errors come back as they are.
 */
export async function sendEntry(
  contest: ContestKind,
  picture: File | null,
  toBody: (pictureId: string | null) => unknown,
  { baseUrl, clientSegment }: ApiAddress,
  locale: string,
): Promise<EntryOutcome> {
  const base = `${baseUrl.replace(/\/+$/, '')}/${clientSegment.replace(/^\/+|\/+$/g, '')}/contests/${contest}`;
  let pictureId: string | null = null;
  if (picture) {
    const form = new FormData();
    form.append('picture', picture);
    const uploaded = outcomeOf(await post(`${base}/pictures`, form, locale, false));
    if (!uploaded.ok) return uploaded;
    pictureId = uploaded.pictureId ?? null;
  }
  return outcomeOf(await post(`${base}/entries`, JSON.stringify(toBody(pictureId)), locale, true));
}
