import type { AddVehicleInput, AxleLoadModel, Vehicle } from '@lindner/api/schema';
import { localizePath, useLocale } from '@lindner/i18n';
import { Banner, Button, Stack, TabContentLayout, type LayoutState } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { navigationMessages, tabMessages } from '../../../../shared/personalArea/messages';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { AddVehicleForm } from '../../AddVehicleForm';
import * as styles from '../../fleet.css';
import { fleetTabs } from '../../../../shared/personalArea/sectionTabs';
import { addVehicleMessages, statusMessages, vehicleLine } from '../../messages';
import type { SaveOutcome } from '../../useFleetSubmit';

export interface AddVehicleViewProps {
  /** Loading, error (with Retry) or content, from the model list's fetch. */
  state: LayoutState;
  onRetry: () => void;
  /** The model range for the picker; null until fetched. */
  models: readonly AxleLoadModel[] | null;
  onSubmit: (vehicle: AddVehicleInput) => Promise<SaveOutcome<Vehicle> | null>;
  /** A vehicle just saved (stories): the pending notice instead of the form. */
  initialSaved?: Vehicle | null;
}

/** Adding a vehicle; once saved, the pending notice with a link to the new vehicle. */
export function AddVehicleView({
  state,
  onRetry,
  models,
  onSubmit,
  initialSaved = null,
}: AddVehicleViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const [saved, setSaved] = useState<Vehicle | null>(initialSaved);
  return (
    <PersonalPage
      title={intl.formatMessage(navigationMessages.fleet)}
      tabs={fleetTabs(locale, intl)}
    >
      <TabContentLayout
        title={intl.formatMessage(tabMessages.fleetAddVehicle)}
        state={saved ? 'content' : state}
        onRetry={onRetry}
      >
        {saved ? (
          <Stack space="medium" align="left" className={styles.section}>
            <Banner tone="success" title={intl.formatMessage(addVehicleMessages.savedTitle)}>
              <p>{intl.formatMessage(vehicleLine, { model: saved.model.name, vin: saved.vin })}</p>
              <p>{intl.formatMessage(statusMessages.pendingNotice)}</p>
            </Banner>
            <div className={styles.actions}>
              <ButtonLink link={{ url: localizePath('fleet-detail', { id: saved.id }, locale) }}>
                {intl.formatMessage(addVehicleMessages.toVehicle)}
              </ButtonLink>
              <Button variant="secondary" onClick={() => setSaved(null)}>
                {intl.formatMessage(addVehicleMessages.another)}
              </Button>
            </div>
          </Stack>
        ) : models ? (
          <AddVehicleForm
            models={models}
            onSubmit={onSubmit}
            onSaved={(vehicle) => setSaved(vehicle ?? null)}
          />
        ) : null}
      </TabContentLayout>
    </PersonalPage>
  );
}
