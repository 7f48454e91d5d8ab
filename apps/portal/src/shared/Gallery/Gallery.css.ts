import { vars } from '@lindner/ui';
import { style, styleVariants } from '@vanilla-extract/css';

// A gallery of photos, one at a time, with its bar and its thumbnails.

export const gallery = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

const stageBase = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  background: vars.color.surface,
  borderRadius: vars.radius.large,
  overflow: 'hidden',
  // Horizontal swipes are the gallery's; vertical ones still scroll the page.
  touchAction: 'pan-y',
});

/** The stage of each look: `centred` centres the photo and rings the stage on keyboard focus. */
export const stage = styleVariants({
  standard: [stageBase],
  centred: [
    stageBase,
    {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      selectors: {
        '&:focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: 2 },
      },
    },
  ],
});

export const stagePhoto = style({
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'contain',
});

export const galleryBar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xsmall,
});

export const hint = style({
  margin: 0,
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

const thumbnailsBase = style({
  display: 'flex',
  gap: vars.space.xsmall,
  margin: 0,
  listStyle: 'none',
  overflowX: 'auto',
});

/** The thumbnails' row of each look: `centred` insets it so no focus ring is cut off. */
export const thumbnails = styleVariants({
  standard: [thumbnailsBase, { padding: `${vars.space.xxsmall} 0` }],
  centred: [thumbnailsBase, { padding: `${vars.space.xxsmall} ${vars.space.xxsmall}` }],
});

export const thumbnail = style({
  display: 'block',
  width: 72,
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: '2px solid transparent',
  borderRadius: vars.radius.standard,
  background: vars.color.surface,
  cursor: 'pointer',
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.brand } },
});

export const thumbnailPhoto = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
});
