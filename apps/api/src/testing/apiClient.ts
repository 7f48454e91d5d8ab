import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { ServerOptions } from '../server';
import type { SignOnKeys } from '../sign-on/signOnKeys';
import { accessTokenFor } from './testServer';

export type ApiCallInit = Omit<InjectOptions, 'url' | 'path'> & {
  /** A JSON body: a value to serialize, or a string sent as it is (malformed on purpose). */
  json?: unknown;
};

/** A call of the API below its path (`/user`), as a user id or without a token (null). */
export type ApiCall = (
  user: string | null,
  path: string,
  init?: ApiCallInit,
) => Promise<LightMyRequestResponse>;

/** Calls the API in process as a given user (a user id), or without a token (null). */
export function apiClient(app: FastifyInstance, keys: SignOnKeys, options: ServerOptions): ApiCall {
  return async (user, path, { json, ...init } = {}) => {
    const headers: Record<string, string> = {
      'accept-language': 'en',
      ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.headers as Record<string, string> | undefined),
    };
    if (user) headers.authorization = `Bearer ${await accessTokenFor(keys, options, user)}`;
    const payload = typeof json === 'string' ? json : JSON.stringify(json);
    return app.inject({
      ...init,
      ...(json === undefined ? {} : { payload }),
      url: `/api/${options.apiClientSegment}${path}`,
      headers,
    });
  };
}
