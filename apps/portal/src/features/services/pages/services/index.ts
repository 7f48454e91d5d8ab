// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { apiPersonalAreaMessages } from '@lindner/api';
import { portalPublicFormsMessages } from '../../../../messages';
import { portalNewsServicesMessages } from '../../../../messages/newsServices';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { ServicesPage } from './ServicesPage';

// The GVL contact form speaks with the public forms' frame and the API's field messages.
export const Component = withPageMessages(
  [portalNewsServicesMessages, portalPublicFormsMessages, apiPersonalAreaMessages],
  ServicesPage,
);
