import type { StoreType } from '@lindner/api/schema';

/**
 * The legend's symbol of each store type: a shape and a colour, so that the types differ for
 * people who cannot tell the colours apart. The municipal variant adds an orange ring.
 * Shapes are drawn in a 24 × 24 box.
 */
export const storeTypeSymbols: Record<StoreType, { shape: string; colour: string }> = {
  reseller: { shape: '<circle cx="12" cy="12" r="7"/>', colour: '#e2001a' },
  servicePartner: {
    shape: '<rect x="5.5" y="5.5" width="13" height="13" rx="1.5"/>',
    colour: '#1a1a1a',
  },
  municipalDealer: { shape: '<path d="M12 3.5 20.5 12 12 20.5 3.5 12Z"/>', colour: '#0b57d0' },
  baseDealer: { shape: '<path d="M12 4.5 20 19H4Z"/>', colour: '#1e7d32' },
};

export const municipalRingColour = '#d97706';

/** The symbol's SVG markup: for the legend and the list (via React) and the map's markers. */
export function storeTypeSvg(type: StoreType, municipal: boolean, size = 24): string {
  const { shape, colour } = storeTypeSymbols[type];
  const ring = municipal
    ? `<circle cx="12" cy="12" r="10.5" fill="none" stroke="${municipalRingColour}" stroke-width="2.5"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="${size}" height="${size}" aria-hidden="true" focusable="false">${ring}<g fill="${colour}" stroke="#ffffff" stroke-width="1.5">${shape}</g></svg>`;
}
