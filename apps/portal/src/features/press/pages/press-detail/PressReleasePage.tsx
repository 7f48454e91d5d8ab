import { useLoaderData, useLocation } from 'react-router';
import { usePortalConfig } from '../../../../shared/portalConfig';
import { pressDownloadUrl } from '../../pressAddress';
import type { PressReleaseData } from '../../pressLoaders';
import { PressReleaseView } from './PressReleaseView';

/** A press release: the route's loader fetches it and answers an unknown one with the 404 page. */
export function PressReleasePage() {
  const { release } = useLoaderData() as PressReleaseData;
  const { api } = usePortalConfig();
  const { pathname, search } = useLocation();
  return (
    <PressReleaseView
      release={release}
      downloadHref={(file) => pressDownloadUrl(api, release?.slug ?? '', file)}
      retryHref={`${pathname}${search}`}
    />
  );
}
