// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches the photos of the address's search.
import { portalPressMessages } from '../../../../messages/press';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadPressPhotos } from '../../pressLoaders';
import { PressPhotosPage } from './PressPhotosPage';

export const Component = withPageMessages([portalPressMessages], PressPhotosPage);

export const loader = loadPressPhotos;
