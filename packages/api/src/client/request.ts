import type { ZodMiniType as ZodType } from 'zod/mini';
import { ApiError } from './ApiError';
import { configuration } from './configuration';
import { requestBody, requestUrl, type QueryParams } from './requestParts';
import { readPayload } from './response';

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface GetOptions {
  /** Sent as the query string; entries without a value are left out. */
  params?: QueryParams;
  signal?: AbortSignal;
}

export type SendOptions = GetOptions;

export const tokenMissingText = 'Token is missing';

/** GET {path}: the payload, checked against its schema. */
export function apiGet<T>(path: string, schema: ZodType<T>, options: GetOptions = {}): Promise<T> {
  return request('GET', path, undefined, schema, options);
}

/** POST, PUT, PATCH or DELETE {path} with a JSON, FormData or URLSearchParams body. */
export function apiSend<T>(
  method: SendMethod,
  path: string,
  body: unknown,
  schema: ZodType<T>,
  options: SendOptions = {},
): Promise<T> {
  return request(method, path, body, schema, options);
}

async function request<T>(
  method: 'GET' | SendMethod,
  path: string,
  body: unknown,
  schema: ZodType<T>,
  { params, signal }: GetOptions,
): Promise<T> {
  const { baseUrl, clientSegment, getToken, getLocale, fetch: fetchFn } = configuration();
  const token = getToken();
  if (!token) throw new Error(tokenMissingText);

  const { body: sentBody, contentType } = requestBody(body);
  const headers = new Headers({ Accept: 'application/json', Authorization: `Bearer ${token}` });
  if (contentType) headers.set('Content-Type', contentType);
  const locale = getLocale?.();
  if (locale) headers.set('Accept-Language', locale);

  let response: Response;
  try {
    response = await (fetchFn ?? fetch)(requestUrl(baseUrl, clientSegment, path, params), {
      method,
      headers,
      body: sentBody,
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError({ status: null, cause: error });
  }
  return readPayload(response, schema, `${method} ${path}`);
}
