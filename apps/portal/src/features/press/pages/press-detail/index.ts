// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches the release and answers an unknown one with HTTP 404.
import { portalPressMessages } from '../../../../messages/press';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadPressRelease } from '../../pressLoaders';
import { PressReleasePage } from './PressReleasePage';

export const Component = withPageMessages([portalPressMessages], PressReleasePage);

export const loader = loadPressRelease;
