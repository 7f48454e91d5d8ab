import { fieldErrorMessages, isFieldErrorKey, type FieldErrors } from '@lindner/api/schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import { failure } from './envelope';
import { errorMessages } from './errorMessages';

/**
 * The request body checked against a schema, or null once a 400 with a message per field has
 * been sent. Fields are named by their path (`economyTypes.1`); the first problem of a field wins.
 */
export async function validBody<Schema extends z.ZodMiniType>(
  schema: Schema,
  request: FastifyRequest,
  reply: FastifyReply,
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
    const key = isFieldErrorKey(issue.message) ? issue.message : 'invalid';
    errors[field] ??= request.t(fieldErrorMessages[key]);
  }
  await reply.status(400).send(failure(request.t(errorMessages.invalidInput), errors));
  return null;
}
