import type { AxleLoadModel } from '@lindner/api/schema';

/**
 * The model range from `{apiBase}/{segment}/models` (public, no token), in a chunk of its own
 * that a calculator given its models does without. It checks the answer by hand rather than
 * through the API client and the schema library: those are 12 kB gzip, half of what a CMS
 * widget may weigh beyond the shared runtime (DESIGN.md), for one list of numbers. Rejects for
 * any failure, which the calculator shows with Retry.
 */
export async function fetchAxleLoadModels(
  apiBase: string,
  segment: string,
  signal: AbortSignal,
): Promise<AxleLoadModel[]> {
  const url = `${apiBase.replace(/\/+$/, '')}/${segment.replace(/^\/+|\/+$/g, '')}/models`;
  const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  const body: unknown = await response.json().catch(() => undefined);
  // The API's envelope: `{ success: true, data: { data: payload } }`.
  const payload =
    response.status === 200 && isRecord(body) && body.success === true && isRecord(body.data)
      ? body.data.data
      : undefined;
  if (!Array.isArray(payload) || !payload.every(isAxleLoadModel)) {
    throw new Error(`GET ${url}: HTTP ${response.status}, not a list of models`);
  }
  return payload;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const kilogramFields = [
  'netWeight',
  'netFrontAxleLoad',
  'netRearAxleLoad',
  'permittedFrontAxleLoad',
  'permittedRearAxleLoad',
  'permittedTotalWeight',
] as const;

/** What `axleLoadModelSchema` of @lindner/api accepts. */
function isAxleLoadModel(value: unknown): value is AxleLoadModel {
  if (!isRecord(value)) return false;
  const { id, name, series, wheelbase, minimumFrontAxleShare: share } = value;
  const isKilograms = (kg: unknown) =>
    kg === null || (typeof kg === 'number' && Number.isFinite(kg) && kg >= 0);
  return (
    typeof id === 'string' &&
    typeof name === 'string' &&
    typeof series === 'string' &&
    (wheelbase === null ||
      (typeof wheelbase === 'number' && Number.isFinite(wheelbase) && wheelbase > 0)) &&
    kilogramFields.every((field) => isKilograms(value[field])) &&
    (share === undefined || (typeof share === 'number' && share > 0 && share < 1))
  );
}
