import type { tokens } from '../theme/tokens';
import type { ContrastUse } from './contrast';

export type ColourToken = keyof typeof tokens.color;

/**
 * The pairs the components put together, as the Foundations page shows them: text on its
 * surfaces, marks and borders on theirs. Every one meets WCAG 2.2 AA for its use. `brand` is a
 * fill and a mark (4.49:1 on `surface` is short of 4.5 for text); brand-coloured text takes
 * `brandText`. `borderSubtle` (1.4:1) is left out on purpose: it only divides, it never bounds a
 * control on its own.
 */
export const contrastPairs: {
  foreground: ColourToken;
  background: ColourToken;
  use: ContrastUse;
}[] = [
  { foreground: 'text', background: 'background', use: 'text' },
  { foreground: 'text', background: 'surface', use: 'text' },
  { foreground: 'text', background: 'surfaceStrong', use: 'text' },
  { foreground: 'textMuted', background: 'background', use: 'text' },
  { foreground: 'textMuted', background: 'surface', use: 'text' },
  { foreground: 'textOnBrand', background: 'brand', use: 'text' },
  { foreground: 'textOnBrand', background: 'brandDark', use: 'text' },
  { foreground: 'brandText', background: 'background', use: 'text' },
  { foreground: 'brandText', background: 'surface', use: 'text' },
  { foreground: 'brandText', background: 'surfaceStrong', use: 'text' },
  { foreground: 'brandText', background: 'brandLight', use: 'text' },
  { foreground: 'brand', background: 'background', use: 'non-text' },
  { foreground: 'brand', background: 'surface', use: 'non-text' },
  { foreground: 'info', background: 'infoSurface', use: 'text' },
  { foreground: 'success', background: 'successSurface', use: 'text' },
  { foreground: 'warning', background: 'warningSurface', use: 'text' },
  { foreground: 'critical', background: 'criticalSurface', use: 'text' },
  { foreground: 'focus', background: 'background', use: 'non-text' },
  { foreground: 'focus', background: 'surface', use: 'non-text' },
  { foreground: 'border', background: 'background', use: 'non-text' },
  { foreground: 'border', background: 'surface', use: 'non-text' },
];
