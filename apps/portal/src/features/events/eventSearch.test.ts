import { describe, expect, it } from 'vitest';
import { activeEventFilters, eventSearchString, readEventSearch } from './eventSearch';

describe('the events list search in the address', () => {
  it('reads format, region and trainings only', () => {
    expect(
      readEventSearch(new URLSearchParams('format=onSite&region=Tirol&training=true')),
    ).toEqual({ format: 'onSite', region: 'Tirol', trainingsOnly: true });
  });

  it('leaves out an unknown format, an empty region and a training other than true', () => {
    expect(readEventSearch(new URLSearchParams('format=hybrid&region=+&training=on'))).toEqual({});
  });

  it('writes the filters as the API reads them, nothing without any', () => {
    expect(eventSearchString({ format: 'online', trainingsOnly: true })).toBe(
      '?format=online&training=true',
    );
    expect(eventSearchString({ region: 'Oberösterreich' })).toBe('?region=Ober%C3%B6sterreich');
    expect(eventSearchString({})).toBe('');
  });

  it('goes from the address to the filters and back unchanged', () => {
    const search = '?format=onSite&region=S%C3%BCdtirol&training=true';
    expect(eventSearchString(readEventSearch(new URLSearchParams(search)))).toBe(search);
  });

  it('counts the filters set', () => {
    expect(activeEventFilters({})).toBe(0);
    expect(activeEventFilters({ format: 'online', region: 'Tirol', trainingsOnly: true })).toBe(3);
  });
});
