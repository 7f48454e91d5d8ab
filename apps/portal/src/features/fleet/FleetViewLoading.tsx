import { useLocale } from '@lindner/i18n';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PersonalPage } from '../../shared/personalArea/PersonalPage';
import { fleetTabs, vehicleTabs } from '../../shared/personalArea/sectionTabs';

/**
 * A fleet page while its view's code loads: heading, the fleet's own tabs and the spinner (the
 * shared ViewLoading would show the section's tabs of the route table, with pages not built yet).
 */
export function FleetViewLoading({
  title,
  vehicleId,
}: {
  title: MessageDescriptor;
  /** On a vehicle's pages: its tabs. */
  vehicleId?: string;
}) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <PersonalPage
      title={intl.formatMessage(title)}
      tabs={vehicleId ? vehicleTabs(vehicleId, locale, intl) : fleetTabs(locale, intl)}
      state="loading"
      onRetry={nothingToRetry}
    />
  );
}

/** Loading shows no Retry; a failed load of the code is the route's error page. */
function nothingToRetry() {}
