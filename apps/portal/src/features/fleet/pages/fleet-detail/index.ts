// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { portalFleetMessages } from '../../../../messages/fleet';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { VehiclePage } from './VehiclePage';

export const Component = withPageMessages([portalFleetMessages], VehiclePage);
