import type { CatalogueProduct, ContractItemKind } from '@lindner/api/schema';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Orm } from '../../database/connection';
import { contractItems } from '../../plugins/orderRecords';
import { vehicleModels } from '../../plugins/vehicleModels';
import type { VehicleRow } from '../../plugins/vehicles';
import { checkoutProducts, type CheckoutProductRow } from './tables';

/** A catalogue row as the API shows it; a warranty names the models of its series. */
export function catalogueProductOf(
  row: CheckoutProductRow,
  modelIdsBySeries: ReadonlyMap<string, string[]>,
): CatalogueProduct {
  const prices = {
    ...(row.priceOnceCents === null ? {} : { once: row.priceOnceCents }),
    ...(row.priceSetupCents === null ? {} : { setup: row.priceSetupCents }),
    ...(row.priceMonthlyCents === null ? {} : { monthly: row.priceMonthlyCents }),
    ...(row.priceYearlyCents === null ? {} : { yearly: row.priceYearlyCents }),
  };
  const common = { id: row.id, name: row.name, prices, freeMonths: row.freeMonths };
  if (row.kind === 'traclink') return { kind: 'traclink', ...common };
  return {
    kind: 'warranty',
    ...common,
    modelIds: (row.modelSeries ?? []).flatMap((series) => modelIdsBySeries.get(series) ?? []),
    maxVehicleAgeYears: row.maxVehicleAgeYears ?? 0,
  };
}

async function modelIdsBySeries(orm: Orm): Promise<Map<string, string[]>> {
  const rows = await orm
    .select({ id: vehicleModels.id, series: vehicleModels.series })
    .from(vehicleModels)
    .orderBy(asc(vehicleModels.id));
  const bySeries = new Map<string, string[]>();
  for (const row of rows) bySeries.set(row.series, [...(bySeries.get(row.series) ?? []), row.id]);
  return bySeries;
}

/**
 * The contract statuses in which a vehicle's warranty extension holds or will hold: while one
 * does, no second one is sold for the vehicle.
 */
const runningStatuses = ['active', 'expiring', 'ordered', 'equipped', 'upgrade'] as const;

/** Whether the vehicle has a warranty extension that is ordered or running. */
export async function hasRunningWarranty(orm: Orm, vehicleId: string): Promise<boolean> {
  const [row] = await orm
    .select({ id: contractItems.id })
    .from(contractItems)
    .where(
      and(
        eq(contractItems.vehicleId, vehicleId),
        eq(contractItems.kind, 'warranty'),
        inArray(contractItems.status, [...runningStatuses]),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether a product is sold for a vehicle: a licence for any, a warranty by model and age. */
export function appliesTo(
  product: CatalogueProduct,
  vehicle: Pick<VehicleRow, 'modelId' | 'yearOfConstruction'>,
  today: string,
): boolean {
  if (product.kind === 'traclink') return true;
  if (vehicle.yearOfConstruction === null) return false;
  const age = Number(today.slice(0, 4)) - vehicle.yearOfConstruction;
  return product.modelIds.includes(vehicle.modelId) && age <= product.maxVehicleAgeYears;
}

export interface CatalogueEntry {
  product: CatalogueProduct;
  row: CheckoutProductRow;
}

/** The catalogue's products of a kind (all kinds without one), in the catalogue's order. */
export async function loadCatalogue(
  orm: Orm,
  filter: { kind?: ContractItemKind; id?: string } = {},
): Promise<CatalogueEntry[]> {
  const rows = await orm
    .select()
    .from(checkoutProducts)
    .where(
      and(
        filter.kind ? eq(checkoutProducts.kind, filter.kind) : undefined,
        filter.id ? eq(checkoutProducts.id, filter.id) : undefined,
      ),
    )
    .orderBy(asc(checkoutProducts.sortOrder), asc(checkoutProducts.id));
  const series = await modelIdsBySeries(orm);
  return rows.map((row) => ({ row, product: catalogueProductOf(row, series) }));
}
