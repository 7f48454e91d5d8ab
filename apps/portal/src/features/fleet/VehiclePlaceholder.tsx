import * as styles from './fleet.css';

/** Where a vehicle has no image yet: a tractor outline in the image's room (decorative). */
export function VehiclePlaceholder({ label }: { label: string }) {
  return (
    <div className={styles.placeholder} role="img" aria-label={label}>
      <svg
        className={styles.placeholderIcon}
        viewBox="0 0 64 48"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M10 30V18h14l4-10h14v22" />
        <path d="M42 18h12v12" />
        <circle cx="18" cy="34" r="8" />
        <circle cx="50" cy="37" r="5" />
      </svg>
    </div>
  );
}
