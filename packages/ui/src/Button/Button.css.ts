import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { transitionOf } from '../theme/motion';
import { vars } from '../theme/theme.css';
import { widgetRoot } from '../theme/widgetRoot.css';

/**
 * A button-styled link's colour on a CMS page, at more weight than the host's `a:link` (one
 * class and an element), which would otherwise colour it.
 */
const asLinkInWidget = `${widgetRoot} &:is(:link, :visited)`;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xsmall,
    minHeight: vars.size.touchTarget,
    border: '2px solid transparent',
    borderRadius: vars.radius.standard,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.medium,
    lineHeight: vars.lineHeight.tight,
    textDecoration: 'none',
    cursor: 'pointer',
    transition: transitionOf(['background-color', 'border-color', 'color']),
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.brand,
        color: vars.color.textOnBrand,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandDark },
          [asLinkInWidget]: { color: vars.color.textOnBrand },
        },
      },
      secondary: {
        background: vars.color.background,
        color: vars.color.brandText,
        borderColor: vars.color.brand,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.brandLight },
          [asLinkInWidget]: { color: vars.color.brandText },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.surface },
          [asLinkInWidget]: { color: vars.color.text },
        },
      },
    },
    size: {
      small: {
        padding: `${vars.space.xxsmall} ${vars.space.small}`,
        fontSize: vars.fontSize.small,
      },
      standard: {
        padding: `${vars.space.xsmall} ${vars.space.large}`,
        fontSize: vars.fontSize.standard,
      },
    },
    fullWidth: {
      true: { width: '100%' },
    },
  },
  defaultVariants: { variant: 'primary', size: 'standard' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
