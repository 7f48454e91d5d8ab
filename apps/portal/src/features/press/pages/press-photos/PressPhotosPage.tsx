import { useLoaderData, useLocation } from 'react-router';
import { usePortalConfig } from '../../../../shared/portalConfig';
import { pressPhotoUrl } from '../../pressAddress';
import type { PressPhotosData } from '../../pressLoaders';
import { PressPhotosView } from './PressPhotosView';

/** The photo search: the route's loader reads the search of the address and fetches its page. */
export function PressPhotosPage() {
  const data = useLoaderData() as PressPhotosData;
  const { api } = usePortalConfig();
  const { pathname, search } = useLocation();
  return (
    <PressPhotosView
      data={data}
      fileHref={(url) => pressPhotoUrl(api.baseUrl, url)}
      retryHref={`${pathname}${search}`}
    />
  );
}
