// Decorative icons of the home page's teasers; each teaser's heading names it.

const common = {
  viewBox: '0 0 32 32',
  'aria-hidden': true,
  focusable: false,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export type TeaserIconName = 'dealer' | 'scale' | 'finance' | 'contact' | 'personal';

export function TeaserIcon({ name, className }: { name: TeaserIconName; className?: string }) {
  return (
    <svg className={className} {...common}>
      {name === 'dealer' ? (
        <>
          <path d="M16 29s9-8.2 9-15a9 9 0 0 0-18 0c0 6.8 9 15 9 15z" />
          <circle cx="16" cy="14" r="3.5" />
        </>
      ) : null}
      {name === 'scale' ? (
        <>
          <path d="M16 5v22M8 27h16M5 10h22" />
          <path d="M9 10l-4 9a4 4 0 0 0 8 0zM23 10l-4 9a4 4 0 0 0 8 0z" />
        </>
      ) : null}
      {name === 'finance' ? (
        <>
          <circle cx="16" cy="16" r="12" />
          <path d="M20.5 11.5a6 6 0 1 0 0 9M9 14.5h8M9 17.5h8" />
        </>
      ) : null}
      {name === 'contact' ? (
        <>
          <rect x="4" y="7" width="24" height="18" rx="2" />
          <path d="M4.5 8.5 16 17l11.5-8.5" />
        </>
      ) : null}
      {name === 'personal' ? (
        <>
          <circle cx="16" cy="11" r="5.5" />
          <path d="M5.5 27c1.6-5 5.6-7.5 10.5-7.5s8.9 2.5 10.5 7.5" />
        </>
      ) : null}
    </svg>
  );
}
