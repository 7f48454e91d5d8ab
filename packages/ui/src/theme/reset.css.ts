import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

/**
 * The design system's root. Scoped to a class rather than `body` so that a widget inside a CMS
 * page styles only itself: the app puts it on `<body>`, the widget loader on each widget. It sets
 * every text property a host page's `body` passes down (font, colour, weight, case), so that
 * nothing of the host's inherits into a widget.
 */
export const themeRoot = style({
  fontFamily: vars.font.text,
  fontSize: vars.fontSize.standard,
  fontWeight: vars.fontWeight.regular,
  fontStyle: 'normal',
  lineHeight: vars.lineHeight.standard,
  letterSpacing: 'normal',
  textTransform: 'none',
  textAlign: 'start',
  color: vars.color.text,
  WebkitFontSmoothing: 'antialiased',
  WebkitTextSizeAdjust: '100%',
});

globalStyle(`${themeRoot}, ${themeRoot} *, ${themeRoot} *::before, ${themeRoot} *::after`, {
  boxSizing: 'border-box',
});

globalStyle(`${themeRoot} :where(h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd)`, {
  margin: 0,
});

globalStyle(`${themeRoot} :where(h1, h2, h3, h4, h5, h6)`, {
  fontFamily: vars.font.heading,
  lineHeight: vars.lineHeight.tight,
  fontWeight: vars.fontWeight.medium,
});

globalStyle(`${themeRoot} :where(ul[role='list'], ol[role='list'])`, {
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

globalStyle(`${themeRoot} :where(img, picture, svg)`, {
  maxWidth: '100%',
  display: 'block',
});

// The element defaults below weigh as one element selector: as much as a host page's
// `button { color: #222 }`, which they outweigh by coming later, and less than any component's
// class, whatever order the widget's style sheets load in. At a class's weight, `color: inherit`
// could win over a primary button's white text and leave dark text on the brand red.
globalStyle(`:where(${themeRoot}) :is(input, button, textarea, select)`, {
  font: 'inherit',
  color: 'inherit',
});

globalStyle(`:where(${themeRoot}) :is(a)`, {
  color: vars.color.brandText,
});

globalStyle(`${themeRoot} :focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

/** Hides content visually while screen readers still read it. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
