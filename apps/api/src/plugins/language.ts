import { languageOf, negotiateLocale, type Locale } from '@lindner/i18n/core';
import type { FastifyRequest } from 'fastify';
import { unencapsulated } from './unencapsulated';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's locale by Accept-Language (weights, regions read as their language); else German. */
    readonly locale: Locale;
  }
}

/** Server texts exist per language: `de-at` reads `de`, `fr-fr` reads `fr`. */
export type TextLanguage = ReturnType<typeof languageOf>;

/** `request.locale` on every request, from the one locale table of `@lindner/i18n/core`. */
export const language = unencapsulated('language', async (app) => {
  app.decorateRequest('locale', {
    getter(this: FastifyRequest) {
      return negotiateLocale([], this.headers['accept-language']);
    },
  });
});

/** The language of the texts a request is answered with. */
export function textLanguage(request: FastifyRequest): TextLanguage {
  return languageOf(request.locale);
}
