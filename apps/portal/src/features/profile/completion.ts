/**
 * What the profile's completion says besides its percentage (SPEC.md section 2: "hints at 50
 * and 75 percent"): nothing below half, a hint from 50 and from 75 percent, done at 100.
 */
export type CompletionHint = 'none' | 'halfway' | 'almostDone' | 'complete';

export function completionHint(percent: number): CompletionHint {
  if (percent >= 100) return 'complete';
  if (percent >= 75) return 'almostDone';
  if (percent >= 50) return 'halfway';
  return 'none';
}
