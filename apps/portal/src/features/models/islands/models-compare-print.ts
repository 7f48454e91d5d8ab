import { portalModelsMessages } from '../../../messages/models';
import { defineIsland } from '../../../shared/islands';
import { ComparePrint } from '../components/ComparePrint';

/** The model comparison's Print button, hydrated on its own (the table is the server's HTML). */
export const comparePrintIsland = defineIsland({
  name: 'models-compare-print',
  catalogs: [portalModelsMessages],
  Component: ComparePrint,
});
