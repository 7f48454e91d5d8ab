import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/theme.css';

/** Every variant left out inherits from the surrounding text, so Text nests in any block. */
export const text = recipe({
  base: { margin: 0 },
  variants: {
    size: {
      xsmall: { fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.standard },
      small: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.standard },
      standard: { fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard },
      large: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.standard },
    },
    tone: {
      neutral: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
      critical: { color: vars.color.critical },
      success: { color: vars.color.success },
      warning: { color: vars.color.warning },
      info: { color: vars.color.info },
    },
    weight: {
      regular: { fontWeight: vars.fontWeight.regular },
      medium: { fontWeight: vars.fontWeight.medium },
      strong: { fontWeight: vars.fontWeight.strong },
    },
    tabularNumbers: {
      true: { fontVariantNumeric: 'tabular-nums' },
    },
  },
});

export type TextVariants = NonNullable<RecipeVariants<typeof text>>;
