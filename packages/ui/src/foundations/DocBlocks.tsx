/** Blocks of the usage pages (`<Component>.mdx`): the status badge and the do/don't pairs. */
import { useOf } from '@storybook/addon-docs/blocks';
import type { ReactNode } from 'react';
import { tokens } from '../theme/tokens';

export type Status = 'stable' | 'beta';

const statusLook: Record<
  Status,
  { label: string; meaning: string; colour: string; surface: string }
> = {
  stable: {
    label: 'Stable',
    meaning: 'Ready for production; a breaking change comes with a major version.',
    colour: tokens.color.success,
    surface: tokens.color.successSurface,
  },
  beta: {
    label: 'Beta',
    meaning: 'Usable, but its API or look may still change in a minor version.',
    colour: tokens.color.warning,
    surface: tokens.color.warningSurface,
  },
};

/**
 * The component's status, read from its stories' `tags` (`stable` or `beta`); `status` for a
 * page whose stories do not carry the tag.
 */
export function StatusBadge({ status }: { status?: Status }) {
  const resolved = useOf('meta', ['meta']);
  const tags = resolved.preparedMeta.tags ?? [];
  const current: Status = status ?? (tags.includes('beta') ? 'beta' : 'stable');
  const look = statusLook[current];
  return (
    <p style={{ display: 'flex', gap: '0.75rem', alignItems: 'center', flexWrap: 'wrap' }}>
      <strong
        style={{
          color: look.colour,
          background: look.surface,
          border: `1px solid ${look.colour}`,
          borderRadius: tokens.radius.full,
          padding: '0.125rem 0.75rem',
          fontSize: tokens.fontSize.small,
        }}
      >
        {look.label}
      </strong>
      <span style={{ color: tokens.color.textMuted, fontSize: tokens.fontSize.small }}>
        {look.meaning}
      </span>
    </p>
  );
}

function Verdict({ kind, children }: { kind: 'do' | 'dont'; children: ReactNode }) {
  const good = kind === 'do';
  const colour = good ? tokens.color.success : tokens.color.critical;
  return (
    <div
      style={{
        borderBlockStart: `4px solid ${colour}`,
        background: tokens.color.surface,
        padding: '0.75rem 1rem',
      }}
    >
      <strong style={{ color: colour }}>{good ? 'Do' : 'Don’t'}</strong>
      <div>{children}</div>
    </div>
  );
}

/** A do and a don't side by side (stacked on a narrow screen). */
export function DoDont({ good, bad }: { good: ReactNode; bad: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
        gap: '1rem',
        marginBlock: '1rem',
      }}
    >
      <Verdict kind="do">{good}</Verdict>
      <Verdict kind="dont">{bad}</Verdict>
    </div>
  );
}
