// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { portalNewsServicesMessages } from '../../../../messages/newsServices';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { UpfrontNewsArticlePage } from './UpfrontNewsArticlePage';

export const Component = withPageMessages([portalNewsServicesMessages], UpfrontNewsArticlePage);
