import { VehicleContractsPage } from '../../VehicleContracts/VehicleContractsPage';

/** A vehicle's warranties: `fleet-detail-warranty`. */
export function WarrantyPage() {
  return <VehicleContractsPage kind="warranty" />;
}
