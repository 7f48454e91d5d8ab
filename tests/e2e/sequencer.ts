import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Files that change the demo data other files read: they run after all others, in this order.
 * The checkout renews the farmer's expiring licence, after which the farmer has no expiry banner
 * (the sign-on test reads it); the used machines' test lists a machine more and fills the
 * farmer's bookmarks; the fleet's test gives the newcomer an approved Geotrac (the trainings'
 * test reads the newcomer without a vehicle) and signs staff in, whose password the password
 * test then changes.
 */
const changingDemoData = [
  'checkout.e2e.test.ts',
  'usedMachines.e2e.test.ts',
  'fleet.e2e.test.ts',
  'password.e2e.test.ts',
  // Books the Lintrac's engine oil, which the dealer enters done: after the maintenance test.
  'serviceBooking.e2e.test.ts',
  // Hands the farmer's Geotrac to the newcomer and back: before the newcomer's deletion.
  'vehicleTransfer.e2e.test.ts',
  // Deletes the newcomer's account: after every file that signs the newcomer in.
  'dataExport.e2e.test.ts',
];

const changesAt = (file: TestSpecification) =>
  changingDemoData.findIndex((name) => file.moduleId.endsWith(`/${name}`));

/** Vitest's own order (slowest known first), with the files above moved to the end. */
export class DemoDataSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const changing = sorted
      .filter((file) => changesAt(file) >= 0)
      .sort((a, b) => changesAt(a) - changesAt(b));
    return [...sorted.filter((file) => changesAt(file) < 0), ...changing];
  }
}
