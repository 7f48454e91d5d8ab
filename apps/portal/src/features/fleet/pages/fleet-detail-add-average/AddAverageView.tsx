import type { AverageInput, FleetVehicle } from '@lindner/api/schema';
import { useLocale } from '@lindner/i18n';
import { Stack, TabContentLayout, Text, type LayoutState } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { formSection } from '../../../../shared/forms/PersonalForm.css';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { AverageForm } from '../../DiaryEntryForms';
import { vehicleTabs } from '../../../../shared/personalArea/sectionTabs';
import { CorrectingNotice } from '../../offline/CorrectingNotice';
import { entryFormMessages, vehicleMessages } from '../../messages';

export interface AddAverageViewProps {
  id: string;
  /** Loading, error (with Retry) or content, from the vehicle's fetch (for its name). */
  state: LayoutState;
  onRetry: () => void;
  vehicle: FleetVehicle | null;
  onSubmit: (entry: AverageInput) => Promise<SubmitOutcome | null>;
  /** After a save: back to the vehicle's overview. */
  onSaved: () => void;
  /** Why the server refused the kept entry this form was opened to correct. */
  correctingReason?: string | null;
}

/** An average consumption over a period, for vehicles without a fuel diary. */
export function AddAverageView({
  id,
  state,
  onRetry,
  vehicle,
  onSubmit,
  onSaved,
  correctingReason,
}: AddAverageViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const introId = useId();
  return (
    <PersonalPage
      title={vehicle?.model.name ?? intl.formatMessage(vehicleMessages.vehicle)}
      tabs={vehicleTabs(id, locale, intl)}
    >
      <TabContentLayout
        title={intl.formatMessage(vehicleMessages.tabAverage)}
        state={state}
        onRetry={onRetry}
      >
        {vehicle ? (
          <Stack space="medium" align="left" className={formSection}>
            <CorrectingNotice reason={correctingReason} />
            <Text id={introId}>{intl.formatMessage(entryFormMessages.averageIntro)}</Text>
            <AverageForm
              vehicleId={id}
              onSubmit={onSubmit}
              onSaved={onSaved}
              labelledBy={introId}
            />
          </Stack>
        ) : null}
      </TabContentLayout>
    </PersonalPage>
  );
}
