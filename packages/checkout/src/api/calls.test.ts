import * as api from '@lindner/api/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lintracId, licenceId, welcomeCoupon } from '../testing/demoData';
import {
  checkoutProductsKey,
  contractItemKey,
  couponKey,
  fetchCoupon,
  fleetKey,
  profileKey,
} from './calls';

describe('the checkout’s cache keys', () => {
  it('are those of @lindner/api, so that the portal’s pages and the checkout share answers', () => {
    expect(fleetKey).toBe(api.fleetKey);
    expect(profileKey).toBe('/user/profile');
    expect(contractItemKey(licenceId)).toBe(api.contractItemKey(licenceId));
    expect(checkoutProductsKey('warranty', lintracId)).toBe(
      api.checkoutProductsKey('warranty', lintracId),
    );
    expect(couponKey('WINTER 26/ä')).toBe(api.couponKey('WINTER 26/ä'));
  });
});

describe('a call checked by hand', () => {
  const answer = (status: number, body: unknown) =>
    vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
  const setUp = (fetchFn: typeof fetch) =>
    api.initialize({
      baseUrl: 'https://portal.example/api',
      clientSegment: 'portal',
      getToken: () => 'token',
      fetch: fetchFn,
    });

  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives the payload of a good answer, asked at the API’s path', async () => {
    const fetchFn = answer(200, { success: true, message: '', data: { data: welcomeCoupon } });
    setUp(fetchFn);
    await expect(fetchCoupon(' WILLKOMMEN ')).resolves.toEqual(welcomeCoupon);
    expect(fetchFn.mock.calls[0]![0]).toBe(
      'https://portal.example/api/portal/checkout/coupons/WILLKOMMEN',
    );
  });

  it('rejects an answer its checker refuses, as a schema’s refusal', async () => {
    setUp(answer(200, { success: true, message: '', data: { data: { code: 'X' } } }));
    const error = await fetchCoupon('X').catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(api.ApiError);
    expect(error).toMatchObject({ status: 200 });
  });
});
