import { replyToClassifiedAd, useSubmit } from '@lindner/api';
import type { AdReplyInput } from '@lindner/api/schema';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { replyMessages } from '../messages';
import { replyOutcomeOf } from '../replyOutcome';
import { AdReplyBox } from './AdReplyBox';
import { ReplyForm } from './ReplyForm';

/**
 * The reply form of a signed-in user, with the API: `POST /classified-ads/{id}/replies`. Loaded
 * only once signed in (see AdReply).
 */
export function AdReplySignedIn({ adId }: { adId: string }) {
  const intl = useIntl();
  const send = useCallback(
    (input: AdReplyInput, signal: AbortSignal) => replyToClassifiedAd(adId, input, signal),
    [adId],
  );
  const { submit } = useSubmit(send, {
    successMessage: replyMessages.saved,
    showErrorToast: false,
  });
  const onSubmit = useCallback(
    async (input: AdReplyInput) =>
      replyOutcomeOf(await submit(input), intl.formatMessage(replyMessages.throttled)),
    [submit, intl],
  );
  return (
    <AdReplyBox
      state="open"
      onSignIn={() => undefined}
      form={(labelledBy) => <ReplyForm onSubmit={onSubmit} labelledBy={labelledBy} />}
    />
  );
}
