import type { FleetStatistics, FleetVehicle, RequiredProfileField } from '@lindner/api/schema';
import { localizePath, useLocale } from '@lindner/i18n';
import { Heading, Stack, Text, type LayoutState } from '@lindner/ui';
import { ButtonLink, Link } from '@lindner/ui/router';
import { useId, type ReactNode } from 'react';
import { FormattedNumber, useIntl } from 'react-intl';
import { LazyFleetCharts } from '../../../../shared/fleetCharts/LazyFleetCharts';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { CompleteProfilePrompt } from '../../../../shared/profileCompletion/CompleteProfilePrompt';
import * as styles from './DashboardView.css';
import { greeting, messages } from '../../messages';

export interface DashboardViewProps {
  /** The signed-in user's name; the generic fan label stands in for null. */
  userName: string | null;
  /** Loading, error (with Retry) or content, from the fleet's fetch. */
  state: LayoutState;
  onRetry: () => void;
  /** The fleet's statistics once fetched. */
  statistics: FleetStatistics | null;
  /** The fleet's vehicles, each linked to its page from the statistics. */
  vehicles?: readonly Pick<FleetVehicle, 'id' | 'model'>[];
  /** Required profile data still missing (`completion.missing`): the complete-profile prompt. */
  profileMissing?: readonly RequiredProfileField[];
  /** The due maintenance of the fleet's vehicles, loaded on its own (DueMaintenanceSection). */
  dueMaintenance?: ReactNode;
}

/** The personal area's start page: a greeting and the vehicle statistics of the fleet. */
export function DashboardView({
  userName,
  state,
  onRetry,
  statistics,
  vehicles = [],
  profileMissing = [],
  dueMaintenance,
}: DashboardViewProps) {
  const intl = useIntl();
  const name = userName ?? intl.formatMessage(messages.fanName);
  return (
    <PersonalPage title={intl.formatMessage(greeting, { name })} state={state} onRetry={onRetry}>
      <CompleteProfilePrompt missing={profileMissing} withLink />
      {statistics !== null && statistics.vehicleCount > 0 ? dueMaintenance : null}
      {statistics === null ? null : statistics.vehicleCount > 0 ? (
        <FleetFigures statistics={statistics} vehicles={vehicles} />
      ) : (
        <NoVehicles />
      )}
    </PersonalPage>
  );
}

function FleetFigures({
  statistics,
  vehicles,
}: {
  statistics: FleetStatistics;
  vehicles: readonly Pick<FleetVehicle, 'id' | 'model'>[];
}) {
  const intl = useIntl();
  const locale = useLocale();
  const headingId = useId();
  const figures = [
    { label: messages.vehicleCount, value: <FormattedNumber value={statistics.vehicleCount} /> },
    {
      label: messages.operatingHours,
      value: (
        <FormattedNumber
          value={statistics.operatingHours}
          style="unit"
          unit="hour"
          maximumFractionDigits={1}
        />
      ),
    },
    {
      label: messages.fuelUsed,
      value: (
        <FormattedNumber
          value={statistics.fuelUsedLiters}
          style="unit"
          unit="liter"
          maximumFractionDigits={0}
        />
      ),
    },
    {
      label: messages.averageConsumption,
      value:
        statistics.averageConsumption === null ? (
          <Text as="span" size="large" tone="muted">
            {intl.formatMessage(messages.noAverage)}
          </Text>
        ) : (
          <FormattedNumber
            value={statistics.averageConsumption}
            style="unit"
            unit="liter-per-hour"
            maximumFractionDigits={1}
          />
        ),
    },
  ];
  return (
    <Stack as="section" space="medium" align="left" aria-labelledby={headingId}>
      <Heading level={2} size="h3" id={headingId}>
        {intl.formatMessage(messages.statistics)}
      </Heading>
      <dl className={styles.figures}>
        {figures.map(({ label, value }) => (
          <div key={label.id} className={styles.figure}>
            <Text as="dt" size="small" tone="muted">
              {intl.formatMessage(label)}
            </Text>
            <Text as="dd" weight="medium" tabularNumbers className={styles.value}>
              {value}
            </Text>
          </div>
        ))}
      </dl>
      <LazyFleetCharts figures={statistics} period="lastTwelveMonths" />
      {vehicles.length > 0 ? (
        <nav aria-label={intl.formatMessage(messages.vehicles)}>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
          <ul role="list" className={styles.vehicles}>
            {vehicles.map((vehicle) => (
              <li key={vehicle.id}>
                <Link link={{ url: localizePath('fleet-detail', { id: vehicle.id }, locale) }}>
                  {vehicle.model.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Link link={{ url: localizePath('fleet', {}, locale) }}>
        {intl.formatMessage(messages.toFleet)}
      </Link>
    </Stack>
  );
}

function NoVehicles() {
  const intl = useIntl();
  const locale = useLocale();
  const headingId = useId();
  return (
    <Stack as="section" space="medium" align="left" aria-labelledby={headingId}>
      <Heading level={2} size="h3" id={headingId}>
        {intl.formatMessage(messages.emptyTitle)}
      </Heading>
      <Text className={styles.emptyText}>{intl.formatMessage(messages.emptyText)}</Text>
      <ButtonLink link={{ url: localizePath('fleet-add-vehicle', {}, locale) }}>
        {intl.formatMessage(messages.addVehicle)}
      </ButtonLink>
    </Stack>
  );
}
