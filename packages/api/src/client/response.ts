import type { FieldErrors } from '../schema/envelope';
import { ApiError, isAbortError } from './ApiError';

/**
 * What checks an answer's payload: a zod schema of `../schema`, or any checker with the same
 * `safeParse` (a widget's hand-written one, without the schema library).
 */
export interface PayloadChecker<T> {
  safeParse(value: unknown): PayloadCheck<T>;
}

export type PayloadCheck<T> =
  | { success: true; data: T }
  | {
      success: false;
      error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
    };

/**
 * The payload of an answer: it counts only with HTTP 200 and `success: true`, and the payload
 * (`data.data`) must match its schema. `call` names the request in logs, e.g. 'GET /fleet'.
 */
export async function readPayload<T>(
  response: Response,
  schema: PayloadChecker<T>,
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
      (issue) => `${issue.path.map(String).join('.') || '(payload)'}: ${issue.message}`,
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

/** The body's `errors` when they are texts by field name (`fieldErrorsSchema`), else none. */
function fieldErrorsOf(body: unknown): FieldErrors {
  if (!isRecord(body) || !isRecord(body.errors)) return {};
  const entries = Object.entries(body.errors);
  return entries.every(([, message]) => typeof message === 'string')
    ? (Object.fromEntries(entries) as FieldErrors)
    : {};
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
