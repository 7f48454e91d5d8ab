import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });

export const content = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: 'min(20rem, calc(100vw - 1rem))',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  borderRadius: vars.radius.standard,
  background: vars.color.text,
  color: vars.color.background,
  boxShadow: vars.shadow.small,
  fontFamily: vars.font.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.standard,
  selectors: {
    '&[data-state="delayed-open"], &[data-state="instant-open"]': {
      animation: `${fadeIn} ${vars.motion.duration.fast} ${vars.motion.easing.enter}`,
    },
    // Radix keeps the content mounted until this animation ends: the dispose time (the spec's
    // tooltipTiming.dispose, which the motion token matches).
    '&[data-state="closed"]': {
      animation: `${fadeOut} ${vars.motion.duration.base} ${vars.motion.easing.exit} forwards`,
    },
  },
});

export const arrow = style({
  fill: vars.color.text,
});
