import { localizePath, type Locale } from '@lindner/i18n';
import { HeaderTabs } from '@lindner/ui';
import type { IntlShape } from 'react-intl';
import { navigationMessages, tabMessages } from '../../shared/personalArea/messages';
import { vehicleMessages } from './messages';

// The fleet pages name their own header tabs: only the pages that exist. The route table's
// TracLink, warranty and licence-shop children come with a later issue.

/** The fleet section's tabs: the vehicles and adding one. */
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
          to: localizePath('fleet-add-vehicle', {}, locale),
          label: intl.formatMessage(tabMessages.fleetAddVehicle),
          end: true,
        },
      ]}
    />
  );
}

/** A vehicle's tabs: its overview, a diary entry and an average entry. */
export function vehicleTabs(id: string, locale: Locale, intl: IntlShape) {
  return (
    <HeaderTabs
      label={intl.formatMessage(vehicleMessages.tabsLabel)}
      items={[
        {
          to: localizePath('fleet-detail', { id }, locale),
          label: intl.formatMessage(vehicleMessages.tabOverview),
          end: true,
        },
        {
          to: localizePath('fleet-detail-add-operation', { id }, locale),
          label: intl.formatMessage(vehicleMessages.tabDiaryEntry),
          end: true,
        },
        {
          to: localizePath('fleet-detail-add-average', { id }, locale),
          label: intl.formatMessage(vehicleMessages.tabAverage),
          end: true,
        },
      ]}
    />
  );
}
