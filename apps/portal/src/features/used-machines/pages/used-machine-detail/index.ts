// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches the machine and answers an unknown one with HTTP 404.
import { apiPersonalAreaMessages } from '@lindner/api';
import { portalPublicFormsMessages } from '../../../../messages';
import {
  portalUsedMachinesControlsMessages,
  portalUsedMachinesMessages,
} from '../../../../messages/usedMachines';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadMachine } from '../../machineLoaders';
import { UsedMachineDetailPage } from './UsedMachineDetailPage';

// The inquiry is a public form: its fields speak with the public forms' texts and the API's
// field messages, which are in its personal-area part. The small islands' texts are a part of
// their own (where the browser renders the page whole, its islands render with the page's).
export const Component = withPageMessages(
  [
    portalUsedMachinesMessages,
    portalUsedMachinesControlsMessages,
    portalPublicFormsMessages,
    apiPersonalAreaMessages,
  ],
  UsedMachineDetailPage,
);

export const loader = loadMachine;
