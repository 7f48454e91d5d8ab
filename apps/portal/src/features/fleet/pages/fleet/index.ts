// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
// The fleet's texts (catalog part `fleet`) load with the page.
import { portalFleetMessages } from '../../../../messages/fleet';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { FleetPage } from './FleetPage';

export const Component = withPageMessages([portalFleetMessages], FleetPage);
