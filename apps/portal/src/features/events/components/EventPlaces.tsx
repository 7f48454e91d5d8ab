import { useIntl } from 'react-intl';
import { placesBadge } from '../eventFormat';
import { factMessages } from '../eventSignUpMessages';
import { useLatestPlacesLeft } from '../placesChange';
import * as styles from './EventFacts.css';
import { placesText } from './placesText';

export interface EventPlacesProps {
  slug: string;
  /** The event's places left as the page has them; null for unlimited. */
  placesLeft: number | null;
  /** The badge above the title, or the value of the facts' "Plätze". */
  look: 'badge' | 'fact';
}

/**
 * An event's places left on its page, following the sign-ups made there: "14 Plätze frei",
 * "ausgebucht", unlimited.
 */
export function EventPlaces({ slug, placesLeft, look }: EventPlacesProps) {
  const intl = useIntl();
  const latest = useLatestPlacesLeft(slug, placesLeft);
  if (look === 'fact') {
    return latest === null
      ? intl.formatMessage(factMessages.unlimitedPlaces)
      : placesText(intl, latest);
  }
  const full = placesBadge(latest).kind === 'full';
  return (
    <span className={full ? `${styles.badge} ${styles.badgeFull}` : styles.badge}>
      {placesText(intl, latest)}
    </span>
  );
}
