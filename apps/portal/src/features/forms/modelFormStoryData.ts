import type { ModelFormData } from './modelChoices';

/** A part of the range, as the forms about a model offer it. */
export const storyModels: NonNullable<ModelFormData['models']> = [
  { id: 'lintrac-95', name: 'Lintrac 95' },
  { id: 'lintrac-130', name: 'Lintrac 130' },
  { id: 'geotrac-134ep', name: 'Geotrac 134ep' },
  { id: 'unitrac-122-ldrive', name: 'Unitrac 122 LDrive' },
];
