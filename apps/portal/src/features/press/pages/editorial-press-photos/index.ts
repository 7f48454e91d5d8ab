// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { portalPressEditorialMessages, portalPressMessages } from '../../../../messages/press';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { EditorialPressPhotosPage } from './EditorialPressPhotosPage';

export const Component = withPageMessages(
  [portalPressMessages, portalPressEditorialMessages],
  EditorialPressPhotosPage,
);
