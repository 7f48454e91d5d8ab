// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { apiPersonalAreaMessages } from '@lindner/api';
import { portalPublicFormsMessages } from '../../../../messages';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { RmiPage } from './RmiPage';

// The field checks speak with the API's field messages, which are in its personal-area part.
export const Component = withPageMessages(
  [portalPublicFormsMessages, apiPersonalAreaMessages],
  RmiPage,
);
