import { userReportPictureField } from '@lindner/api/schema';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import type { ApiAddress } from '../../shared/islandForm/sendPublic';

// A report's requests, written with fetch as the public forms' (shared/islandForm/sendPublic.ts):
// the API client checks answers with zod, which a public page's script budget has no room for.
// schema/userReports.ts of @lindner/api says why pictures go first, one request each.

/** A picture's upload: its handle, or the server's message (a wrong file: the field's). */
export type PictureOutcome = { ok: true; uploadId: string } | { ok: false; message: string | null };

/** How the form sends: the API by default, something else in stories. */
export interface ReportTransport {
  uploadPicture(file: File): Promise<PictureOutcome>;
  /** `token`: the signed-in writer's, so that the report is theirs. */
  sendReport(payload: ReportPayload, token: string | undefined): Promise<SubmitOutcome>;
}

/** `POST /user-reports`'s body, as the form sends it. */
export interface ReportPayload {
  modelId: string;
  title: string;
  text: string;
  firstName: string;
  region: string;
  email: string;
  pictures: string[];
  privacyConsent: boolean;
}

const addressOf = ({ baseUrl, clientSegment }: ApiAddress, path: string) =>
  `${baseUrl.replace(/\/+$/, '')}/${clientSegment.replace(/^\/+|\/+$/g, '')}/${path}`;

interface Envelope {
  success?: unknown;
  message?: unknown;
  errors?: unknown;
  data?: { data?: unknown };
}

async function envelopeOf(response: Response): Promise<Envelope> {
  return response.json().then(
    (json: unknown) => (typeof json === 'object' && json !== null ? (json as Envelope) : {}),
    () => ({}),
  );
}

const textOf = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The API's transport for the page's address and language. */
export function apiTransport(api: ApiAddress, locale: string): ReportTransport {
  return {
    async uploadPicture(file) {
      const form = new FormData();
      form.append(userReportPictureField, file, file.name);
      let response: Response;
      try {
        response = await fetch(addressOf(api, 'user-reports/pictures'), {
          method: 'POST',
          headers: { Accept: 'application/json', 'Accept-Language': locale },
          body: form,
        });
      } catch {
        return { ok: false, message: null };
      }
      const envelope = await envelopeOf(response);
      const uploadId = (envelope.data?.data as { uploadId?: unknown } | undefined)?.uploadId;
      if (response.status === 200 && envelope.success === true && typeof uploadId === 'string') {
        return { ok: true, uploadId };
      }
      const errors = envelope.errors as Record<string, unknown> | undefined;
      return {
        ok: false,
        message: textOf(errors?.[userReportPictureField]) ?? textOf(envelope.message),
      };
    },

    async sendReport(payload, token) {
      let response: Response;
      try {
        response = await fetch(addressOf(api, 'user-reports'), {
          method: 'POST',
          headers: {
            Accept: 'application/json',
            'Content-Type': 'application/json',
            'Accept-Language': locale,
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify(payload),
        });
      } catch {
        return { ok: false, message: null, fieldErrors: {} };
      }
      const envelope = await envelopeOf(response);
      if (response.status === 200 && envelope.success === true) return { ok: true };
      const errors = envelope.errors;
      return {
        ok: false,
        message: textOf(envelope.message),
        fieldErrors:
          typeof errors === 'object' && errors !== null
            ? Object.fromEntries(
                Object.entries(errors).filter(
                  (entry): entry is [string, string] => typeof entry[1] === 'string',
                ),
              )
            : {},
      };
    },
  };
}
