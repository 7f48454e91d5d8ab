import { parseMachineQuery } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import {
  axleLoadPath,
  modelFormPath,
  modelPath,
  modelSectionPath,
  usedMachinesPath,
} from './modelAddress';

describe('a model’s addresses', () => {
  it('has a page, and a page per section in the locale’s words', () => {
    expect(modelPath('lintrac-130', 'de-at')).toBe('/de-at/modelle/lintrac-130');
    expect(modelSectionPath('lintrac-130', 'dimensions', 'de-at')).toBe(
      '/de-at/modelle/lintrac-130/abmessungen',
    );
    expect(modelSectionPath('lintrac-130', 'four-wheel-steering', 'en')).toBe(
      '/en/models/lintrac-130/four-wheel-steering',
    );
    expect(modelSectionPath('geotrac-84ep', 'overview', 'fr-fr')).toBe(
      '/fr-fr/modeles/geotrac-84ep/apercu',
    );
  });

  it('opens the axle-load calculator with the model picked', () => {
    const path = axleLoadPath('lintrac-130', 'de');
    expect(path).toBe('/de/service-kontakt/achslastrechner?model=lintrac-130');
    // The calculator reads the model from `model` (modelQueryKey of @lindner/axle-load-calculator).
    expect(new URL(path, 'https://portal.example').searchParams.get('model')).toBe('lintrac-130');
  });

  it('lists the used and demonstrator machines of the model', () => {
    const path = usedMachinesPath('unitrac-122-ldrive', 'en');
    expect(path).toBe('/en/used-machines?type=used%2Cdemo&model=unitrac-122-ldrive');
    const query = parseMachineQuery(
      Object.fromEntries(new URLSearchParams(path.slice(path.indexOf('?') + 1))),
    );
    expect(query).toMatchObject({
      ok: true,
      query: { modelIds: ['unitrac-122-ldrive'], types: ['used', 'demo'] },
    });
  });

  it('opens the quote and the innovation-visit forms with the model chosen', () => {
    expect(modelFormPath('quote-request', 'lintrac-130', 'de-at')).toBe(
      '/de-at/service-kontakt/angebot-anfordern?model=lintrac-130',
    );
    expect(modelFormPath('innovation-visit', 'geotrac-84ep', 'en')).toBe(
      '/en/service-contact/innovation-visit?model=geotrac-84ep',
    );
    expect(modelFormPath('quote-request', 'unitrac-122-ldrive', 'fr-fr')).toBe(
      '/fr-fr/service-contact/demande-de-devis?model=unitrac-122-ldrive',
    );
  });
});
