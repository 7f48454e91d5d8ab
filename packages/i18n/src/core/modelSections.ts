import { languageOf, type Locale } from './locales';
import type { RouteName, RouteParams, Segments } from './routes';

// A model page's sections, whose addresses are words of each language: a module of its own, so
// that only the pages that name a section (the model pages, the public frame's language switch)
// load the table.

/**
 * The `:section` segment of `model-section` per language (DESIGN.md), keyed by the section's
 * name (`modelSections` of @lindner/api/schema, in SPEC.md's order).
 */
export const modelSectionSegments = {
  overview: { de: 'ueberblick', en: 'overview', fr: 'apercu' },
  transmission: { de: 'getriebe', en: 'transmission', fr: 'transmission' },
  traclink: { de: 'traclink', en: 'traclink', fr: 'traclink' },
  lights: { de: 'licht', en: 'lights', fr: 'eclairage' },
  ldrive: { de: 'ldrive', en: 'ldrive', fr: 'ldrive' },
  hydraulics: { de: 'hydraulik', en: 'hydraulics', fr: 'hydraulique' },
  'four-wheel-steering': {
    de: 'allradlenkung',
    en: 'four-wheel-steering',
    fr: 'quatre-roues-directrices',
  },
  engine: { de: 'motor', en: 'engine', fr: 'moteur' },
  dimensions: { de: 'abmessungen', en: 'dimensions', fr: 'dimensions' },
  cabin: { de: 'kabine', en: 'cabin', fr: 'cabine' },
  financing: { de: 'finanzierung', en: 'financing', fr: 'financement' },
} as const satisfies Record<string, Segments>;
export type ModelSectionName = keyof typeof modelSectionSegments;

/** The `:section` segment of a model section in a locale's language. */
export function modelSectionSegment(section: ModelSectionName, locale: Locale): string {
  return modelSectionSegments[section][languageOf(locale)];
}

/** The section a `:section` segment names in a locale's language; null for none. */
export function modelSectionOfSegment(segment: string, locale: Locale): ModelSectionName | null {
  const language = languageOf(locale);
  const found = (Object.keys(modelSectionSegments) as ModelSectionName[]).find(
    (section) => modelSectionSegments[section][language] === segment,
  );
  return found ?? null;
}

/**
 * A route's parameters in another locale: the same, but for the section of a model's page, whose
 * segment is a word of each language (`abmessungen`, `dimensions`, `dimensions`). For the language
 * switch and a page's hreflang alternates; a segment that names no section stays as it is.
 */
export function routeParamsIn(
  name: RouteName,
  params: RouteParams,
  from: Locale,
  to: Locale,
): RouteParams {
  if (name !== 'model-section' || params.section === undefined) return params;
  const section = modelSectionOfSegment(params.section, from);
  return section ? { ...params, section: modelSectionSegment(section, to) } : params;
}
