import { fetchOrdersInProcessing, ordersInProcessingKey, useFetch } from '@lindner/api';
import { OrderBannerView } from './OrderBannerView';

/** The order banner with its data; nothing while loading and nothing when the fetch fails. */
export function OrderBanner() {
  const { data, fetchError } = useFetch(ordersInProcessingKey, fetchOrdersInProcessing);
  if (fetchError || !data) return null;
  return <OrderBannerView orders={data} />;
}
