import type { SubmitOutcome } from '../forms/submitOutcome';

/** Where the API answers, as the portal's config names it (plain data, for an island's props). */
export interface ApiAddress {
  baseUrl: string;
  clientSegment: string;
}

export interface SendOptions {
  /** The form's own message for an answer of a status (429: wait), instead of the server's. */
  statusMessages?: Readonly<Record<number, string>>;
}

/**
 * `POST {baseUrl}/{clientSegment}/{path}` without a token, read as `@lindner/api`'s client reads
 * an answer's envelope (HTTP 200 with `success: true`; else its message and `errors`). Written
 * out because that client checks answers with zod, which a public page's script budget has no
 * room for; a public form needs only whether it arrived.
 */
export async function sendPublic(
  path: string,
  body: unknown,
  { baseUrl, clientSegment }: ApiAddress,
  locale: string,
  { statusMessages = {} }: SendOptions = {},
): Promise<SubmitOutcome> {
  const segment = clientSegment.replace(/^\/+|\/+$/g, '');
  let response: Response;
  try {
    response = await fetch(`${baseUrl.replace(/\/+$/, '')}/${segment}/${path}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        'Accept-Language': locale,
      },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: null, fieldErrors: {} };
  }
  const own = statusMessages[response.status];
  if (own !== undefined) return { ok: false, message: own, fieldErrors: {} };
  const envelope = await response.json().then(
    (json: unknown) => (isRecord(json) ? json : {}),
    () => ({}) as Record<string, unknown>,
  );
  if (response.status === 200 && envelope.success === true) return { ok: true };
  const { message, errors } = envelope;
  return {
    ok: false,
    message: typeof message === 'string' && message.trim() !== '' ? message : null,
    fieldErrors: isRecord(errors)
      ? Object.fromEntries(
          Object.entries(errors).filter(
            (entry): entry is [string, string] => typeof entry[1] === 'string',
          ),
        )
      : {},
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
