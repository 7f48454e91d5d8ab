export type Tone = 'info' | 'success' | 'warning' | 'error';

const marks: Record<Tone, string> = {
  info: 'M12 10.5v6M12 7.5v.01',
  success: 'M7.5 12.5l3 3 6-6.5',
  warning: 'M12 9v4.5M12 16.5v.01',
  error: 'M9 9l6 6M15 9l-6 6',
};

/** The tone's symbol, so that a tone is never told by colour alone. Decorative: the text says it. */
export function ToneIcon({ tone, className }: { tone: Tone; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      {tone === 'warning' ? (
        <path d="M12 3L22 20.5H2z" fill="currentColor" strokeLinejoin="round" />
      ) : (
        <circle cx="12" cy="12" r="10" fill="currentColor" />
      )}
      <path
        d={marks[tone]}
        fill="none"
        stroke="#fff"
        strokeWidth="2.25"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A cross for close and dismiss buttons; the button carries the label. */
export function CloseIcon({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <path
        d="M6 6l12 12M18 6L6 18"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
