import { localizePath, type Locale } from '@lindner/i18n';
import { HeaderTabs } from '@lindner/ui/router';
import type { IntlShape } from 'react-intl';
import { navigationMessages, tabMessages } from './messages';

// The fleet's and a vehicle's header tabs, shared by the fleet and contracts features: only the
// pages that exist (the route table's TracLink Mobile child comes with a later issue).

/** The fleet section's tabs: the vehicles, their TracLink licences, adding one, transfers. */
export function fleetTabs(locale: Locale, intl: IntlShape) {
  return (
    <HeaderTabs
      label={intl.formatMessage(navigationMessages.fleet)}
      items={[
        {
          to: localizePath('fleet', {}, locale),
          label: intl.formatMessage(tabMessages.fleet),
          end: true,
        },
        {
          to: localizePath('fleet-traclink', {}, locale),
          label: intl.formatMessage(tabMessages.fleetTraclink),
          end: true,
        },
        {
          to: localizePath('fleet-add-vehicle', {}, locale),
          label: intl.formatMessage(tabMessages.fleetAddVehicle),
          end: true,
        },
        {
          to: localizePath('fleet-transfers', {}, locale),
          label: intl.formatMessage(tabMessages.fleetTransfers),
          end: true,
        },
      ]}
    />
  );
}

/** A vehicle's tabs: its overview, warranty, TracLink licence, a diary and an average entry. */
export function vehicleTabs(id: string, locale: Locale, intl: IntlShape) {
  return (
    <HeaderTabs
      label={intl.formatMessage(tabMessages.vehicleGroup)}
      items={[
        {
          to: localizePath('fleet-detail', { id }, locale),
          label: intl.formatMessage(tabMessages.fleetDetail),
          end: true,
        },
        {
          to: localizePath('fleet-detail-warranty', { id }, locale),
          label: intl.formatMessage(tabMessages.fleetDetailWarranty),
          end: true,
        },
        {
          to: localizePath('fleet-detail-traclink', { id }, locale),
          label: intl.formatMessage(tabMessages.fleetDetailTraclink),
          end: true,
        },
        {
          to: localizePath('fleet-detail-add-operation', { id }, locale),
          label: intl.formatMessage(tabMessages.fleetDetailAddOperation),
          end: true,
        },
        {
          to: localizePath('fleet-detail-add-average', { id }, locale),
          label: intl.formatMessage(tabMessages.fleetDetailAddAverage),
          end: true,
        },
      ]}
    />
  );
}
