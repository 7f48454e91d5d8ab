import { RouterContextProvider } from 'react-router';
import type { ModelSummary } from '@lindner/api/schema';
import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadModelChoices, modelOfQuery } from './modelChoices';
import { innovationVisitPayloadOf, quoteRequestPayloadOf } from './publicForms';

const envelope = (data: unknown) =>
  new Response(JSON.stringify({ success: true, message: null, data: { data } }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

const summary = (id: string, name: string) =>
  ({
    id,
    name,
    series: 'Lintrac',
    kind: 'tractor',
    teaser: 'Ein Traktor.',
    textLanguage: 'de',
    powerHp: 100,
    transmission: null,
    fourWheelSteering: false,
    unladenWeightKg: null,
    uses: [],
    picture: { versions: { mobile: { xs: '/a.webp', md: '/b.webp' } }, width: 480, height: 320 },
  }) satisfies ModelSummary;

const range = [summary('lintrac-95', 'Lintrac 95'), summary('lintrac-130', 'Lintrac 130')];

const args = (url: string): LoaderFunctionArgs => ({
  request: new Request(url),
  url: new URL(url),
  pattern: '',
  params: {},
  context: new RouterContextProvider(),
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the loader of the forms about a model', () => {
  it('offers the range and chooses the model the address names', async () => {
    const fetch = vi.fn(async () => envelope(range));
    vi.stubGlobal('fetch', fetch);
    const data = await loadModelChoices(
      args('https://portal.example/de-at/service-kontakt/angebot-anfordern?model=lintrac-130'),
    );
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe(
      'https://portal.example/api/portal/models/overview',
    );
    expect(data).toEqual({
      models: [
        { id: 'lintrac-95', name: 'Lintrac 95' },
        { id: 'lintrac-130', name: 'Lintrac 130' },
      ],
      model: 'lintrac-130',
    });
  });

  it('chooses nothing for a model that is not in the range', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(range)),
    );
    const data = await loadModelChoices(
      args('https://portal.example/en/service-contact/request-a-quote?model=lintrac-999'),
    );
    expect(data.model).toBeNull();
    expect(data.models).toHaveLength(2);
  });

  it('shows the page without the range when the API fails, for Retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('down', { status: 503 })),
    );
    const data = await loadModelChoices(
      args('https://portal.example/de/service-kontakt/innovationsbesuch?model=lintrac-130'),
    );
    expect(data).toEqual({ models: null, model: null });
  });
});

describe('the model of a model page’s link', () => {
  it('is a model id or nothing', () => {
    expect(modelOfQuery(new URLSearchParams('model=geotrac-134ep'))).toBe('geotrac-134ep');
    expect(modelOfQuery(new URLSearchParams('model=%3Cscript%3E'))).toBeNull();
    expect(modelOfQuery(new URLSearchParams(''))).toBeNull();
  });
});

describe('the bodies of the forms about a model', () => {
  const values = {
    firstName: ' Anna ',
    lastName: 'Moser',
    email: 'anna.moser@example.com',
    country: 'AT',
    zip: '6250',
    city: 'Kundl',
    modelId: 'lintrac-130',
    privacyConsent: true,
  };

  it('send empty optional fields as null and missing required ones as empty text', () => {
    expect(quoteRequestPayloadOf(values)).toEqual({
      firstName: 'Anna',
      lastName: 'Moser',
      email: 'anna.moser@example.com',
      phone: null,
      company: null,
      country: 'AT',
      street: null,
      zip: '6250',
      city: 'Kundl',
      modelId: 'lintrac-130',
      message: null,
      privacyConsent: true,
    });
    expect(
      innovationVisitPayloadOf({ ...values, firstDate: '2027-01-05', thirdDate: ' ' }),
    ).toMatchObject({
      street: '',
      phone: '',
      firstDate: '2027-01-05',
      secondDate: '',
      thirdDate: '',
    });
  });
});
