import { minWidth, vars } from '@lindner/ui';
import { style } from '@vanilla-extract/css';

export const hero = style({
  position: 'relative',
  overflow: 'hidden',
  background: `linear-gradient(135deg, ${vars.color.brandDark} 0%, ${vars.color.brand} 70%)`,
  color: vars.color.textOnBrand,
});

/** The hills behind the text: drawn, so nothing loads and nothing moves. */
export const hills = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  width: '100%',
  height: '45%',
  color: vars.color.textOnBrand,
  opacity: 0.08,
  pointerEvents: 'none',
});

export const heroInner = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  paddingBlock: `${vars.space.xxlarge} ${vars.space.xxlarge}`,
  maxWidth: '46rem',
  '@media': {
    [minWidth('lg')]: { paddingBlock: '5rem' },
  },
});

export const intro = style({
  fontSize: vars.fontSize.large,
  maxWidth: '40rem',
});

export const heroActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.xsmall,
});

/**
 * White outline on the brand red. Under the actions' class, so it outweighs the button's own
 * colours and their hover (`:hover:not(:disabled)`) whatever order the style sheets load in.
 */
export const heroOutline = style({
  selectors: {
    [`${heroActions} &`]: {
      background: 'transparent',
      color: vars.color.textOnBrand,
      borderColor: vars.color.textOnBrand,
    },
    [`${heroActions} &:hover:not(:disabled)`]: { background: 'rgba(255, 255, 255, 0.15)' },
  },
});

export const teasers = style({
  paddingBlock: `${vars.space.xxlarge}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
});

export const teaserList = style({
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [minWidth('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [minWidth('xl')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
});

export const teaser = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  padding: vars.space.large,
  background: vars.color.surface,
  borderTop: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.standard,
});

export const teaserIcon = style({
  width: 32,
  height: 32,
  color: vars.color.brandDark,
});

export const teaserText = style({ flex: 1 });
