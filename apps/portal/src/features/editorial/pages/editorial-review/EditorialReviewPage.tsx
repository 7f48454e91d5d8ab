import {
  approveEditorialEntry,
  editorialQueueKey,
  fetchEditorialFile,
  fetchEditorialQueue,
  fetchUnansweredGuestbookEntries,
  rejectEditorialEntry,
  replyToGuestbookEntry,
  unansweredGuestbookEntriesKey,
  useFetch,
  useSubmit,
} from '@lindner/api';
import { ApiError } from '@lindner/api/client';
import type {
  EditorialEntry,
  EditorialFile,
  EditorialRejectionInput,
  GuestbookReplyInput,
} from '@lindner/api/schema';
import { useAuth } from '@lindner/auth';
import { layoutStateOf } from '@lindner/ui';
import { useState } from 'react';
import { useFormSubmit } from '../../../../shared/forms/useFormSubmit';
import { reviewMessages } from '../../messages';
import { saveFile } from '../../../../shared/saveFile';
import { EditorialReviewView } from './EditorialReviewView';

const keyOf = (entry: EditorialEntry) => `${entry.kind}:${entry.id}`;
// An approved guestbook entry without an answer moves to the list of those to answer.
const revalidate = [editorialQueueKey, unansweredGuestbookEntriesKey];

/** The editorial review with its data; without the role `staff` nothing is fetched. */
export function EditorialReviewPage() {
  const { hasRealmRole } = useAuth();
  const isStaff = hasRealmRole('staff');
  const queue = useFetch(isStaff ? editorialQueueKey : null, fetchEditorialQueue);
  const unanswered = useFetch(
    isStaff ? unansweredGuestbookEntriesKey : null,
    fetchUnansweredGuestbookEntries,
  );
  // Answered entries leave their list at once, before it is fetched again.
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  // Decided entries leave the list at once, before the queue is fetched again.
  const [decided, setDecided] = useState<ReadonlySet<string>>(new Set());
  const leave = (entry: EditorialEntry) => setDecided((keys) => new Set(keys).add(keyOf(entry)));

  const send = (entry: EditorialEntry, signal: AbortSignal) =>
    approveEditorialEntry(entry.kind, entry.id, signal);
  const approve = useSubmit(send, { successMessage: reviewMessages.approved, revalidate });
  const approveDrawing = useSubmit(send, {
    successMessage: reviewMessages.approvedDrawing,
    revalidate,
  });
  const reject = useFormSubmit(
    (
      { entry, input }: { entry: EditorialEntry; input: EditorialRejectionInput },
      signal: AbortSignal,
    ) => rejectEditorialEntry(entry.kind, entry.id, input, signal),
    { successMessage: reviewMessages.rejected, revalidate },
  );
  const reply = useFormSubmit(
    (
      { entry, input }: { entry: EditorialEntry; input: GuestbookReplyInput },
      signal: AbortSignal,
    ) => replyToGuestbookEntry(entry.id, input, signal),
    { successMessage: reviewMessages.replied, revalidate },
  );

  // The server knows best: a 403 (the role taken away meanwhile) is "not allowed" too.
  const forbidden = queue.error instanceof ApiError && queue.error.status === 403;
  return (
    <EditorialReviewView
      allowed={isStaff && !forbidden}
      state={layoutStateOf(queue)}
      onRetry={() => void queue.refetch()}
      entries={queue.data?.filter((entry) => !decided.has(keyOf(entry))) ?? null}
      onApprove={async (entry) => {
        const submit = entry.kind === 'drawing-contest' ? approveDrawing : approve;
        const { error, data } = await submit.submit(entry);
        if (data) leave(entry);
        // Decided by someone else meanwhile (404): the list as it stands now.
        else if (error) void queue.refetch();
        return data !== null;
      }}
      onReject={async (entry, input) => {
        const outcome = await reject({ entry, input });
        if (outcome?.ok) leave(entry);
        return outcome;
      }}
      onReply={(entry, input) => reply({ entry, input })}
      unanswered={unanswered.data?.filter((entry) => !answered.has(entry.id)) ?? null}
      unansweredFailed={Boolean(unanswered.error)}
      onRetryUnanswered={() => void unanswered.refetch()}
      onAnswer={async (entry, input) => {
        const outcome = await reply({ entry, input });
        if (outcome?.ok) setAnswered((ids) => new Set(ids).add(entry.id));
        return outcome;
      }}
      onDownload={async (file: EditorialFile) => {
        try {
          const { blob, fileName } = await fetchEditorialFile(file);
          saveFile(blob, fileName);
          return true;
        } catch {
          return false;
        }
      }}
    />
  );
}
