/** SPEC.md section 4: getting position, success, or failure (no support, no position, error). */
export type GeolocationState =
  | { status: 'idle' }
  | { status: 'locating' }
  | { status: 'located'; lat: number; lng: number }
  | { status: 'unsupported' }
  | { status: 'denied' }
  | { status: 'noPosition' }
  | { status: 'error' };

export type GeolocationFailure = Extract<
  GeolocationState['status'],
  'unsupported' | 'denied' | 'noPosition' | 'error'
>;

/** The browser's error codes (GeolocationPositionError), without needing the browser. */
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;

/** Which failure a browser's geolocation error is; a timeout counts as a general error. */
export function geolocationFailure(error: { code: number } | null | undefined): GeolocationFailure {
  if (error?.code === PERMISSION_DENIED) return 'denied';
  if (error?.code === POSITION_UNAVAILABLE) return 'noPosition';
  return 'error';
}

export type PositionSource = Pick<Geolocation, 'getCurrentPosition'>;

/** The browser's geolocation, or null where there is none (old browsers, insecure pages). */
export function browserGeolocation(): PositionSource | null {
  return typeof navigator !== 'undefined' && navigator.geolocation ? navigator.geolocation : null;
}

/**
 * Asks for the position once and reports each state; a position older than five minutes is
 * fine for finding the nearest dealer. Returns nothing to cancel: callers ignore late answers.
 */
export function locate(
  source: PositionSource | null,
  report: (state: GeolocationState) => void,
): void {
  if (!source) {
    report({ status: 'unsupported' });
    return;
  }
  report({ status: 'locating' });
  try {
    source.getCurrentPosition(
      (position) =>
        report({
          status: 'located',
          lat: position.coords.latitude,
          lng: position.coords.longitude,
        }),
      (error) => report({ status: geolocationFailure(error) }),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 },
    );
  } catch {
    report({ status: 'error' });
  }
}
