import { useMemo } from 'react';
import { useLoaderData, useLocation } from 'react-router';
import { Island } from '../../../../shared/islands';
import { usePortalConfig } from '../../../../shared/portalConfig';
import { attachmentHref } from '../../adFormat';
import { adReplyIsland } from '../../islands/ad-reply';
import type { MarketplaceAdData } from '../../marketplaceLoaders';
import { MarketplaceDetailView } from './MarketplaceDetailView';

/**
 * One ad: the route's loader fetches it (on the server for the first response) and answers an
 * unknown or no longer public one with the 404 page. The gallery and the reply are the page's
 * islands (the reply signs in and calls the API in the browser); the rest is the server's HTML.
 */
export function MarketplaceDetailPage() {
  const { ad } = useLoaderData() as MarketplaceAdData;
  const config = usePortalConfig();
  const { pathname, search } = useLocation();
  // The PDFs' addresses are under the API's base, which only the page knows.
  const shown = useMemo(
    () =>
      ad && {
        ...ad,
        attachments: ad.attachments.map((attachment) => ({
          ...attachment,
          url: attachmentHref(config.api, attachment.url),
        })),
      },
    [ad, config.api],
  );
  return (
    <MarketplaceDetailView
      ad={shown}
      reply={ad ? <Island key={ad.id} of={adReplyIsland} props={{ adId: ad.id, config }} /> : null}
      retryHref={`${pathname}${search}`}
    />
  );
}
