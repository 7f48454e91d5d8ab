import type { ContractItemKind } from '@lindner/api/schema';
import { localizePath, type Locale } from '@lindner/i18n';

// Apart from contractActions.ts: the expiry banner, on every personal-area page, links here too.

/** The checkout of a kind for a vehicle; with `renew`, the renewal of that licence. */
export function checkoutPath(
  kind: ContractItemKind,
  vehicleId: string,
  locale: Locale,
  renew?: string,
): string {
  const route =
    kind === 'traclink' ? 'fleet-detail-traclink-checkout' : 'fleet-detail-warranty-checkout';
  const path = localizePath(route, { id: vehicleId }, locale);
  return renew ? `${path}?${new URLSearchParams({ renew }).toString()}` : path;
}
