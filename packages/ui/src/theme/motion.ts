import { vars } from './theme.css';

type Duration = keyof typeof vars.motion.duration;
type Easing = keyof typeof vars.motion.easing;

/** A `transition` of the given properties, each taking the motion tokens' duration and easing. */
export function transitionOf(
  properties: readonly string[],
  duration: Duration = 'fast',
  easing: Easing = 'standard',
) {
  const timing = `${vars.motion.duration[duration]} ${vars.motion.easing[easing]}`;
  return properties.map((property) => `${property} ${timing}`).join(', ');
}
