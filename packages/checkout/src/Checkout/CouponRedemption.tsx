import type { Coupon, PriceSummary } from '@lindner/api/schema';
import { Button } from '@lindner/ui';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CouponFeedback } from '../core/coupon';
import * as styles from './Checkout.css';
import { TextInput } from './Field';
import { useFieldErrorText, usePeriodName } from './format';
import { couponAppliedMessage, messages } from './messages';
import { Section } from './Section';
import type { CouponRedemptionState } from './useCoupon';

/** The coupon code, redeemed with "Einlösen" (or Enter), and which lines it discounts. */
export function CouponRedemption({
  code,
  applied,
  coupon,
  serverError,
  notRedeemed,
  summary,
}: {
  code: string;
  applied: Coupon | null;
  coupon: CouponRedemptionState;
  serverError?: string;
  /** An order was tried with a code typed but not redeemed. */
  notRedeemed: boolean;
  summary: PriceSummary | null;
}) {
  const intl = useIntl();
  const id = useId();
  const fieldErrorText = useFieldErrorText();
  const periodName = usePeriodName();
  const feedbackText = (feedback: CouponFeedback) =>
    feedback.kind === 'key'
      ? fieldErrorText(feedback.key)
      : feedback.kind === 'text'
        ? feedback.text
        : intl.formatMessage(messages.couponFailed);
  const error =
    serverError ??
    (coupon.feedback
      ? feedbackText(coupon.feedback)
      : notRedeemed
        ? intl.formatMessage(messages.couponNotRedeemed)
        : undefined);
  const discounted = summary?.lines.filter((line) => line.discountCents > 0) ?? [];
  return (
    <Section title={messages.couponSection}>
      <div className={styles.couponRow}>
        <TextInput
          className={styles.couponField}
          id={`${id}-coupon`}
          name="couponCode"
          label={intl.formatMessage(messages.couponLabel)}
          value={code}
          error={error}
          autoComplete="off"
          onChange={coupon.type}
          onEnter={() => void coupon.redeem()}
        />
        <Button
          variant="secondary"
          busy={coupon.checking}
          disabled={code.trim() === ''}
          onClick={() => void coupon.redeem()}
        >
          <FormattedMessage {...messages.redeem} />
        </Button>
      </div>
      {applied ? (
        <p className={styles.couponValid} role="status">
          <FormattedMessage
            {...couponAppliedMessage}
            values={{
              code: applied.code,
              lines: intl.formatList(
                (discounted.length > 0
                  ? discounted.map((line) => line.period)
                  : applied.periods
                ).map(periodName),
                { type: 'conjunction' },
              ),
            }}
          />
        </p>
      ) : null}
    </Section>
  );
}
