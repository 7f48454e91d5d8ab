// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches the compared machines of `?ids=`.
import { portalUsedMachinesMessages } from '../../../../messages/usedMachines';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadComparedMachines } from './compareLoader';
import { UsedMachinesComparePage } from './UsedMachinesComparePage';

export const Component = withPageMessages([portalUsedMachinesMessages], UsedMachinesComparePage);

export const loader = loadComparedMachines;
