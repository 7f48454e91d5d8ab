import type {
  ContractItemKind,
  ContractItemNotification,
  ContractItemNotifications,
} from '@lindner/api/schema';

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

/** The vehicle's contract page an expiring item links to. */
export function contractRouteOf(kind: ContractItemKind) {
  return kind === 'traclink' ? 'fleet-detail-traclink' : 'fleet-detail-warranty';
}
