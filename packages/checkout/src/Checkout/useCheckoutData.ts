import { useFetch } from '@lindner/api';
import type { ContractItemKind } from '@lindner/api/schema';
import { useMemo } from 'react';
import {
  checkoutProductsKey,
  contractItemKey,
  fetchCheckoutProducts,
  fetchContractItem,
  fetchFleet,
  fetchProfile,
  fleetKey,
  profileKey,
} from '../api/calls';
import type { CheckoutFormState } from '../core';
import { approvedVehicles, offeredProductId } from '../core/checkoutPage';

/**
 * What the checkout is for: the licence renewed, the fleet's approved vehicles (when no vehicle
 * is given), the customer's profile and the products offered for the vehicle.
 */
export function useCheckoutData({
  kind,
  vehicleId: givenVehicleId,
  renewContractItemId,
  form,
}: {
  kind: ContractItemKind;
  vehicleId?: string;
  renewContractItemId?: string;
  form: CheckoutFormState;
}) {
  const renewing = Boolean(renewContractItemId);
  const choosesVehicle = !givenVehicleId && !renewing;
  const renewal = useFetch(
    renewContractItemId ? contractItemKey(renewContractItemId) : null,
    (signal) => fetchContractItem(renewContractItemId!, signal),
  );
  const fleet = useFetch(choosesVehicle ? fleetKey : null, fetchFleet);
  const profile = useFetch(profileKey, fetchProfile);
  const renewed = renewal.data;
  const vehicles = useMemo(() => approvedVehicles(fleet.data), [fleet.data]);
  const vehicleId =
    renewed?.vehicle.id ??
    givenVehicleId ??
    form.vehicleId ??
    (vehicles.length === 1 ? vehicles[0]!.id : null);
  // A renewal is always of a licence, whatever `kind` says.
  const productKind: ContractItemKind = renewing ? 'traclink' : kind;
  const products = useFetch(
    vehicleId && (!renewing || renewed) ? checkoutProductsKey(productKind, vehicleId) : null,
    (signal) => fetchCheckoutProducts(productKind, vehicleId!, signal),
  );
  const offered = products.data ?? [];
  const productId = renewing
    ? (renewed?.productId ?? null)
    : offeredProductId(offered, form.productId);
  const product = offered.find((each) => each.id === productId) ?? null;

  const failing = [renewal, fleet, profile, products].filter((each) => each.fetchError);
  const waiting =
    (renewing && !renewal.hasFetchedOnce) ||
    (choosesVehicle && !fleet.hasFetchedOnce) ||
    !profile.hasFetchedOnce ||
    (vehicleId !== null && !products.hasFetchedOnce);

  const status: 'fetchError' | 'loading' | 'ready' =
    failing.length > 0 ? 'fetchError' : waiting ? 'loading' : 'ready';
  return {
    status,
    retrying: failing.some((each) => each.isFetching),
    retry: () => failing.forEach((each) => void each.refetch()),
    renewing,
    choosesVehicle,
    vehicles,
    vehicleId,
    productId,
    /** A renewal offers its licence's own product only. */
    products: renewing && product ? [product] : offered,
    product,
    renewalPeriod: renewed?.subscriptionPeriod ?? null,
    profile: profile.data,
    refetchProducts: products.refetch,
  };
}
