import { portalUsedMachinesMessages } from '../../../messages/usedMachines';
import { defineIsland } from '../../../shared/islands';
import { ComparedMachines } from '../pages/used-machines-compare/ComparedMachines';

/** The comparison's table with its options, hydrated on its own. */
export const comparedMachinesIsland = defineIsland({
  name: 'compared-machines',
  catalogs: [portalUsedMachinesMessages],
  Component: ComparedMachines,
});
