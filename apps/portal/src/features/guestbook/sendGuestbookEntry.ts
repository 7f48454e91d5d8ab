import { guestbookAttachmentField } from '@lindner/api/schema';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { sendPublic, type ApiAddress } from '../../shared/islandForm/sendPublic';
import type { GuestbookFormValues } from './guestbookFormRules';
import { guestbookPayloadOf } from './guestbookFormRules';

export type { ApiAddress } from '../../shared/islandForm/sendPublic';

/**
 * `POST /guestbook/entries` without a token: as JSON (`sendPublic`), or as multipart with the
 * chosen file beside the fields, read as `sendPublic` reads an answer.
 */
export async function sendGuestbookEntry(
  values: GuestbookFormValues,
  api: ApiAddress,
  locale: string,
): Promise<SubmitOutcome> {
  const payload = guestbookPayloadOf(values);
  if (!values.attachment) return sendPublic('guestbook/entries', payload, api, locale);
  const form = new FormData();
  for (const [name, value] of Object.entries(payload)) form.append(name, String(value));
  form.append(guestbookAttachmentField, values.attachment, values.attachment.name);
  const segment = api.clientSegment.replace(/^\/+|\/+$/g, '');
  let response: Response;
  try {
    response = await fetch(`${api.baseUrl.replace(/\/+$/, '')}/${segment}/guestbook/entries`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Accept-Language': locale },
      body: form,
    });
  } catch {
    return { ok: false, message: null, fieldErrors: {} };
  }
  const envelope = (await response.json().catch(() => ({}))) as {
    success?: unknown;
    message?: unknown;
    errors?: unknown;
  };
  if (response.status === 200 && envelope.success === true) return { ok: true };
  const errors =
    typeof envelope.errors === 'object' && envelope.errors !== null ? envelope.errors : {};
  return {
    ok: false,
    message:
      typeof envelope.message === 'string' && envelope.message.trim() !== ''
        ? envelope.message
        : null,
    fieldErrors: Object.fromEntries(
      Object.entries(errors).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    ),
  };
}
