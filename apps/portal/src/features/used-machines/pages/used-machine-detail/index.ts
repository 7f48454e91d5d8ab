// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches the machine and answers an unknown one with HTTP 404.
import { apiPersonalAreaMessages } from '@lindner/api';
import { portalPublicFormsMessages } from '../../../../messages';
import { portalUsedMachinesMessages } from '../../../../messages/usedMachines';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadMachine } from '../../machineLoaders';
import { UsedMachineDetailPage } from './UsedMachineDetailPage';

// The inquiry is a public form: its fields speak with the public forms' texts and the API's
// field messages, which are in its personal-area part.
export const Component = withPageMessages(
  [portalUsedMachinesMessages, portalPublicFormsMessages, apiPersonalAreaMessages],
  UsedMachineDetailPage,
);

export const loader = loadMachine;
