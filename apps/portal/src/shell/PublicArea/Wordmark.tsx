/**
 * The Lindner wordmark, drawn rather than typeset: it needs no font and keeps its size before
 * any font has loaded. Decorative; the link around it carries the name.
 */
export function Wordmark({ className }: { className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 334 60"
      aria-hidden="true"
      focusable="false"
      fill="currentColor"
      fillRule="evenodd"
    >
      <g transform="translate(11 0) skewX(-10)">
        <path d="M0 0h12v48h24v12H0z" />
        <path d="M44 0h12v60H44z" />
        <path d="M64 60V0h12l24 38V0h12v60h-12L76 22v38z" />
        <path d="M120 0h20a26 30 0 0 1 0 60h-20zm12 12v36h8a14 18 0 0 0 0-36z" />
        <path d="M176 60V0h12l24 38V0h12v60h-12l-24-38v38z" />
        <path d="M232 0h36v12h-24v12h20v12h-20v12h24v12h-36z" />
        <path d="M276 0h24a18 18 0 0 1 6 35l14 25h-13.5l-12-24H288v24h-12zm12 12v12h12a6 6 0 0 0 0-12z" />
      </g>
    </svg>
  );
}
