import {
  machineQueryParams,
  type MachineQuery,
  type MachineType,
  type ModelSection,
} from '@lindner/api/schema';
import { localizePath, modelSectionSegment, type Locale } from '@lindner/i18n';

/**
 * The axle-load calculator's query key of the model it starts from (`modelQueryKey` of
 * @lindner/axle-load-calculator, whose import would bring the calculator into the model page).
 */
const axleLoadModelKey = 'model';

/** A model's page: every section on one page. */
export function modelPath(modelId: string, locale: Locale): string {
  return localizePath('model-detail', { slug: modelId }, locale);
}

/** One section of a model's page, at an address of its own in the locale's words. */
export function modelSectionPath(modelId: string, section: ModelSection, locale: Locale): string {
  return localizePath(
    'model-section',
    { slug: modelId, section: modelSectionSegment(section, locale) },
    locale,
  );
}

/** The axle-load calculator, filled in with the model's weights. */
export function axleLoadPath(modelId: string, locale: Locale): string {
  const query = new URLSearchParams({ [axleLoadModelKey]: modelId });
  return `${localizePath('axle-load-calculator', {}, locale)}?${query.toString()}`;
}

/**
 * What a model's page offers of the used-machine list: used and demonstrator machines, not the
 * new ones a dealer lists there too.
 */
const usedMachineTypes: MachineType[] = ['used', 'demo'];

/** The search of a model's used and demonstrator machines, as the page and the list ask it. */
export function usedMachinesQuery(modelId: string): MachineQuery {
  return { modelIds: [modelId], types: usedMachineTypes };
}

/** The used-machine list, filtered by the model (its used and demonstrator machines). */
export function usedMachinesPath(modelId: string, locale: Locale): string {
  const query = machineQueryParams(usedMachinesQuery(modelId));
  return `${localizePath('used-machines', {}, locale)}?${query.toString()}`;
}

/**
 * The forms' query key of the model they start with (`modelOfQuery` of the forms feature, which
 * this feature may not import).
 */
const formModelKey = 'model';

/** A form about the model (a quote, an innovation visit), with the model chosen. */
export function modelFormPath(
  form: 'quote-request' | 'innovation-visit',
  modelId: string,
  locale: Locale,
): string {
  const query = new URLSearchParams({ [formModelKey]: modelId });
  return `${localizePath(form, {}, locale)}?${query.toString()}`;
}
