import {
  answerClassifiedAdReply,
  changeClassifiedAdStatus,
  deleteClassifiedAd,
  fetchMyClassifiedAds,
  myClassifiedAdsKey,
  useFetch,
  useSubmit,
} from '@lindner/api';
import type { AdReply, AdStatus } from '@lindner/api/schema';
import { layoutStateOf } from '@lindner/ui';
import { useCallback } from 'react';
import { outcomeOf } from '../../../../shared/forms/submitOutcome';
import { adNotices } from '../../classifiedAdsMessages';
import type { AnswerOutcome } from '../../components/ReplyItem';
import { ManageAdsView } from './ManageAdsView';

/** The user's ads with their replies: GET /classified-ads/mine, and what can be done to them. */
export function ManageAdsPage() {
  const ads = useFetch(myClassifiedAdsKey, fetchMyClassifiedAds);
  const revalidate = [myClassifiedAdsKey];
  const status = useSubmit(
    ({ id, status }: { id: string; status: AdStatus }, signal: AbortSignal) =>
      changeClassifiedAdStatus(id, { status }, signal),
    { successMessage: adNotices.statusChanged, revalidate },
  );
  const removal = useSubmit((id: string, signal: AbortSignal) => deleteClassifiedAd(id, signal), {
    successMessage: adNotices.deleted,
    revalidate,
  });
  // A turned-down answer shows at its form, so no error toast repeats it.
  const answering = useSubmit(
    (
      { id, replyId, content }: { id: string; replyId: string; content: string },
      signal: AbortSignal,
    ) => answerClassifiedAdReply(id, replyId, { content }, signal),
    { successMessage: adNotices.answered, showErrorToast: false, revalidate },
  );

  const changeStatus = useCallback(
    async (id: string, next: AdStatus) => (await status.submit({ id, status: next })).data !== null,
    [status],
  );
  const remove = useCallback(
    async (id: string) => (await removal.submit(id)).data !== null,
    [removal],
  );
  const answer = useCallback(
    async (id: string, replyId: string, content: string): Promise<AnswerOutcome | null> => {
      const result = await answering.submit({ id, replyId, content });
      const outcome = outcomeOf(result);
      if (outcome === null) return null;
      return outcome.ok ? { ok: true, data: result.data as AdReply } : outcome;
    },
    [answering],
  );

  return (
    <ManageAdsView
      state={layoutStateOf(ads)}
      onRetry={() => void ads.refetch()}
      ads={ads.data}
      onChangeStatus={changeStatus}
      onDelete={remove}
      onAnswer={answer}
    />
  );
}
