import { apiErrorEnvelopeSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';
import { settingsCalls, settingsOf } from './settingsTestData';

const server = apiTestServerPerFile();
const { call } = server;
const { send } = settingsCalls(server);

describe('GET /user/settings', () => {
  it('returns the caller’s interests, contact channel, newsletter and consents', async () => {
    const response = await call(demoIds.farmer, '/user/settings');
    expect(response.statusCode).toBe(200);
    const settings = settingsOf(response);
    expect(settings).toMatchObject({
      interests: ['tractors', 'telematics'],
      contactChannel: 'email',
      newsletter: { status: 'subscribed', email: 'josef.brunner@example.com' },
      consents: {
        terms: { state: 'accepted' },
        images: { state: 'declined' },
        referenceCustomer: { state: 'pending', changedAt: null },
        communication: { state: 'pending', changedAt: null },
      },
    });
    expect(settings.consentHistory.map(({ consent, state }) => [consent, state])).toEqual([
      ['images', 'declined'],
      ['images', 'accepted'],
      ['terms', 'accepted'],
    ]);
  });

  it('gives a user who set nothing the defaults, never someone else’s settings', async () => {
    const settings = settingsOf(await call(demoIds.newcomer, '/user/settings'));
    expect(settings).toEqual({
      interests: [],
      contactChannel: null,
      newsletter: { status: 'notSubscribed', email: null, requestedAt: null, confirmedAt: null },
      consents: {
        terms: { state: 'pending', changedAt: null },
        images: { state: 'pending', changedAt: null },
        referenceCustomer: { state: 'pending', changedAt: null },
        communication: { state: 'pending', changedAt: null },
      },
      consentHistory: [],
    });
    expect((await call(null, '/user/settings')).statusCode).toBe(401);
  });
});

describe('PUT /user/settings/contact', () => {
  it('saves the preferred channel of the caller only', async () => {
    const response = await send(demoIds.newcomer, 'PUT', '/user/settings/contact', {
      contactChannel: 'messenger',
      userId: demoIds.farmer,
    });
    expect(response.statusCode).toBe(200);
    expect(settingsOf(response).contactChannel).toBe('messenger');
    expect(settingsOf(await call(demoIds.farmer, '/user/settings')).contactChannel).toBe('email');
    const cleared = await send(demoIds.newcomer, 'PUT', '/user/settings/contact', {
      contactChannel: null,
    });
    expect(settingsOf(cleared).contactChannel).toBeNull();
  });

  it('refuses an unknown channel with 400 and a message', async () => {
    const response = await send(
      demoIds.farmer,
      'PUT',
      '/user/settings/contact',
      { contactChannel: 'pigeon' },
      { 'accept-language': 'de' },
    );
    expect(response.statusCode).toBe(400);
    expect(apiErrorEnvelopeSchema.parse(response.json())).toMatchObject({
      message: 'Bitte prüfe die markierten Felder.',
      errors: { contactChannel: 'Bitte eine der angebotenen Möglichkeiten wählen.' },
    });
    const missing = await send(demoIds.farmer, 'PUT', '/user/settings/contact', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual({
      contactChannel: 'Please choose one of the options offered.',
    });
  });
});

describe('PUT /user/settings/consents', () => {
  it('keeps every change with its time; an unchanged state adds nothing', async () => {
    const first = settingsOf(
      await send(demoIds.newcomer, 'PUT', '/user/settings/consents', {
        terms: 'accepted',
        communication: 'declined',
      }),
    );
    expect(first.consents.terms.state).toBe('accepted');
    expect(first.consents.communication.state).toBe('declined');
    expect(first.consents.images).toEqual({ state: 'pending', changedAt: null });
    expect(Date.parse(first.consents.terms.changedAt!)).toBeGreaterThan(Date.now() - 60_000);

    const second = settingsOf(
      await send(demoIds.newcomer, 'PUT', '/user/settings/consents', {
        terms: 'accepted',
        communication: 'accepted',
      }),
    );
    expect(second.consents.communication.state).toBe('accepted');
    expect(second.consentHistory.map(({ consent, state }) => `${consent}:${state}`)).toEqual([
      'communication:accepted',
      expect.stringMatching(/^(terms:accepted|communication:declined)$/),
      expect.stringMatching(/^(terms:accepted|communication:declined)$/),
    ]);
    expect(second.consentHistory).toHaveLength(3);
    // The farmer's consents are untouched.
    const farmer = settingsOf(await call(demoIds.farmer, '/user/settings'));
    expect(farmer.consents.communication.state).toBe('pending');
  });

  it('refuses states other than accepted and declined, and wrong bodies', async () => {
    const response = await send(demoIds.farmer, 'PUT', '/user/settings/consents', {
      terms: 'pending',
      images: true,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      terms: 'Please choose one of the options offered.',
      images: 'Please choose one of the options offered.',
    });
    const list = await call(demoIds.farmer, '/user/settings/consents', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      payload: '["terms"]',
    });
    expect(list.statusCode).toBe(400);
    expect(list.json().message).toBe('The request does not contain valid data.');
  });
});
