import { fieldErrorMessages, isFieldErrorKey, type FieldErrors } from '@lindner/api/schema';
import type { MessageDescriptor } from '@lindner/i18n/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { failure } from './envelope';
import { errorMessages } from './errorMessages';

/** A domain's field error keys besides the general ones, with their messages. */
export type FieldErrorMessages = Readonly<Record<string, MessageDescriptor>>;

/** The message of a field error key: the domain's, else a general one, else `invalid`. */
export function fieldErrorMessage(key: string, domain: FieldErrorMessages = {}): MessageDescriptor {
  if (Object.hasOwn(domain, key)) return domain[key]!;
  return fieldErrorMessages[isFieldErrorKey(key) ? key : 'invalid'];
}

/**
 * The request body checked against a schema, or null once a 400 with a message per field has
 * been sent. Fields are named by their path (`economyTypes.1`); the first problem of a field wins.
 * `domain` words the field error keys of a domain (fleet, checkout) besides the general ones.
 */
export async function validBody<Schema extends z.ZodMiniType>(
  schema: Schema,
  request: FastifyRequest,
  reply: FastifyReply,
  domain?: FieldErrorMessages,
): Promise<z.output<Schema> | null> {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    await reply.status(400).send(failure(request.t(errorMessages.invalidBody)));
    return null;
  }
  const result = await schema.safeParseAsync(body);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || '_';
    errors[field] ??= request.t(fieldErrorMessage(issue.message, domain));
  }
  await reply.status(400).send(failure(request.t(errorMessages.invalidInput), errors));
  return null;
}
