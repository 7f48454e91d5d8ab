import type { Settings } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import {
  consentsFormValues,
  consentsInputOf,
  contactFormValues,
  contactInputOf,
  interestsFormValues,
  interestsInputOf,
} from './settingsForms';

const pending = { state: 'pending', changedAt: null } as const;
const settings: Settings = {
  interests: ['telematics', 'tractors'],
  contactChannel: null,
  newsletter: {
    status: 'subscribed',
    email: 'lena@example.com',
    requestedAt: null,
    confirmedAt: null,
  },
  consents: {
    terms: { state: 'accepted', changedAt: '2026-01-02T10:00:00+01:00' },
    images: pending,
    referenceCustomer: { state: 'declined', changedAt: '2026-01-02T10:00:00+01:00' },
    communication: pending,
  },
  consentHistory: [],
};

describe('interests', () => {
  it('round-trips the chosen topics in the topics order', () => {
    const values = interestsFormValues(settings);
    expect(values.interests).toMatchObject({ tractors: true, telematics: true, supercup: false });
    expect(interestsInputOf(values)).toEqual({ interests: ['tractors', 'telematics'] });
    expect(interestsInputOf({})).toEqual({ interests: [] });
  });
});

describe('contact channel', () => {
  it('is empty without a preference and sends null for none', () => {
    expect(contactFormValues(settings)).toEqual({ contactChannel: undefined });
    expect(contactInputOf({})).toEqual({ contactChannel: null });
    expect(contactInputOf({ contactChannel: 'sms' })).toEqual({ contactChannel: 'sms' });
    expect(contactInputOf({ contactChannel: 'pigeon' })).toEqual({ contactChannel: null });
  });
});

describe('consents', () => {
  it('shows a pending consent without a decision', () => {
    expect(consentsFormValues(settings)).toEqual({
      terms: 'accepted',
      images: undefined,
      referenceCustomer: 'declined',
      communication: undefined,
    });
  });

  it('sends only the decisions the user changed', () => {
    const saved = consentsFormValues(settings);
    expect(consentsInputOf(saved, saved)).toEqual({});
    expect(
      consentsInputOf({ ...saved, images: 'accepted', referenceCustomer: 'accepted' }, saved),
    ).toEqual({ images: 'accepted', referenceCustomer: 'accepted' });
  });
});
