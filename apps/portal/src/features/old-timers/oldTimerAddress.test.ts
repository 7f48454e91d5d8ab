import { describe, expect, it } from 'vitest';
import { bf15 } from './oldTimerFixtures';
import { catalogueUrl, oldTimerPath, sharedPictureOf } from './oldTimerAddress';

describe('the old-timers’ addresses', () => {
  it('puts an old-timer’s page under the list, in the locale’s words', () => {
    expect(oldTimerPath('bf-15', 'de-at')).toBe('/de-at/oldtimer/bf-15');
    expect(oldTimerPath('bf-15', 'en')).toBe('/en/vintage-tractors/bf-15');
    expect(oldTimerPath('bf-15', 'fr-fr')).toBe('/fr-fr/tracteurs-anciens/bf-15');
  });

  it('links a catalogue’s PDF at the API’s public address', () => {
    expect(
      catalogueUrl(
        { baseUrl: 'https://portal.example/api/', clientSegment: 'portal' },
        'bf-15',
        'prospekt 1955',
      ),
    ).toBe('https://portal.example/api/portal/old-timers/bf-15/catalogues/prospekt%201955');
  });

  it('shares the first picture at an absolute address', () => {
    const relative = {
      ...bf15.picture,
      versions: { mobile: { xs: '/media/bf15.jpg', md: '/media/bf15-md.jpg' } },
    };
    expect(sharedPictureOf(relative, 'https://portal.example/api')).toEqual({
      url: 'https://portal.example/media/bf15.jpg',
      width: 400,
      height: 300,
      alt: 'Bauernfreund BF 15 vor dem Stadel',
    });
    expect(sharedPictureOf(relative, undefined).url).toBe('/media/bf15.jpg');
  });
});
