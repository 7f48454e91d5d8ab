import { axleLoadFields, type AxleLoadField, type AxleLoadRawInput } from './validateAxleLoadInput';

/** The calculator's form as shared in a link: the typed values and the picked model. */
export interface AxleLoadFormState {
  modelId: string;
  values: Record<AxleLoadField, string>;
}

export const modelQueryKey = 'model';

export function emptyAxleLoadForm(): AxleLoadFormState {
  return {
    modelId: '',
    values: Object.fromEntries(axleLoadFields.map((field) => [field, ''])) as Record<
      AxleLoadField,
      string
    >,
  };
}

/** Reads the form from a URL query (`?netWeight=5000&…`); unknown keys are ignored. */
export function readAxleLoadQuery(search: string): AxleLoadFormState {
  const params = new URLSearchParams(search);
  const form = emptyAxleLoadForm();
  for (const field of axleLoadFields) form.values[field] = params.get(field) ?? '';
  form.modelId = params.get(modelQueryKey) ?? '';
  return form;
}

/**
 * Writes the form into a URL query, keeping the page's other parameters; empty fields are left
 * out so the link stays short.
 */
export function writeAxleLoadQuery(search: string, form: AxleLoadFormState): string {
  const params = new URLSearchParams(search);
  const entries: [string, string][] = [
    [modelQueryKey, form.modelId],
    ...axleLoadFields.map((field): [string, string] => [field, form.values[field]]),
  ];
  for (const [key, value] of entries) {
    if (value.trim() === '') params.delete(key);
    else params.set(key, value.trim());
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Whether anything was typed or picked, so a fresh page can tell a shared link from none. */
export function hasAxleLoadValues(raw: AxleLoadRawInput): boolean {
  return axleLoadFields.some((field) => String(raw[field] ?? '').trim() !== '');
}
