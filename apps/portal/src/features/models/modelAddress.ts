import { machineQueryParams, type ModelSection } from '@lindner/api/schema';
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

/** The used-machine list, filtered by the model. */
export function usedMachinesPath(modelId: string, locale: Locale): string {
  const query = machineQueryParams({ modelIds: [modelId] });
  return `${localizePath('used-machines', {}, locale)}?${query.toString()}`;
}
