import { style } from '@vanilla-extract/css';

export const image = style({
  display: 'block',
  maxWidth: '100%',
  // With width and height attributes set, `auto` keeps the aspect ratio and reserves the space.
  height: 'auto',
});
