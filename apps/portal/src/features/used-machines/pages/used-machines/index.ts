// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that reads the search from the URL and fetches its results.
import {
  portalUsedMachinesControlsMessages,
  portalUsedMachinesMessages,
} from '../../../../messages/usedMachines';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadMachineList } from '../../machineLoaders';
import { UsedMachinesPage } from './UsedMachinesPage';

export const Component = withPageMessages(
  [portalUsedMachinesMessages, portalUsedMachinesControlsMessages],
  UsedMachinesPage,
);

export const loader = loadMachineList;
