import { adAnswerInputSchema, adLimits, type AdReply } from '@lindner/api/schema';
import { Banner, Button, Text, TextArea } from '@lindner/ui';
import { Form } from '@lindner/ui/final-form';
import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import { useSchemaChecks } from '../../../shared/forms/useSchemaChecks';
import * as styles from './classifiedAds.css';
import { answeredOn, answerFieldName, manageMessages, replyMeta } from '../classifiedAdsMessages';

/** How answering ended: the reply with its answer, or turned down. */
export type AnswerOutcome = { ok: true; data: AdReply } | Extract<SubmitOutcome, { ok: false }>;

export interface ReplyItemProps {
  reply: AdReply;
  /** Sends the answer; null when ignored (another one runs). */
  onAnswer: (content: string) => Promise<AnswerOutcome | null>;
}

interface AnswerValues {
  [field: string]: unknown;
  content?: string;
}

const answerFields = ['content'] as const;
const answerOf = (values: AnswerValues) => ({ content: values.content ?? '' });

/**
 * A reply to one of the user's ads: who wrote it, when, and what (as text), then the user's
 * answer, or a form to write one; once sent, the answer shows in the form's place.
 */
export function ReplyItem({ reply, onAnswer }: ReplyItemProps) {
  const intl = useIntl();
  const [answer, setAnswer] = useState(reply.answer);
  const checks = useSchemaChecks(adAnswerInputSchema, answerOf, answerFields);
  const shown = reply.answer ?? answer;
  const date = (value: string) =>
    intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <li className={styles.reply}>
      <Text size="small" tone="muted">
        {intl.formatMessage(replyMeta, { name: reply.replierName, date: date(reply.createdAt) })}
      </Text>
      <p className={styles.userText}>{reply.content}</p>
      {shown ? (
        <div className={styles.answer}>
          <Text size="small" tone="muted">
            {intl.formatMessage(answeredOn, { date: date(shown.answeredAt) })}
          </Text>
          <p className={styles.userText}>{shown.content}</p>
        </div>
      ) : (
        <Form<AnswerValues>
          onSubmit={async (values) => {
            const outcome = await onAnswer(answerOf(values).content);
            if (outcome === null) return undefined;
            if (outcome.ok) {
              setAnswer(outcome.data.answer);
              return undefined;
            }
            return {
              [FORM_ERROR]: outcome,
              ...(outcome.fieldErrors.content ? { content: outcome.fieldErrors.content } : {}),
            };
          }}
          render={({ handleSubmit, submitting, submitError }) => (
            <form
              noValidate
              className={styles.answerForm}
              onSubmit={(event) => void handleSubmit(event)}
            >
              <TextArea
                name="content"
                label={intl.formatMessage(answerFieldName, { name: reply.replierName })}
                required
                check={checks.content}
                rows={3}
                maxLength={adLimits.reply}
              />
              {isRejection(submitError) ? (
                <Banner tone="error" title={intl.formatMessage(manageMessages.notSent)}>
                  <p>{submitError.message ?? intl.formatMessage(manageMessages.notSent)}</p>
                </Banner>
              ) : null}
              <div className={styles.actions}>
                <Button type="submit" busy={submitting}>
                  {intl.formatMessage(manageMessages.sendAnswer)}
                </Button>
              </div>
            </form>
          )}
        />
      )}
    </li>
  );
}

type Rejection = Extract<SubmitOutcome, { ok: false }>;

function isRejection(value: unknown): value is Rejection {
  return typeof value === 'object' && value !== null && (value as Rejection).ok === false;
}
