// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches the releases.
import { portalPressMessages } from '../../../../messages/press';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadPressList } from '../../pressLoaders';
import { PressPage } from './PressPage';

export const Component = withPageMessages([portalPressMessages], PressPage);

export const loader = loadPressList;
