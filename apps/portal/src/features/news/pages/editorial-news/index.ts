// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { portalNewsEditorMessages, portalPublicNewsMessages } from '../../../../messages/news';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { EditorialNewsPage } from './EditorialNewsPage';

export const Component = withPageMessages(
  [portalNewsEditorMessages, portalPublicNewsMessages],
  EditorialNewsPage,
);
