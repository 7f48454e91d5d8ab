import { createVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { transitionOf } from '../theme/motion';
import { vars } from '../theme/theme.css';
import { tokens } from '../theme/tokens';

/** Where a toast slides in from, set by the viewport's position. */
const enterX = createVar();
const enterY = createVar();

/**
 * The closing fade in ms (the `base` motion token); the view removes a closed toast once it has
 * played. Under reduced motion the fade takes no time and the toast goes a little earlier.
 */
export const exitDuration = Number.parseFloat(tokens.motion.duration.base);

const { duration, easing } = vars.motion;

const enter = keyframes({
  from: { transform: `translate(${enterX}, ${enterY})` },
  to: { transform: 'translate(0, 0)' },
});

const exit = keyframes({
  from: { opacity: 1 },
  to: { opacity: 0 },
});

const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(110%)' },
});

const edge = vars.space.medium;

/**
 * The height of a bar fixed to the bottom of the window (the portal's bottom area sets it on the
 * root element): toasts at the bottom stack above it, never over its banners.
 */
const bottomBar = 'var(--lindner-bottom-area-height, 0px)';

export const viewport = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.toast,
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: vars.space.small,
    width: `min(24rem, calc(100vw - 2 * ${edge}))`,
    maxHeight: `calc(100vh - ${bottomBar})`,
    margin: edge,
    padding: 0,
    listStyle: 'none',
    outline: 'none',
    '@media': { print: { display: 'none' } },
  },
  variants: {
    position: {
      'top-right': { top: 0, right: 0, vars: { [enterX]: `calc(100% + ${edge})`, [enterY]: '0' } },
      'top-left': { top: 0, left: 0, vars: { [enterX]: `calc(-100% - ${edge})`, [enterY]: '0' } },
      'top-center': {
        top: 0,
        left: 0,
        right: 0,
        marginInline: 'auto',
        vars: { [enterX]: '0', [enterY]: `calc(-100% - ${edge})` },
      },
      'bottom-right': {
        bottom: bottomBar,
        right: 0,
        vars: { [enterX]: `calc(100% + ${edge})`, [enterY]: '0' },
      },
      'bottom-left': {
        bottom: bottomBar,
        left: 0,
        vars: { [enterX]: `calc(-100% - ${edge})`, [enterY]: '0' },
      },
      'bottom-center': {
        bottom: bottomBar,
        left: 0,
        right: 0,
        marginInline: 'auto',
        vars: { [enterX]: '0', [enterY]: `calc(100% + ${edge})` },
      },
    },
  },
  defaultVariants: { position: 'top-right' },
});

export type ToastPosition = NonNullable<NonNullable<RecipeVariants<typeof viewport>>['position']>;

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'start',
    gap: vars.space.small,
    padding: `${vars.space.small} ${vars.space.small} ${vars.space.small} ${vars.space.medium}`,
    border: `1px solid ${vars.color.borderSubtle}`,
    borderLeftWidth: 6,
    borderRadius: vars.radius.standard,
    boxShadow: vars.shadow.large,
    fontFamily: vars.font.text,
    fontSize: vars.fontSize.standard,
    lineHeight: vars.lineHeight.standard,
    color: vars.color.text,
    selectors: {
      '&[data-state="open"]': { animation: `${enter} ${duration.slow} ${easing.enter}` },
      '&[data-state="closed"]': { animation: `${exit} ${duration.base} ${easing.exit} forwards` },
      '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
      '&[data-swipe="cancel"]': {
        transform: 'translateX(0)',
        transition: transitionOf(['transform'], 'slow'),
      },
      '&[data-swipe="end"]': {
        animation: `${swipeOut} ${duration.base} ${easing.exit} forwards`,
      },
    },
  },
  variants: {
    tone: {
      success: { background: vars.color.successSurface, borderLeftColor: vars.color.success },
      error: { background: vars.color.criticalSurface, borderLeftColor: vars.color.critical },
      info: { background: vars.color.infoSurface, borderLeftColor: vars.color.info },
    },
    closeOnClick: {
      true: { cursor: 'pointer' },
    },
  },
});

export const icon = recipe({
  base: { width: 24, height: 24, marginTop: vars.space.xxsmall },
  variants: {
    tone: {
      success: { color: vars.color.success },
      error: { color: vars.color.critical },
      info: { color: vars.color.info },
    },
  },
});

export const message = style({
  alignSelf: 'center',
  paddingBlock: vars.space.xxsmall,
  overflowWrap: 'anywhere',
});

export const close = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 32,
  height: 32,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.standard,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&:hover': { background: 'rgba(0, 0, 0, 0.08)' } },
});
