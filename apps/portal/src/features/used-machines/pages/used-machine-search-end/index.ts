// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches the saved search a mail's link ends.
import { portalUsedMachinesMessages } from '../../../../messages/usedMachines';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { MachineSearchEndPage } from './MachineSearchEndPage';
import { loadSearchToEnd } from './searchEndLoader';

export const Component = withPageMessages([portalUsedMachinesMessages], MachineSearchEndPage);

export const loader = loadSearchToEnd;
