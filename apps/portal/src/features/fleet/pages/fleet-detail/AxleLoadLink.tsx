import type { FleetVehicle } from '@lindner/api/schema';
import { localizePath, useLocale, type Locale } from '@lindner/i18n';
import { ButtonLink } from '@lindner/ui/router';
import { defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  axleLoads: { id: 'portal.fleet.detail.axleLoads', defaultMessage: 'Achslasten berechnen' },
});

/**
 * The calculator's query key of the model it starts from (`modelQueryKey` of
 * @lindner/axle-load-calculator, whose import would bring the calculator into the fleet's pages).
 */
const axleLoadModelKey = 'model';

/**
 * The public axle-load calculator with the vehicle's model picked: the calculator fills in the
 * model's weights and axle loads from its model list, which holds every model a vehicle can have
 * (the fleet's models are that list), and says so where it lacks some of them.
 */
export function axleLoadPath(vehicle: FleetVehicle, locale: Locale): string {
  const query = new URLSearchParams({ [axleLoadModelKey]: vehicle.model.id });
  return `${localizePath('axle-load-calculator', {}, locale)}?${query.toString()}`;
}

/** Opens the axle-load calculator with the vehicle's model's weights filled in. */
export function AxleLoadLink({ vehicle }: { vehicle: FleetVehicle }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <ButtonLink variant="secondary" link={{ url: axleLoadPath(vehicle, locale) }}>
      {intl.formatMessage(messages.axleLoads)}
    </ButtonLink>
  );
}
