import { VehicleContractsPage } from '../../VehicleContracts/VehicleContractsPage';

/** A vehicle's TracLink licences: `fleet-detail-traclink`. */
export function TraclinkPage() {
  return <VehicleContractsPage kind="traclink" />;
}
