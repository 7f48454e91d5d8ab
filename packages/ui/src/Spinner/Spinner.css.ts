import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    // Not a motion token: the turn says "still working", so reduced motion slows it, never stops it.
    animation: `${spin} 800ms linear infinite`,
    '@media': {
      '(prefers-reduced-motion: reduce)': { animationDuration: '2400ms' },
    },
  },
  variants: {
    size: {
      small: { width: 16, height: 16, borderWidth: 2 },
      standard: { width: 32, height: 32, borderWidth: 3 },
      large: { width: 48, height: 48, borderWidth: 4 },
    },
    tone: {
      brand: { color: vars.color.brand },
      inherit: { color: 'inherit' },
    },
  },
  defaultVariants: { size: 'standard', tone: 'brand' },
});

export const centred = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xlarge,
});
