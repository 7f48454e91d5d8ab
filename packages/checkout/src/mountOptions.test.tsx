import { describe, expect, it } from 'vitest';
import { readMountOptions } from './mountOptions';

describe('the CMS options', () => {
  it('are read leniently with their defaults', () => {
    const read = readMountOptions({ locale: ' FR-FR ', kind: 'Warranty', vehicleId: 'nope' });
    expect(read.locale).toBe('fr-fr');
    expect(read.apiBase).toBe('/api');
    expect(read.segment).toBe('portal');
    expect(read.getToken).toBeNull();
    expect(read.props).toEqual({ kind: 'warranty', termsHref: '#', cancellationPolicyHref: '#' });
  });

  it('take a vehicle, a licence to renew, links and a token getter', () => {
    const getToken = () => 'token';
    const read = readMountOptions({
      apiBase: 'https://portal.example/api/',
      kind: 'somethingElse',
      vehicleId: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01',
      renewContractItemId: '0b6d1d8e-0f5c-4d43-9a57-2f0c3c1b9a01',
      termsHref: '/agb',
      cancellationPolicyHref: '/widerruf',
      ordersHref: '/de/mein-lindner/bestellungen',
      getToken,
    });
    expect(read.apiBase).toBe('https://portal.example/api');
    expect(read.getToken).toBe(getToken);
    expect(read.props).toEqual({
      kind: 'traclink',
      vehicleId: '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01',
      renewContractItemId: '0b6d1d8e-0f5c-4d43-9a57-2f0c3c1b9a01',
      termsHref: '/agb',
      cancellationPolicyHref: '/widerruf',
      ordersHref: '/de/mein-lindner/bestellungen',
    });
  });

  it('falls back from unsafe links and API addresses to the defaults', () => {
    const read = readMountOptions({
      apiBase: 'javascript:alert(1)',
      termsHref: 'javascript:alert(1)',
      cancellationPolicyHref: 'data:text/html,<script>alert(1)</script>',
      ordersHref: '//evil.example/orders',
    });
    expect(read.apiBase).toBe('/api');
    expect(read.props.termsHref).toBe('#');
    expect(read.props.cancellationPolicyHref).toBe('#');
    expect(read.props.ordersHref).toBeUndefined();
  });
});
