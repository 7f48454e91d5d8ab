import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { lintrac130 } from './modelFixtures';
import { modelProductData } from './modelProductData';

const intl = createIntl({ locale: 'de', messages: {} });

describe('a model as schema.org data', () => {
  const data = modelProductData(lintrac130, intl, 'https://portal.example/p.webp');

  it('names the model, its maker, series and picture', () => {
    expect(data).toMatchObject({
      '@type': 'Product',
      name: 'Lintrac 130',
      brand: { '@type': 'Brand', name: 'Lindner' },
      category: 'Lintrac',
      image: 'https://portal.example/p.webp',
    });
  });

  it('lists the published figures with their units, and no demo figure', () => {
    expect(data.additionalProperty).toContainEqual({
      '@type': 'PropertyValue',
      name: 'Leistung in PS',
      value: 136,
      unitCode: 'BHP',
    });
    const names = (data.additionalProperty as { name: string }[]).map(({ name }) => name);
    // The fixture's axle loads are demo values.
    expect(names).not.toContain('Zulässige Achslast vorne');
    expect(names).toContain('Leergewicht');
  });
});
