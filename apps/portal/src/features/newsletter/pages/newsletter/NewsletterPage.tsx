import { useLoaderData, useLocation } from 'react-router';
import { usePortalConfig } from '../../../../shared/portalConfig';
import type { NewsletterPageData } from '../../newsletterLoaders';
import { NewsletterView } from './NewsletterView';

/** The newsletter page; its forms send to `POST /newsletter/subscriptions` and `…/interests`. */
export function NewsletterPage() {
  const { baseUrl, clientSegment } = usePortalConfig().api;
  const { pathname, search } = useLocation();
  return (
    <NewsletterView
      api={{ baseUrl, clientSegment }}
      data={useLoaderData() as NewsletterPageData}
      retryHref={`${pathname}${search}`}
    />
  );
}
