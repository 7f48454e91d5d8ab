import { ApiError } from './ApiError';
import { configuration } from './configuration';
import { requestBody, requestUrl, type QueryParams } from './requestParts';
import { readPayload, type PayloadChecker } from './response';

export type { PayloadCheck, PayloadChecker } from './response';

export type SendMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface GetOptions {
  /** Sent as the query string; entries without a value are left out. */
  params?: QueryParams;
  signal?: AbortSignal;
}

export type SendOptions = GetOptions;

/** Where a call without a token goes: a CMS page's widget has no `initialize()` and no sign-on. */
export interface PublicGetOptions extends GetOptions {
  /** The API's address without the client segment, e.g. 'https://www.lindner-traktoren.at/api'. */
  baseUrl: string;
  /** The last path segment, e.g. 'portal': the call goes to {baseUrl}/{clientSegment}/{path}. */
  clientSegment: string;
  /** Sent as Accept-Language for the server's texts, e.g. 'de-at'. */
  locale?: string;
  /** Tests and stories: a stand-in for the global fetch. */
  fetch?: typeof fetch;
}

export const tokenMissingText = 'Token is missing';

/** GET {path}: the payload, checked against its schema (or any `PayloadChecker`). */
export function apiGet<T>(
  path: string,
  schema: PayloadChecker<T>,
  options: GetOptions = {},
): Promise<T> {
  return signedRequest('GET', path, undefined, schema, options);
}

/** POST, PUT, PATCH or DELETE {path} with a JSON, FormData or URL-encoded body. */
export function apiSend<T>(
  method: SendMethod,
  path: string,
  body: unknown,
  schema: PayloadChecker<T>,
  options: SendOptions = {},
): Promise<T> {
  return signedRequest(method, path, body, schema, options);
}

/**
 * Where a public call goes: the address given here (a widget on a CMS page, without
 * `initialize()`), else, field by field, that of `initialize()` (the portal, whose visitors
 * need not be signed in).
 */
export type PublicCallOptions = GetOptions & Partial<Omit<PublicGetOptions, keyof GetOptions>>;

/**
 * GET {baseUrl}/{clientSegment}/{path} without a token, for the API's public routes (models,
 * dealers, machines): the same request and envelope reading as `apiGet`, with the address given
 * per call or, where left out, that of `initialize()`.
 */
export function publicGet<T>(
  path: string,
  schema: PayloadChecker<T>,
  { baseUrl, clientSegment, locale, fetch: fetchFn, ...options }: PublicCallOptions = {},
): Promise<T> {
  return request(
    publicTarget({ baseUrl, clientSegment, locale, fetchFn }),
    'GET',
    path,
    undefined,
    schema,
    options,
  );
}

/** Where a public send goes; see `PublicCallOptions`. */
export type PublicSendOptions = SendOptions & PublicCallOptions;

/**
 * POST, PUT, PATCH or DELETE {path} without a token, for the API's public routes (the forms):
 * the same request and envelope reading as `apiSend`, even when a user is signed in.
 */
export function publicSend<T>(
  method: SendMethod,
  path: string,
  body: unknown,
  schema: PayloadChecker<T>,
  { baseUrl, clientSegment, locale, fetch: fetchFn, ...options }: PublicSendOptions = {},
): Promise<T> {
  return request(
    publicTarget({ baseUrl, clientSegment, locale, fetchFn }),
    method,
    path,
    body,
    schema,
    options,
  );
}

/** The address given when it is whole (a widget needs no `initialize()`), else `initialize()`'s. */
function publicTarget(given: Partial<Target>): Target {
  const { baseUrl, clientSegment } = given;
  return baseUrl !== undefined && clientSegment !== undefined
    ? { ...given, baseUrl, clientSegment }
    : initializedTarget(given);
}

/** The address of `initialize()` where the call gives none; never its token. */
function initializedTarget(given: Partial<Target>): Target {
  const configured = configuration();
  return {
    baseUrl: given.baseUrl ?? configured.baseUrl,
    clientSegment: given.clientSegment ?? configured.clientSegment,
    locale: given.locale ?? configured.getLocale?.(),
    fetchFn: given.fetchFn ?? configured.fetch,
  };
}

/** Where a request goes and who sends it; a public call has no token. */
interface Target {
  baseUrl: string;
  clientSegment: string;
  token?: string;
  locale?: string;
  fetchFn?: typeof fetch;
}

async function signedRequest<T>(
  method: 'GET' | SendMethod,
  path: string,
  body: unknown,
  schema: PayloadChecker<T>,
  options: GetOptions,
): Promise<T> {
  const {
    baseUrl,
    clientSegment,
    getToken,
    isOffline,
    getLocale,
    fetch: fetchFn,
  } = configuration();
  const token = getToken();
  if (!token && !isOffline?.()) throw new Error(tokenMissingText);
  return request(
    { baseUrl, clientSegment, token, locale: getLocale?.(), fetchFn },
    method,
    path,
    body,
    schema,
    options,
  );
}

async function request<T>(
  { baseUrl, clientSegment, token, locale, fetchFn }: Target,
  method: 'GET' | SendMethod,
  path: string,
  body: unknown,
  schema: PayloadChecker<T>,
  { params, signal }: GetOptions,
): Promise<T> {
  const { body: sentBody, contentType } = requestBody(body);
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (contentType) headers.set('Content-Type', contentType);
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
