import { vehicleImageVersion, type FleetVehicle } from '@lindner/api/schema';
import { localizePath, useLocale } from '@lindner/i18n';
import { Heading, Image, Text } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { FormattedNumber, useIntl } from 'react-intl';
import * as styles from './fleet.css';
import { fleetMessages } from './messages';
import { VehiclePlaceholder } from './VehiclePlaceholder';
import { VehicleStatusBadge, VehicleStatusNotice } from './VehicleStatus';

/** One vehicle of the fleet: image, model (a link to it), VIN, check status and hours. */
export function VehicleCard({ vehicle }: { vehicle: FleetVehicle }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <article className={styles.card}>
      {vehicle.imageAsset ? (
        <Image
          image={vehicle.imageAsset}
          version={vehicleImageVersion}
          alt=""
          className={styles.cardImage}
        />
      ) : (
        <VehiclePlaceholder label={intl.formatMessage(fleetMessages.noImage)} />
      )}
      <Heading level={3} size="large" className={styles.cardTitle}>
        <Link link={{ url: localizePath('fleet-detail', { id: vehicle.id }, locale) }}>
          {vehicle.model.name}
        </Link>
      </Heading>
      <VehicleStatusBadge status={vehicle.status} />
      <dl className={styles.facts}>
        <Text as="dt" size="small" tone="muted">
          {intl.formatMessage(fleetMessages.vin)}
        </Text>
        <Text as="dd" size="small" className={styles.factValue} tabularNumbers>
          {vehicle.vin}
        </Text>
        <Text as="dt" size="small" tone="muted">
          {intl.formatMessage(fleetMessages.operatingHours)}
        </Text>
        <Text as="dd" size="small" className={styles.factValue} tabularNumbers>
          {vehicle.operatingHours > 0 ? (
            <FormattedNumber
              value={vehicle.operatingHours}
              style="unit"
              unit="hour"
              maximumFractionDigits={1}
            />
          ) : (
            intl.formatMessage(fleetMessages.noOperatingHours)
          )}
        </Text>
      </dl>
      <VehicleStatusNotice
        status={vehicle.status}
        rejectionReason={vehicle.rejectionReason}
        compact
      />
    </article>
  );
}
