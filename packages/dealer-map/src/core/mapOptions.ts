/** OpenStreetMap's standard tiles; their origin is the CSP's map tile host by default. */
export const defaultTileUrl = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** What a tile provider requires to be shown with its tiles. */
export const defaultAttribution =
  '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a>';

/**
 * A tile URL template from configuration: http(s) with `{z}`, `{x}` and `{y}`; anything else
 * falls back to OpenStreetMap rather than showing a broken map.
 */
export function readTileUrl(value: string | undefined | null): string {
  const url = value?.trim();
  if (!url || !/^https?:\/\//i.test(url)) return defaultTileUrl;
  return ['{z}', '{x}', '{y}'].every((part) => url.includes(part)) ? url : defaultTileUrl;
}

/** The provider named in the consent placeholder: the tile host ("tile.openstreetmap.org"). */
export function tileProvider(tileUrl: string): string {
  if (tileUrl === defaultTileUrl) return 'OpenStreetMap';
  try {
    // A data: or blob: address has no host to name.
    return (
      new URL(tileUrl.replace('{s}.', '').replace(/\{[a-z]\}/g, '0')).hostname || 'OpenStreetMap'
    );
  } catch {
    return 'OpenStreetMap';
  }
}
