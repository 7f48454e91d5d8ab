import type { ModelSection } from '@lindner/api/schema';
import type { VehicleModelRow } from '../../plugins/vehicleModels';

type SectionFacts = Pick<VehicleModelRow, 'transmissionKind' | 'fourWheelSteering'>;

const always = () => true;

// Every section of `modelSections`, in its order (a record, so that none can be forgotten; not
// the schema's array: the tests' global setup loads the seed through the built @lindner/api).
const applies: Record<ModelSection, (model: SectionFacts) => boolean> = {
  overview: always,
  transmission: always,
  traclink: always,
  lights: always,
  ldrive: (model) => model.transmissionKind === 'continuously-variable',
  hydraulics: always,
  'four-wheel-steering': (model) => model.fourWheelSteering,
  engine: always,
  dimensions: always,
  cabin: always,
  financing: always,
};

/**
 * The sections of a model's page, in `modelSections`' order: the LDrive section only for a
 * model with Lindner's continuously variable LDrive drive, the four-wheel steering section only
 * where the model has it, every other section for every model. The seed writes texts for these
 * (seed/modelTexts.ts) and the model page shows them.
 */
export function sectionsOf(model: SectionFacts): ModelSection[] {
  return (Object.keys(applies) as ModelSection[]).filter((section) => applies[section](model));
}
