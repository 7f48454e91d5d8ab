import { oldTimerCataloguePath } from '@lindner/api/client';
import type { ImageAssetPayload } from '@lindner/api/schema';
import { localizePath, type Locale } from '@lindner/i18n';
import type { SharedImage } from '../../shared/head';

/** An old-timer's page. */
export function oldTimerPath(oldTimerId: string, locale: Locale): string {
  return localizePath('old-timer-detail', { slug: oldTimerId }, locale);
}

/**
 * A catalogue's PDF at the API's public address: an open one is a plain link to it; a restricted
 * one answers only a request with a token (the island fetches it).
 */
export function catalogueUrl(
  api: { baseUrl: string; clientSegment: string },
  oldTimerId: string,
  catalogueId: string,
): string {
  const segment = api.clientSegment.replace(/^\/+|\/+$/g, '');
  return `${api.baseUrl.replace(/\/+$/, '')}/${segment}${oldTimerCataloguePath(oldTimerId, catalogueId)}`;
}

/**
 * A picture as a shared link shows it: its small file (whose size the asset states) at an
 * absolute address, which the API's base address gives on the server.
 */
export function sharedPictureOf(
  picture: ImageAssetPayload,
  apiBase: string | undefined,
): SharedImage {
  const [renditions] = Object.values(picture.versions);
  const path = renditions?.xs ?? '';
  let url = path;
  try {
    url = new URL(path, apiBase).href;
  } catch {
    // No base, or a relative one (a story's): the address stays as the API gave it.
  }
  return { url, width: picture.width, height: picture.height, alt: picture.alt };
}
