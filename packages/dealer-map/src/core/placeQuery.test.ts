import { describe, expect, it } from 'vitest';
import { countryQuery, formQuery, type SearchForm } from './placeQuery';

const form = (changes: Partial<SearchForm>): SearchForm => ({
  place: '',
  country: 'AT',
  radius: '50',
  storeType: '',
  ...changes,
});

describe('formQuery', () => {
  it('reads digits as a zip code', () => {
    expect(formQuery(form({ place: ' 4020 ' }))).toEqual({
      zip: '4020',
      country: 'AT',
      radiusKm: 50,
    });
    expect(formQuery(form({ place: '4020 Linz', country: 'AT' }))?.zip).toBe('4020');
    expect(formQuery(form({ place: '83022', country: 'DE', radius: '' }))).toEqual({
      zip: '83022',
      country: 'DE',
    });
  });

  it('reads anything else as a city', () => {
    expect(formQuery(form({ place: 'St.  Johann in Tirol', storeType: 'servicePartner' }))).toEqual(
      {
        city: 'St. Johann in Tirol',
        country: 'AT',
        radiusKm: 50,
        types: ['servicePartner'],
      },
    );
  });

  it('is nothing for an empty field', () => {
    expect(formQuery(form({ place: '  ' }))).toBeNull();
  });
});

describe('countryQuery', () => {
  it('searches the whole country with the store type but no radius', () => {
    expect(countryQuery(form({ country: 'CH' }))).toEqual({ country: 'CH' });
    expect(countryQuery(form({ storeType: 'baseDealer', radius: '25' }))).toEqual({
      country: 'AT',
      types: ['baseDealer'],
    });
  });
});
