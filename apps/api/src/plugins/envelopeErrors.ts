import { negotiateLocale, type MessageDescriptor } from '@lindner/i18n/core';
import { DrizzleQueryError } from 'drizzle-orm';
import type { FieldErrors } from '@lindner/api/schema';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { failure, Refusal } from './envelope';
import { errorMessages } from './errorMessages';
import type { RouteTable } from './routeTable';
import { textsFor } from './texts';
import { unencapsulated } from './unencapsulated';
import { fieldErrorMessage, type FieldErrorMessages } from './fieldErrors';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The wording of the field error keys of the route's domain besides the general ones. */
    fieldErrors?: FieldErrorMessages;
  }
}

/**
 * One error handler and one not-found handler for every route of the scope, public ones
 * included: SPEC.md's envelope `{ success: false, message, data: { data: null } }` with a message
 * in the caller's language, also for Fastify's own refusals (malformed or empty JSON, a content
 * type no parser takes, a body too large, no such route, a wrong method). Anything unexpected is
 * a 500 with a general message; the log gets the error, never the request's body or parameters.
 */
export const envelopeErrors = unencapsulated<{ routes: RouteTable }>(
  'envelope-errors',
  async (app, { routes }) => {
    app.setErrorHandler(envelopeErrorHandler);

    app.setNotFoundHandler((request, reply) => {
      const methods = routes.methodsAt(request.url);
      if (methods.length > 0) {
        return reply
          .status(405)
          .header('allow', methods.join(', '))
          .send(failure(request.t(errorMessages.methodNotAllowed)));
      }
      return reply.status(404).send(failure(request.t(errorMessages.notFound)));
    });
  },
);

/**
 * Any error as SPEC.md's envelope: a Refusal as thrown, a request its schemas refuse with a
 * message per field, Fastify's own 4xx with a general message, anything else a 500 whose cause
 * only the log learns. The API's scope and the server's root (sign-on, files, `/csp-reports`)
 * both answer through it.
 */
export function envelopeErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (error instanceof Refusal) {
    return reply.status(error.statusCode).headers(error.headers).send(error.body);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return reply.status(400).send(invalidInput(error, request));
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.status(status).send(failure(request.t(clientErrorMessage(error, status))));
  }
  request.log.error(
    { err: loggableError(error), method: request.method, route: routeOf(request) },
    'Unexpected error',
  );
  return reply.status(500).send(failure(request.t(errorMessages.serverError)));
}

/**
 * The router's own refusals, before any route or plugin sees the request (Fastify's
 * `frameworkErrors`: a parameter over its length, a malformed address): in the envelope too, in
 * the language of the request's Accept-Language.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const texts = textsFor(negotiateLocale([], request.headers['accept-language']));
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 400;
  return reply.status(status).send(failure(texts.t(clientErrorMessage(error, status))));
}

/**
 * A request its schemas refuse: a message per field, named by its path (`economyTypes.1`), the
 * first problem of a field winning; a body that is no object at all says so instead.
 */
function invalidInput(
  error: { validation: { instancePath: string; message?: string }[]; validationContext?: string },
  request: FastifyRequest,
) {
  const domain = request.routeOptions.config.fieldErrors;
  const errors: FieldErrors = {};
  for (const issue of error.validation) {
    const field = issue.instancePath.split('/').filter(Boolean).join('.');
    if (!field && error.validationContext === 'body') {
      return failure(request.t(errorMessages.invalidBody));
    }
    errors[field || error.validationContext || '_'] ??= request.t(
      fieldErrorMessage(issue.message ?? 'invalid', domain),
    );
  }
  return failure(request.t(errorMessages.invalidInput), errors);
}

function clientErrorMessage(error: FastifyError, status: number): MessageDescriptor {
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError) {
    return errorMessages.invalidJson;
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return errorMessages.invalidBody;
  if (status === 413) return errorMessages.bodyTooLarge;
  if (status === 415) return errorMessages.unsupportedMediaType;
  if (status === 404) return errorMessages.notFound;
  if (status === 405) return errorMessages.methodNotAllowed;
  if (status === 414) return errorMessages.uriTooLong;
  return errorMessages.badRequest;
}

/** The route's pattern (`/api/portal/avatars/:uploadId/:file`), not the URL with its values. */
function routeOf(request: FastifyRequest): string | undefined {
  return request.routeOptions.url;
}

/**
 * What the log may keep of an error: its kind, code, message and stack. A query error of drizzle
 * names the SQL parameters (what a user typed) in its message, so its cause speaks instead.
 */
function loggableError(error: Error): Record<string, unknown> {
  const shown =
    error instanceof DrizzleQueryError && error.cause instanceof Error ? error.cause : error;
  const stack = shown.stack ?? '';
  const frames = stack.indexOf('\n    at ');
  return {
    type: shown.name,
    code: (shown as { code?: unknown }).code,
    message: shown.message,
    stack: frames >= 0 ? stack.slice(frames + 1) : undefined,
  };
}
