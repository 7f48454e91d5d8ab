import {
  contractItemNotificationsKey,
  fetchContractItemNotifications,
  useFetch,
} from '@lindner/api';
import { useAuth } from '@lindner/auth';
import { NotificationsMenuView } from './NotificationsMenuView';

/** The header's notifications with their data; none before the sign-on is done. */
export function NotificationsMenu() {
  const { authenticated } = useAuth();
  const { data, fetchError, isFetching, refetch } = useFetch(
    authenticated ? contractItemNotificationsKey : null,
    fetchContractItemNotifications,
  );
  if (!authenticated) return null;
  if (data) return <NotificationsMenuView state="content" notifications={data} />;
  if (fetchError) {
    return (
      <NotificationsMenuView state="error" onRetry={() => void refetch()} retrying={isFetching} />
    );
  }
  return <NotificationsMenuView state="loading" />;
}
