import * as z from 'zod/mini';
import { ApiError } from './ApiError';
import { configuration } from './configuration';
import { tokenMissingText } from './request';
import { requestUrl, type QueryParams } from './requestParts';
import { readPayload } from './response';

export interface SignedFile {
  /** The file, to save with `URL.createObjectURL`. */
  blob: Blob;
  /** The file name the server suggests (content-disposition), else `fallbackName`. */
  fileName: string;
}

/**
 * GET {path} with the bearer token for a file rather than an envelope (a CSV, a PDF): a plain
 * link cannot carry the token. Errors as ApiError with the server's message, like every call.
 */
export async function fetchSignedFile(
  path: string,
  {
    accept,
    fallbackName,
    query = {},
    signal,
  }: {
    accept: string;
    fallbackName: string;
    query?: QueryParams;
    signal?: AbortSignal;
  },
): Promise<SignedFile> {
  const { baseUrl, clientSegment, getToken, getLocale, fetch: fetchFn } = configuration();
  const token = getToken();
  if (!token) throw new Error(tokenMissingText);
  const headers = new Headers({ Accept: accept, Authorization: `Bearer ${token}` });
  const locale = getLocale?.();
  if (locale) headers.set('Accept-Language', locale);
  const url = requestUrl(baseUrl, clientSegment, path, query);
  let response: Response;
  try {
    response = await (fetchFn ?? fetch)(url, { headers, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: null, cause: error });
  }
  if (response.status !== 200) {
    // Throws the server's message (an envelope with success false).
    await readPayload(response, z.never(), `GET ${path}`);
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}
