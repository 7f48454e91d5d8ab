import type {
  ContractItemKind,
  ContractItemNotification,
  ContractItemNotifications,
} from '@lindner/api/schema';
import type { Locale } from '@lindner/i18n';
import { checkoutPath } from './checkoutLink';

export interface ExpiringItem {
  kind: ContractItemKind;
  notification: ContractItemNotification;
}

/**
 * The contract item the expiry banner tells about: the first TracLink licence if one is ending,
 * otherwise the first warranty; null when nothing is ending.
 */
export function chooseExpiringItem(
  notifications: ContractItemNotifications | null | undefined,
): ExpiringItem | null {
  const traclink = notifications?.traclink[0];
  if (traclink) return { kind: 'traclink', notification: traclink };
  const warranty = notifications?.warranty[0];
  if (warranty) return { kind: 'warranty', notification: warranty };
  return null;
}

/**
 * Where the banner of an expiring item leads: a licence to its renewal (the TracLink checkout of
 * its vehicle with `?renew=<itemId>`), a warranty to the warranty checkout of its vehicle.
 */
export function expiringItemLink({ kind, notification }: ExpiringItem, locale: Locale): string {
  return kind === 'traclink'
    ? checkoutPath('traclink', notification.vehicleId, locale, notification.item.id)
    : checkoutPath('warranty', notification.vehicleId, locale);
}
