import type { FleetVehicle } from '@lindner/api/schema';
import { localizePath, useLocale } from '@lindner/i18n';
import { Heading, Stack, Text, type LayoutState } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { navigationMessages } from '../../../../shared/personalArea/messages';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import * as styles from '../../fleet.css';
import { fleetTabs } from '../../../../shared/personalArea/sectionTabs';
import { fleetMessages } from '../../messages';
import { VehicleCard } from '../../VehicleCard';

export interface FleetViewProps {
  /** Loading, error (with Retry) or content, from the fleet's fetch. */
  state: LayoutState;
  onRetry: () => void;
  /** The user's vehicles; null until fetched. */
  vehicles: FleetVehicle[] | null;
  /** The notice of vehicles offered to the user (transfers), with its own data. */
  notice?: ReactNode;
}

/** The fleet: the user's vehicles as cards, or a start with "add vehicle". */
export function FleetView({ state, onRetry, vehicles, notice }: FleetViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const headingId = useId();
  const addLink = { url: localizePath('fleet-add-vehicle', {}, locale) };
  return (
    <PersonalPage
      title={intl.formatMessage(navigationMessages.fleet)}
      tabs={fleetTabs(locale, intl)}
      state={state}
      onRetry={onRetry}
    >
      {notice}
      {vehicles === null ? null : vehicles.length === 0 ? (
        <Stack as="section" space="medium" align="left" aria-labelledby={headingId}>
          <Heading level={2} size="h3" id={headingId}>
            {intl.formatMessage(fleetMessages.emptyTitle)}
          </Heading>
          <Text>{intl.formatMessage(fleetMessages.emptyText)}</Text>
          <ButtonLink link={addLink}>{intl.formatMessage(fleetMessages.addVehicle)}</ButtonLink>
        </Stack>
      ) : (
        <Stack
          as="section"
          space="large"
          align="left"
          aria-labelledby={headingId}
          className={styles.section}
        >
          <div className={styles.actions}>
            <Heading level={2} size="h3" id={headingId}>
              {intl.formatMessage(fleetMessages.vehicles)}
            </Heading>
            <ButtonLink link={addLink} variant="secondary">
              {intl.formatMessage(fleetMessages.addVehicle)}
            </ButtonLink>
          </div>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
          <ul role="list" className={styles.cards}>
            {vehicles.map((vehicle) => (
              <li key={vehicle.id}>
                <VehicleCard vehicle={vehicle} />
              </li>
            ))}
          </ul>
        </Stack>
      )}
    </PersonalPage>
  );
}
