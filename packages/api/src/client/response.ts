import type { ZodMiniType as ZodType } from 'zod/mini';
import { fieldErrorsSchema, type FieldErrors } from '../schema';
import { ApiError, isAbortError } from './ApiError';

/**
 * The payload of an answer: it counts only with HTTP 200 and `success: true`, and the payload
 * (`data.data`) must match its schema. `call` names the request in logs, e.g. 'GET /fleet'.
 */
export async function readPayload<T>(
  response: Response,
  schema: ZodType<T>,
  call: string,
): Promise<T> {
  const body = await readJson(response);
  if (response.status !== 200 || !isRecord(body) || body.success !== true) {
    throw new ApiError({
      status: response.status,
      serverMessage: messageOf(body),
      fieldErrors: fieldErrorsOf(body),
    });
  }
  const payload = isRecord(body.data) && 'data' in body.data ? body.data.data : undefined;
  const result = schema.safeParse(payload);
  if (!result.success) {
    const issues = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`,
    );
    console.error(`The answer to ${call} does not match its schema:\n${issues.join('\n')}`);
    throw new ApiError({ status: response.status, cause: result.error });
  }
  return result.data;
}

/** The body as JSON, or undefined when it is none (an error page, an empty answer). */
async function readJson(response: Response): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    if (isAbortError(error)) throw error;
    throw new ApiError({ status: response.status, cause: error });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function messageOf(body: unknown): string | null {
  if (!isRecord(body) || typeof body.message !== 'string') return null;
  return body.message.trim() === '' ? null : body.message;
}

function fieldErrorsOf(body: unknown): FieldErrors {
  if (!isRecord(body)) return {};
  const result = fieldErrorsSchema.safeParse(body.errors);
  return result.success ? result.data : {};
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
