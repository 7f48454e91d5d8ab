import {
  editorialReasonMaxLength,
  editorialRejectionSchema,
  guestbookLimits,
  guestbookReplyInputSchema,
  type EditorialRejectionInput,
  type GuestbookReplyInput,
} from '@lindner/api/schema';
import { TextArea } from '@lindner/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { PersonalForm } from '../../shared/forms/PersonalForm';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { useSchemaChecks } from '../../shared/forms/useSchemaChecks';
import { reviewMessages } from './messages';

interface ReasonValues {
  [field: string]: unknown;
  reason?: string;
}

const rejectionOf = (values: ReasonValues): EditorialRejectionInput => ({
  reason: (values.reason ?? '').trim(),
});
const reasonFields = ['reason'] as const;
const noReason: ReasonValues = { reason: '' };

/** The reason for a rejection, required; staff's draft survives a reload. */
export function RejectForm({
  draftName,
  labelledBy,
  onReject,
}: {
  draftName: string;
  labelledBy: string;
  onReject: (input: EditorialRejectionInput) => Promise<SubmitOutcome | null>;
}) {
  const intl = useIntl();
  const check = useSchemaChecks(editorialRejectionSchema, rejectionOf, reasonFields);
  const labels = useMemo(() => ({ reason: intl.formatMessage(reviewMessages.reason) }), [intl]);
  return (
    <PersonalForm<ReasonValues, EditorialRejectionInput>
      draftName={draftName}
      saved={noReason}
      toPayload={rejectionOf}
      onSubmit={onReject}
      fieldLabels={labels}
      labelledBy={labelledBy}
      submitLabel={intl.formatMessage(reviewMessages.sendRejection)}
    >
      <TextArea
        name="reason"
        label={labels.reason}
        description={intl.formatMessage(reviewMessages.reasonHint)}
        required
        check={check.reason}
        maxLength={editorialReasonMaxLength}
        rows={3}
      />
    </PersonalForm>
  );
}

interface ReplyValues {
  [field: string]: unknown;
  reply?: string;
}

const replyOf = (values: ReplyValues): GuestbookReplyInput => ({
  reply: (values.reply ?? '').trim(),
});
const replyFields = ['reply'] as const;

/** Lindner's answer to a guestbook entry: shown under it, and mailed to its writer. */
export function ReplyForm({
  draftName,
  labelledBy,
  reply,
  onReply,
}: {
  draftName: string;
  labelledBy: string;
  /** The answer given so far, if any. */
  reply: string | null;
  onReply: (input: GuestbookReplyInput) => Promise<SubmitOutcome | null>;
}) {
  const intl = useIntl();
  const check = useSchemaChecks(guestbookReplyInputSchema, replyOf, replyFields);
  const labels = useMemo(() => ({ reply: intl.formatMessage(reviewMessages.replyLabel) }), [intl]);
  const saved = useMemo<ReplyValues>(() => ({ reply: reply ?? '' }), [reply]);
  return (
    <PersonalForm<ReplyValues, GuestbookReplyInput>
      draftName={draftName}
      saved={saved}
      toPayload={replyOf}
      onSubmit={onReply}
      fieldLabels={labels}
      labelledBy={labelledBy}
      submitLabel={intl.formatMessage(
        reply ? reviewMessages.changeReply : reviewMessages.sendReply,
      )}
    >
      <TextArea
        name="reply"
        label={labels.reply}
        description={intl.formatMessage(reviewMessages.replyHint)}
        required
        check={check.reply}
        maxLength={guestbookLimits.reply}
        rows={3}
      />
    </PersonalForm>
  );
}
