import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ServerOptions } from '../server';
import type { SignOnKeys } from '../signOn/signOnKeys';
import { accessTokenFor } from './testServer';

/** Calls the API in process as a given user (a user id), or without a token (null). */
export function apiClient(app: FastifyInstance, keys: SignOnKeys, options: ServerOptions) {
  return async (
    user: string | null,
    path: string,
    init: Omit<InjectOptions, 'url' | 'path'> = {},
  ) => {
    const headers: Record<string, string> = {
      'accept-language': 'en',
      ...(init.headers as Record<string, string> | undefined),
    };
    if (user) headers.authorization = `Bearer ${await accessTokenFor(keys, options, user)}`;
    return app.inject({ ...init, url: `/api/${options.apiClientSegment}${path}`, headers });
  };
}
