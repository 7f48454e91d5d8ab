import { ApiError } from '@lindner/api';
import type { Coupon } from '@lindner/api/schema';
import { useState, type Dispatch } from 'react';
import { fetchCoupon } from '../api/calls';
import type { CheckoutPageAction } from '../core/checkoutPage';
import { checkCoupon, couponFailure, type CouponFeedback } from '../core/coupon';

export interface CouponRedemptionState {
  checking: boolean;
  feedback: CouponFeedback | null;
  type: (code: string) => void;
  redeem: () => Promise<void>;
  /** Asks the server again for a coupon applied before, e.g. once the prices changed. */
  recheck: (applied: Coupon) => Promise<void>;
}

/** Redeeming the coupon code typed: the coupon applied when valid today, else why not. */
export function useCoupon(
  code: string,
  today: string,
  dispatch: Dispatch<CheckoutPageAction>,
): CouponRedemptionState {
  const [checking, setChecking] = useState(false);
  const [feedback, setFeedback] = useState<CouponFeedback | null>(null);

  const type = (typed: string) => {
    dispatch({ type: 'typeCouponCode', code: typed });
    setFeedback(null);
  };

  const redeem = async () => {
    const typed = code.trim();
    if (typed === '' || checking) return;
    setChecking(true);
    dispatch({ type: 'redeemCoupon' });
    try {
      const checked = checkCoupon(await fetchCoupon(typed), today);
      dispatch({ type: 'applyCoupon', coupon: checked.applied });
      setFeedback(checked.feedback);
    } catch (error) {
      dispatch({ type: 'applyCoupon', coupon: null });
      setFeedback(couponFailure(error instanceof ApiError ? error : null));
    } finally {
      setChecking(false);
    }
  };

  const recheck = async (applied: Coupon) => {
    const again = await fetchCoupon(applied.code).catch(() => null);
    dispatch({ type: 'applyCoupon', coupon: again ? checkCoupon(again, today).applied : null });
  };

  return { checking, feedback, type, redeem, recheck };
}
