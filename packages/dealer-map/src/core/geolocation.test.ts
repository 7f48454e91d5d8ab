import { describe, expect, it } from 'vitest';
import {
  geolocationFailure,
  locate,
  type GeolocationState,
  type PositionSource,
} from './geolocation';

function source(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  return {
    getCurrentPosition: (ok: PositionCallback, fail?: PositionErrorCallback | null) =>
      answer(ok, fail!),
  } as PositionSource;
}

const states = (positionSource: PositionSource | null) => {
  const seen: GeolocationState[] = [];
  locate(positionSource, (state) => seen.push(state));
  return seen;
};

describe('locate', () => {
  it('reports getting the position, then the position', () => {
    const found = source((ok) =>
      ok({ coords: { latitude: 48.3, longitude: 14.29 } } as GeolocationPosition),
    );
    expect(states(found)).toEqual([
      { status: 'locating' },
      { status: 'located', lat: 48.3, lng: 14.29 },
    ]);
  });

  it('reports no support without a geolocation', () => {
    expect(states(null)).toEqual([{ status: 'unsupported' }]);
  });

  it.each([
    [1, 'denied'],
    [2, 'noPosition'],
    [3, 'error'],
  ] as const)('turns the error code %i into %s', (code, status) => {
    const failing = source((_ok, fail) => fail({ code } as GeolocationPositionError));
    expect(states(failing)).toEqual([{ status: 'locating' }, { status }]);
  });

  it('reports an error when asking throws', () => {
    const throwing = source(() => {
      throw new Error('blocked by policy');
    });
    expect(states(throwing)).toEqual([{ status: 'locating' }, { status: 'error' }]);
  });
});

describe('geolocationFailure', () => {
  it('counts anything unknown as a general error', () => {
    expect(geolocationFailure(null)).toBe('error');
    expect(geolocationFailure({ code: 99 })).toBe('error');
  });
});
