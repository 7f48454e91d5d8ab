import { negotiateLocale, type Locale, type MessageDescriptor } from '@lindner/i18n/core';
import type { FastifyRequest } from 'fastify';
import { textsFor, type MessageValues } from './texts';
import { unencapsulated } from './unencapsulated';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's locale by Accept-Language (weights, regions read as their language); else German. */
    readonly locale: Locale;
    /** A server message in the caller's locale (plugins/texts.ts). */
    t(descriptor: MessageDescriptor, values?: MessageValues): string;
  }
}

/**
 * `request.locale` on every request, from the one locale table of `@lindner/i18n/core`, and
 * `request.t(message, values)`, the message in that locale.
 */
export const language = unencapsulated('language', async (app) => {
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return negotiateLocale([], this.headers['accept-language']);
    },
  });
  app.decorateRequest('t', function (this: FastifyRequest, descriptor, values) {
    return textsFor(this.locale).t(descriptor, values);
  });
});
