import { fetchContractItemNotifications, useFetch } from '@lindner/api';
import { ContractExpiryBannerView } from './ContractExpiryBannerView';

export interface ContractExpiryBannerProps {
  /** Milliseconds the banner stays hidden after dismissing; 24 hours by default. */
  dismissDuration?: number;
}

/** The expiry banner with its data; hidden while loading and when the fetch fails. */
export function ContractExpiryBanner({ dismissDuration }: ContractExpiryBannerProps) {
  const { data, fetchError } = useFetch(
    '/contractItems/notifications',
    fetchContractItemNotifications,
  );
  if (fetchError || !data) return null;
  return <ContractExpiryBannerView notifications={data} dismissDuration={dismissDuration} />;
}
