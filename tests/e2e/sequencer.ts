import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that change the demo data other files read: they run after all others. The checkout
 * renews the farmer's expiring licence, after which the farmer has no expiry banner (the sign-on
 * test reads it); the used machines' test lists a machine more and fills the farmer's bookmarks;
 * the fleet's test gives the newcomer an approved Geotrac (the trainings' test reads the
 * newcomer without a vehicle).
 */
const changingDemoData = ['checkout.e2e.test.ts', 'usedMachines.e2e.test.ts', 'fleet.e2e.test.ts'];

/** Vitest's own order (slowest known first), with the files above moved to the end. */
export class DemoDataSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const changes = (file: TestSpecification) =>
      changingDemoData.some((name) => file.moduleId.endsWith(`/${name}`));
    return [...sorted.filter((file) => !changes(file)), ...sorted.filter(changes)];
  }
}
