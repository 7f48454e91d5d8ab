import { usePortalConfig } from '../../../../shared/portalConfig';
import { RmiView } from './RmiView';

/** The RMI page; its form sends to `POST /forms/rmi`. */
export function RmiPage() {
  const { baseUrl, clientSegment } = usePortalConfig().api;
  return <RmiView api={{ baseUrl, clientSegment }} />;
}
