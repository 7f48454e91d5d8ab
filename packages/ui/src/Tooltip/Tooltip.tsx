import type { ReactElement, ReactNode } from 'react';
import { Tooltip as RadixTooltip } from 'radix-ui';
import { tooltipTiming } from '../theme/tokens';
import * as styles from './Tooltip.css';

export interface TooltipProps {
  /** What the tooltip says; it also becomes the trigger's accessible description. */
  content: ReactNode;
  /** The trigger: one focusable element (a button or link) that accepts a ref. */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** A short hint on hover (after 200 ms) and keyboard focus; Escape closes it. */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={tooltipTiming.showDelay}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content
            className={styles.content}
            side={side}
            sideOffset={tooltipTiming.distance}
            collisionPadding={8}
          >
            {content}
            <RadixTooltip.Arrow className={styles.arrow} width={10} height={5} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
