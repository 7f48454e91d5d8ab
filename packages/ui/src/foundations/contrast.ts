/** WCAG 2.2 contrast (success criteria 1.4.3 and 1.4.11), for the Foundations pages. */

function channel(value: number) {
  const srgb = value / 255;
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** The relative luminance of a `#rrggbb` colour. */
export function luminance(hex: string) {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [red, green, blue] = match.slice(1).map((pair) => channel(parseInt(pair, 16)));
  return 0.2126 * red! + 0.7152 * green! + 0.0722 * blue!;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(foreground: string, background: string) {
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** Text needs 4.5:1 (3:1 when large); borders, icons and focus rings need 3:1. */
export type ContrastUse = 'text' | 'large text' | 'non-text';

export const aaMinimum: Record<ContrastUse, number> = {
  text: 4.5,
  'large text': 3,
  'non-text': 3,
};

export function passesAa(foreground: string, background: string, use: ContrastUse) {
  return contrastRatio(foreground, background) >= aaMinimum[use];
}
