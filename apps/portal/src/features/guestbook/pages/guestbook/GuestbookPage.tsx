import { useLoaderData, useLocation } from 'react-router';
import { usePortalConfig } from '../../../../shared/portalConfig';
import type { GuestbookData } from '../../guestbookLoaders';
import { GuestbookView } from './GuestbookView';

/**
 * The guestbook: the route's loader fetches a page of entries (on the server for the first
 * response); the page's number is in the address, so each page can be linked.
 */
export function GuestbookPage() {
  const data = useLoaderData() as GuestbookData;
  const { pathname, search } = useLocation();
  const { baseUrl, clientSegment } = usePortalConfig().api;
  return (
    <GuestbookView
      data={data}
      action={pathname}
      retryHref={`${pathname}${search}`}
      api={{ baseUrl, clientSegment }}
    />
  );
}
