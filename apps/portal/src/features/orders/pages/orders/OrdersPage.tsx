import { fetchOrders, ordersKey, useFetch } from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { OrdersView } from './OrdersView';

/** The user's orders with their data: GET /orders. */
export function OrdersPage() {
  const orders = useFetch(ordersKey, fetchOrders);
  return (
    <OrdersView
      state={layoutStateOf(orders)}
      onRetry={() => void orders.refetch()}
      orders={orders.data}
    />
  );
}
