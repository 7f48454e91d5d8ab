import {
  completeOrder,
  fetchOrdersToComplete,
  ordersInProcessingKey,
  ordersKey,
  ordersToCompleteKey,
  useFetch,
  useSubmit,
} from '@lindner/api';
import { ApiError } from '@lindner/api/client';
import type { CheckoutOrder } from '@lindner/api/schema';
import { useAuth } from '@lindner/auth';
import { layoutStateOf } from '@lindner/ui';
import { orderMessages } from '../../messages';
import { OrdersReviewView } from './OrdersReviewView';

/** Staff's orders to complete with their data; without the role nothing is fetched. */
export function OrdersReviewPage() {
  const { hasRealmRole } = useAuth();
  const isStaff = hasRealmRole('staff');
  const list = useFetch(isStaff ? ordersToCompleteKey : null, fetchOrdersToComplete);
  const complete = useSubmit(
    (order: CheckoutOrder, signal: AbortSignal) => completeOrder(order.id, signal),
    {
      successMessage: orderMessages.completed,
      revalidate: [ordersToCompleteKey, ordersKey, ordersInProcessingKey],
    },
  );
  // A 403 (the role taken away meanwhile) is "not allowed" too.
  const forbidden = list.error instanceof ApiError && list.error.status === 403;
  return (
    <OrdersReviewView
      allowed={isStaff && !forbidden}
      state={layoutStateOf(list)}
      onRetry={() => void list.refetch()}
      orders={list.data}
      onComplete={async (order) => (await complete.submit(order)).error === null}
    />
  );
}
