import { ApiError, fetchNewsletterInterests } from '@lindner/api/client';
import {
  newsletterLinkProblems,
  type NewsletterLinkProblem,
  type NewsletterTopic,
} from '@lindner/api/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { publicApiOptionsOf } from '../../shared/publicApiOptions';

/** Why the page offers the sign-up instead of the interests: SPEC.md's flags and the link's. */
export type NewsletterProblem = NewsletterLinkProblem | 'notSubscribed' | 'segmentNotSetUp';

/** What the newsletter page shows, from its address (`?token=…` or `?link=…`). */
export type NewsletterPageData =
  | { kind: 'signUp' }
  | { kind: 'confirmed'; token: string; interests: NewsletterTopic[] }
  | { kind: 'problem'; problem: NewsletterProblem }
  /** The interests could not be fetched: the page offers Retry. */
  | { kind: 'unavailable' };

const problemOfStatus: Record<number, NewsletterProblem> = {
  404: 'invalid',
  410: 'expired',
  409: 'notSubscribed',
  503: 'segmentNotSetUp',
};

/**
 * The page's loader: with a confirmation link's token the subscription's interests (on the server
 * for the first response), or why the link does not work; without one, the sign-up.
 */
export async function loadNewsletterPage({
  request,
}: LoaderFunctionArgs): Promise<NewsletterPageData> {
  const search = new URL(request.url).searchParams;
  const token = search.get('token');
  if (!token) {
    const problem = newsletterLinkProblems.find((each) => each === search.get('link'));
    return problem ? { kind: 'problem', problem } : { kind: 'signUp' };
  }
  try {
    const { interests } = await fetchNewsletterInterests(token, publicApiOptionsOf(request));
    return { kind: 'confirmed', token, interests };
  } catch (error) {
    const problem = error instanceof ApiError ? problemOfStatus[error.status ?? 0] : undefined;
    if (problem) return { kind: 'problem', problem };
    if (request.signal.aborted) throw error;
    console.error('Error fetching the newsletter interests', error);
    return { kind: 'unavailable' };
  }
}
