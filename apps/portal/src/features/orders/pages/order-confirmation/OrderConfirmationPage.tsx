import { fetchOrder, orderKey, useFetch } from '@lindner/api';
import { layoutStateOf } from '@lindner/ui';
import { useParams } from 'react-router';
import { OrderConfirmationView } from './OrderConfirmationView';

/** An order's confirmation with its data: GET /orders/{id}. */
export function OrderConfirmationPage() {
  const { id = '' } = useParams();
  const order = useFetch(id ? orderKey(id) : null, (signal) => fetchOrder(id, signal));
  return (
    <OrderConfirmationView
      state={layoutStateOf(order)}
      onRetry={() => void order.refetch()}
      order={order.data}
      onPrint={() => window.print()}
    />
  );
}
