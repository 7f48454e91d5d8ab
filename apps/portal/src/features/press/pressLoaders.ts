import {
  ApiError,
  fetchPressPhotos,
  fetchPressRelease,
  fetchPressReleases,
} from '@lindner/api/client';
import type {
  PressPhotoList,
  PressPhotoQuery,
  PressRelease,
  PressReleaseList,
} from '@lindner/api/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { publicApiOptionsOf } from '../../shared/publicApiOptions';
import { pageOf, photoQueryOf } from './pressAddress';

/** What the release list's route loads: the page asked for and its releases (null: not fetched). */
export interface PressListData {
  page: number;
  list: PressReleaseList | null;
}

/** What a release's route loads (null: not fetched). */
export interface PressReleaseData {
  release: PressRelease | null;
}

/** What the photo search's route loads: the search of the address and its page of photos. */
export interface PressPhotosData {
  query: PressPhotoQuery;
  list: PressPhotoList | null;
}

const notFound = () => new Response(null, { status: 404, statusText: 'Not Found' });

/** The list's loader: a failed fetch shows in the page with Retry rather than as an error page. */
export async function loadPressList({ request }: LoaderFunctionArgs): Promise<PressListData> {
  const page = pageOf(new URL(request.url).searchParams.get('page'));
  try {
    return { page, list: await fetchPressReleases(page, publicApiOptionsOf(request)) };
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error('Error fetching the press releases', error);
    return { page, list: null };
  }
}

/** A release's loader: HTTP 404 for one that does not exist; null when it could not be fetched. */
export async function loadPressRelease({
  request,
  params,
}: LoaderFunctionArgs): Promise<PressReleaseData> {
  try {
    return { release: await fetchPressRelease(params.slug ?? '', publicApiOptionsOf(request)) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw notFound();
    }
    if (request.signal.aborted) throw error;
    console.error('Error fetching the press release', error);
    return { release: null };
  }
}

/** The photo search's loader: the address's search, fetched in the page's language. */
export async function loadPressPhotos({ request }: LoaderFunctionArgs): Promise<PressPhotosData> {
  const query = photoQueryOf(new URL(request.url).searchParams);
  try {
    return { query, list: await fetchPressPhotos(query, publicApiOptionsOf(request)) };
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error('Error fetching the press photos', error);
    return { query, list: null };
  }
}
