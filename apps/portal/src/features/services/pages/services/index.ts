// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { portalNewsServicesMessages } from '../../../../messages/newsServices';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { ServicesPage } from './ServicesPage';

export const Component = withPageMessages([portalNewsServicesMessages], ServicesPage);
