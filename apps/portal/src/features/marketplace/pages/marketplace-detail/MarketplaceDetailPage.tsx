import { useMemo } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import { usePortalConfig } from '../../../../shared/portalConfig';
import { attachmentHref } from '../../adFormat';
import { AdReply } from '../../components/AdReply';
import type { MarketplaceAdData } from '../../marketplaceLoaders';
import { MarketplaceDetailView } from './MarketplaceDetailView';

/**
 * One ad: the route's loader fetches it (on the server for the first response) and answers an
 * unknown or no longer public one with the 404 page; the reply signs in and calls the API in
 * the browser.
 */
export function MarketplaceDetailPage() {
  const { ad } = useLoaderData() as MarketplaceAdData;
  const { api } = usePortalConfig();
  const revalidator = useRevalidator();
  // The PDFs' addresses are under the API's base, which only the page knows.
  const shown = useMemo(
    () =>
      ad && {
        ...ad,
        attachments: ad.attachments.map((attachment) => ({
          ...attachment,
          url: attachmentHref(api, attachment.url),
        })),
      },
    [ad, api],
  );
  return (
    <MarketplaceDetailView
      ad={shown}
      reply={ad ? <AdReply key={ad.id} adId={ad.id} /> : null}
      onRetry={() => void revalidator.revalidate()}
      retrying={revalidator.state === 'loading'}
    />
  );
}
