import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@lindner/ui';

/** What the lazily loaded map gets from the finder (see DealerMapProps.classNames). */
export interface DealerMapClassNames {
  map: string;
  marker: string;
  markerSelected: string;
  origin: string;
}

export const map = style({
  width: '100%',
  height: '100%',
  minHeight: 'inherit',
  background: vars.color.surface,
  fontFamily: vars.font.text,
});

/** A marker: the store type's symbol, larger and ringed in the brand colour when chosen. */
export const marker = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: 'rgba(255, 255, 255, 0.85)',
  boxShadow: vars.shadow.small,
  transition: 'transform 120ms ease-out',
  selectors: {
    '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
});

export const markerSelected = style({
  transform: 'scale(1.35)',
  boxShadow: `0 0 0 3px ${vars.color.brand}, ${vars.shadow.large}`,
});

globalStyle(`${marker} svg`, { display: 'block' });

export const origin = style({
  width: '14px',
  height: '14px',
  borderRadius: vars.radius.full,
  background: vars.color.focus,
  border: '3px solid #ffffff',
  boxShadow: vars.shadow.small,
});

globalStyle(`${map}:focus-visible`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '-3px',
});
