import type { ConsumptionReason, FleetVehicle } from '@lindner/api/schema';
import { Heading, Stack, Text } from '@lindner/ui';
import { useId, type ReactNode } from 'react';
import { FormattedDate, FormattedNumber, useIntl } from 'react-intl';
import * as styles from './fleet.css';
import { dataSourceMessages, fleetMessages, vehicleMessages } from './messages';

/** Why there is no consumption yet: the diary's reason, else the one the data source implies. */
export function consumptionReasonOf(
  vehicle: Pick<FleetVehicle, 'dataSource'>,
  diaryReason: ConsumptionReason | null | undefined,
): ConsumptionReason {
  if (diaryReason) return diaryReason;
  return vehicle.dataSource === 'averageConsumption' ? 'needsAverageEntry' : 'needsTwoFullFillUps';
}

/** A vehicle's key figures: hours, litres, consumption (or what it still needs), VIN, source. */
export function VehicleFigures({
  vehicle,
  consumptionReason,
}: {
  vehicle: FleetVehicle;
  /** From the diary, when loaded. */
  consumptionReason?: ConsumptionReason | null;
}) {
  const intl = useIntl();
  const headingId = useId();
  const figures: { key: string; label: string; value: ReactNode }[] = [
    {
      key: 'hours',
      label: intl.formatMessage(fleetMessages.operatingHours),
      value: (
        <FormattedNumber
          value={vehicle.operatingHours}
          style="unit"
          unit="hour"
          maximumFractionDigits={1}
        />
      ),
    },
    {
      key: 'liters',
      label: intl.formatMessage(fleetMessages.fuelUsed),
      value: (
        <FormattedNumber
          value={vehicle.fuelUsedLiters}
          style="unit"
          unit="liter"
          maximumFractionDigits={0}
        />
      ),
    },
    {
      key: 'consumption',
      label: intl.formatMessage(fleetMessages.consumption),
      value:
        vehicle.averageConsumption === null ? (
          <Text as="span" size="standard" tone="muted">
            {intl.formatMessage(vehicleMessages[consumptionReasonOf(vehicle, consumptionReason)])}
          </Text>
        ) : (
          <FormattedNumber
            value={vehicle.averageConsumption}
            style="unit"
            unit="liter-per-hour"
            maximumFractionDigits={1}
          />
        ),
    },
    {
      key: 'source',
      label: intl.formatMessage(fleetMessages.dataSource),
      value: intl.formatMessage(dataSourceMessages[vehicle.dataSource]),
    },
    { key: 'vin', label: intl.formatMessage(fleetMessages.vin), value: vehicle.vin },
    {
      key: 'lastEntry',
      label: intl.formatMessage(fleetMessages.lastEntry),
      value: vehicle.lastEntryAt ? (
        <FormattedDate value={vehicle.lastEntryAt} dateStyle="medium" timeZone="UTC" />
      ) : (
        '–'
      ),
    },
  ];
  return (
    <Stack
      as="section"
      space="medium"
      align="left"
      aria-labelledby={headingId}
      className={styles.section}
    >
      <Heading level={2} size="h3" id={headingId}>
        {intl.formatMessage(vehicleMessages.figures)}
      </Heading>
      <dl className={styles.figures}>
        {figures.map(({ key, label, value }) => (
          <div key={key} className={styles.figure}>
            <Text as="dt" size="small" tone="muted">
              {label}
            </Text>
            <Text as="dd" weight="medium" tabularNumbers className={styles.figureValue}>
              {value}
            </Text>
          </div>
        ))}
      </dl>
    </Stack>
  );
}
