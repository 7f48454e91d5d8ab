import { apiEnvelopeSchema, apiErrorEnvelopeSchema, findUnreadableText } from '@lindner/api/schema';
import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyPluginOptions,
  FastifyTypeProvider,
  RawServerDefault,
} from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { $ZodType, input, output } from 'zod/v4/core';
import { failure } from './envelope';
import { errorMessages } from './errorMessages';
import { fieldErrorMessage } from './fieldErrors';
import { unencapsulated } from './unencapsulated';

/**
 * Routes typed by the zod schemas of `@lindner/api/schema`: a request's params, query string and
 * body are what their schemas put out; an answer is what its schema reads in (the wire form the
 * portal parses), so a route cannot send what the portal would refuse.
 */
export interface SchemaTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends $ZodType ? output<this['schema']> : unknown;
  serializer: this['schema'] extends $ZodType ? input<this['schema']> : unknown;
}

/** A domain's routes as a plugin whose routes are typed by their schemas. */
export type SchemaRoutes<Options extends FastifyPluginOptions = Record<never, never>> =
  FastifyPluginAsync<Options, RawServerDefault, SchemaTypeProvider>;

/** The answers a route documents: its payload in the envelope, and the envelope of a refusal. */
export function answers<Payload extends z.ZodMiniType>(payload: Payload) {
  return {
    200: apiEnvelopeSchema(payload),
    '4xx': apiErrorEnvelopeSchema,
  };
}

/** An answer without a payload (`data: { data: null }`). */
export const emptyAnswer = answers(z.null());

interface SchemaRoutesOptions {
  /**
   * Check every answer against its schema before sending it (development and tests: an answer
   * the portal would refuse is a 500 here, not a broken page there).
   */
  checkAnswers: boolean;
}

/**
 * The scope's routes validate params, query string and body with their zod schemas (a 400 in
 * the envelope naming each field, in the caller's language: plugins/envelopeErrors.ts) and
 * serialize answers as JSON, checked against their schema when `checkAnswers`.
 *
 * One text rule for every text of every request, before any schema: a NUL or another control
 * character (tab and line breaks aside), DEL, or a lone UTF-16 surrogate is refused with a 400
 * naming the field. No form can type them; PostgreSQL refuses NUL, and a lone surrogate turns
 * into U+FFFD on the way to the database, so what was stored would not be what was sent. Tab and
 * line breaks are refused by the schemas of single-line fields (`requiredText`, `optionalText`).
 */
export const schemaRoutes = unencapsulated<SchemaRoutesOptions>(
  'schema-routes',
  async (app: FastifyInstance, { checkAnswers }) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(({ schema, method, url }) => {
      return (data) => {
        const json = JSON.stringify(data);
        if (checkAnswers && schema instanceof z.core.$ZodType) {
          const checked = z.safeParse(schema, JSON.parse(json));
          if (!checked.success) {
            throw new Error(
              `The answer of ${method} ${url} does not match its schema: ${z.prettifyError(checked.error)}`,
            );
          }
        }
        return json;
      };
    });

    app.addHook('preValidation', async (request, reply) => {
      const sources = { params: request.params, querystring: request.query, body: request.body };
      for (const [source, value] of Object.entries(sources)) {
        const path = findUnreadableText(value);
        if (!path) continue;
        const field = path.join('.') || source;
        return reply.status(400).send(
          failure(request.t(errorMessages.invalidInput), {
            [field]: request.t(fieldErrorMessage('controlCharacters')),
          }),
        );
      }
    });
  },
);
