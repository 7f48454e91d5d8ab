import type { ModelDetail, ModelFigure } from '@lindner/api/schema';

// The model comparison's logic, without React: which models the address names, the rows of the
// table with the ones that differ, and the comparison's addresses.

/** How many models the comparison shows side by side. */
export const maxComparedModels = 3;

/** The query key of the compared models: `?models=a,b` (repeated keys, as a form sends, too). */
export const modelsQueryKey = 'models';

/** The query key and value that show only the rows that differ: `&differences=only`. */
export const differencesQueryKey = 'differences';
export const differencesOnlyValue = 'only';

/** What a model's id looks like (`lintrac-130`); anything else names no model. */
const modelIdPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The models the address names, and what it named that the comparison leaves out. */
export interface ComparedModelIds {
  /** At most three ids, each once, in the address's order. */
  ids: string[];
  /** Ids that cannot name a model (an unknown id of a model's shape is found when fetched). */
  invalid: string[];
  /** How many ids came a second time. */
  duplicates: number;
  /** How many ids came after the third. */
  tooMany: number;
}

/**
 * The ids of `?models=`: comma-separated (`?models=a,b`), repeated (`?models=a&models=b`, as the
 * overview's form sends them) or both. Duplicates, ids of no model's shape and those after the
 * third are left out and counted for the page's notice.
 */
export function readComparedModelIds(params: URLSearchParams): ComparedModelIds {
  const result: ComparedModelIds = { ids: [], invalid: [], duplicates: 0, tooMany: 0 };
  const named = params
    .getAll(modelsQueryKey)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
  for (const id of named) {
    if (!modelIdPattern.test(id)) {
      if (!result.invalid.includes(id)) result.invalid.push(id);
    } else if (result.ids.includes(id)) {
      result.duplicates += 1;
    } else if (result.ids.length >= maxComparedModels) {
      result.tooMany += 1;
    } else {
      result.ids.push(id);
    }
  }
  return result;
}

/** Whether the address asks for only the rows that differ. */
export function readDifferencesOnly(params: URLSearchParams): boolean {
  return params.get(differencesQueryKey) === differencesOnlyValue;
}

/** The comparison's search: `?models=a,b` and `&differences=only`; '' without models. */
export function compareSearch(ids: readonly string[], differencesOnly = false): string {
  if (ids.length === 0) return '';
  // The commas stay as they are: the address reads as the list it is.
  const models = ids.map((id) => encodeURIComponent(id)).join(',');
  return `?${modelsQueryKey}=${models}${
    differencesOnly ? `&${differencesQueryKey}=${differencesOnlyValue}` : ''
  }`;
}

/** The rows of the comparison, in their order: key figures, weights, dimensions, price. */
export const comparedRowKeys = [
  'powerHp',
  'powerKw',
  'transmission',
  'fourWheelSteering',
  'unladenWeightKg',
  'permittedTotalWeightKg',
  'permittedFrontAxleLoadKg',
  'permittedRearAxleLoadKg',
  'wheelbaseMm',
  'lengthMm',
  'widthMm',
  'heightMm',
  'maxSpeedKmh',
  'engine',
  'listPrice',
  'listPriceGross',
] as const satisfies readonly (
  ModelFigure | 'transmission' | 'fourWheelSteering' | 'engine' | 'listPrice' | 'listPriceGross'
)[];
export type ComparedRowKey = (typeof comparedRowKeys)[number];

/** A model's value in a row (null: not known); `demo` for a plausible demo value. */
export interface ComparedCell {
  value: number | string | boolean | null;
  demo: boolean;
}

/** A row of the table: each model's value in the models' order, and whether they differ. */
export interface ComparedRow {
  key: ComparedRowKey;
  cells: ComparedCell[];
  differs: boolean;
}

function cellOf(model: ModelDetail, key: ComparedRowKey): ComparedCell {
  const data = model.technicalData;
  switch (key) {
    case 'transmission':
      return { value: data.transmission, demo: false };
    case 'fourWheelSteering':
      return { value: data.fourWheelSteering, demo: false };
    case 'engine':
      return { value: data.engine, demo: false };
    // No list price is public: the API's are demo values, and the model page marks them.
    case 'listPrice':
      return { value: model.listPriceCents, demo: true };
    case 'listPriceGross':
      return { value: model.listPriceGrossCents, demo: true };
    default:
      return { value: data[key], demo: data.demoFigures.includes(key) };
  }
}

/**
 * The models' rows. A row none of the models has a value for is left out; a row differs when two
 * models show different values (an unknown value counts as one), so a single model differs in
 * nothing. Whether a value is a demo value does not make a difference.
 */
export function compareModels(models: readonly ModelDetail[]): ComparedRow[] {
  if (models.length === 0) return [];
  return comparedRowKeys
    .map((key) => {
      const cells = models.map((model) => cellOf(model, key));
      return { key, cells, differs: new Set(cells.map((cell) => cell.value)).size > 1 };
    })
    .filter((row) => row.cells.some((cell) => cell.value !== null));
}

/** Only the rows that differ. */
export function onlyDifferences(rows: readonly ComparedRow[]): ComparedRow[] {
  return rows.filter((row) => row.differs);
}
