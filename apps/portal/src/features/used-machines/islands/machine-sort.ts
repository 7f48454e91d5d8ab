import { portalUsedMachinesControlsMessages } from '../../../messages/usedMachines';
import { defineIsland } from '../../../shared/islands';
import { SortForm } from '../components/SortForm';

/** The list's order: a GET form that, hydrated, applies a choice at once. */
export const machineSortIsland = defineIsland({
  name: 'machine-sort',
  catalogs: [portalUsedMachinesControlsMessages],
  Component: SortForm,
});
