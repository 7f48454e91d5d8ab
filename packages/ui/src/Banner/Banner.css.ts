import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.medium}`,
    border: `1px solid ${vars.color.borderSubtle}`,
    borderLeftWidth: 6,
    borderRadius: vars.radius.standard,
    color: vars.color.text,
  },
  variants: {
    tone: {
      info: { background: vars.color.infoSurface, borderLeftColor: vars.color.info },
      success: { background: vars.color.successSurface, borderLeftColor: vars.color.success },
      warning: { background: vars.color.warningSurface, borderLeftColor: vars.color.warning },
      error: { background: vars.color.criticalSurface, borderLeftColor: vars.color.critical },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type BannerVariants = NonNullable<RecipeVariants<typeof banner>>;

export const icon = recipe({
  base: { flexShrink: 0, width: 24, height: 24 },
  variants: {
    tone: {
      info: { color: vars.color.info },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      error: { color: vars.color.critical },
    },
  },
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flexGrow: 1,
  minWidth: 0,
  paddingBlock: 1,
});

export const title = style({
  fontFamily: vars.font.heading,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.tight,
  paddingTop: 3,
});

export const dismiss = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: 32,
  height: 32,
  marginTop: -4,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.standard,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(0, 0, 0, 0.08)' } },
});
