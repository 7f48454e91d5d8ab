import type { IntlShape } from 'react-intl';
import { placesBadge } from '../eventFormat';
import { badgeMessages, placesLeftMessage } from '../eventSignUpMessages';

/** The places badge's text: "14 Plätze frei", "Plätze unbegrenzt" or "ausgebucht". */
export function placesText(intl: IntlShape, placesLeft: number | null): string {
  const badge = placesBadge(placesLeft);
  if (badge.kind === 'unlimited') return intl.formatMessage(badgeMessages.unlimited);
  if (badge.kind === 'full') return intl.formatMessage(badgeMessages.full);
  return intl.formatMessage(placesLeftMessage, { count: badge.count });
}
