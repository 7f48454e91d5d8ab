import { assignVars, createContainer, globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';
import { tokens } from './tokens';

/**
 * A `rem` token in pixels at the browser's default 16 px: a widget's sizes must not follow the
 * host page's root font size (`html { font-size: 20px }` made the calculators 319 and 342 px
 * wide in a 300 px column). The portal keeps `rem`, so its pages follow the reader's setting.
 */
const inPixels = <T extends Record<string, string>>(values: T): T =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      value.endsWith('rem') ? `${Number.parseFloat(value) * 16}px` : value,
    ]),
  ) as T;

/** The widget root's container: widgets lay themselves out by its width, not the window's. */
export const widgetContainer = createContainer('lindner-widget');

/**
 * The root of a widget on a page the portal does not style (a CMS page): sizes in pixels and a
 * container for its layout. It sits beside `themeRoot`, which resets what the host passes down.
 */
export const widgetRoot = style({
  vars: {
    ...assignVars(vars.fontSize, inPixels(tokens.fontSize)),
    ...assignVars(vars.space, inPixels(tokens.space)),
  },
  fontSize: vars.fontSize.standard,
  containerName: widgetContainer,
  containerType: 'inline-size',
});

/**
 * The host's rules for elements (`h1, h2, h3 { color: purple; text-transform: uppercase }`,
 * `a:link`, `button`, `input[type=text]`) reach into a widget, and one class plus an element
 * outweighs a component's single class. This rule weighs as an id plus a class (the `:not(#…)`
 * matches every element and only adds weight), more than any host rule without ids, and sets
 * the text properties no component of the design system sets, back to the widget's own. The
 * properties components do set (colours, backgrounds, borders, sizes) are theirs to guard: a
 * link-styled component repeats its colour for `:link` and `:visited` inside a widget root.
 */
const shielded = `${widgetRoot}:not(#lindner-widget-shield)`;

globalStyle(`${shielded}, ${shielded} *`, {
  textTransform: 'none',
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textShadow: 'none',
  textIndent: 0,
});

// Headings take their colour from the widget: the design system's headings set none of their own.
globalStyle(`${shielded} :where(h1, h2, h3, h4, h5, h6)`, {
  color: 'inherit',
  fontStyle: 'normal',
});

// A plain link (no component's class) keeps the design's link colour against the host's `a:link`.
globalStyle(`${shielded} a:not([class]):is(:link, :visited)`, {
  color: vars.color.brandText,
});
