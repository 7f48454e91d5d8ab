// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
// The page speaks with the used machines' texts (its own are in their catalog part too).
import { portalUsedMachinesMessages } from '../../../../messages/usedMachines';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { BookmarksPage } from './BookmarksPage';

export const Component = withPageMessages([portalUsedMachinesMessages], BookmarksPage);
