import type { FleetVehicle, FuelStopInput, NoteInput, OperationInput } from '@lindner/api/schema';
import { useLocale } from '@lindner/i18n';
import { Tab, TabContentLayout, TabList, TabPanel, Tabs, type LayoutState } from '@lindner/ui';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { FuelStopForm, NoteForm, OperationForm } from '../../DiaryEntryForms';
import { vehicleTabs } from '../../../../shared/personalArea/sectionTabs';
import { CorrectingNotice } from '../../offline/CorrectingNotice';
import { diaryMessages, entryFormMessages, vehicleMessages } from '../../messages';

export type EntryKind = 'fuelStop' | 'operation' | 'note';

export interface AddEntryViewProps {
  id: string;
  /** Loading, error (with Retry) or content, from the vehicle's fetch (for its name). */
  state: LayoutState;
  onRetry: () => void;
  vehicle: FleetVehicle | null;
  onAddFuelStop: (entry: FuelStopInput) => Promise<SubmitOutcome | null>;
  onAddOperation: (entry: OperationInput) => Promise<SubmitOutcome | null>;
  onAddNote: (entry: NoteInput) => Promise<SubmitOutcome | null>;
  /** After a save: back to the vehicle's overview. */
  onSaved: () => void;
  /** Why the server refused the kept entry this form was opened to correct. */
  correctingReason?: string | null;
  /** The form shown first. */
  initialKind?: EntryKind;
}

/** A diary entry: a fuel stop, an operation or a note, one form each behind its tab. */
export function AddEntryView({
  id,
  state,
  onRetry,
  vehicle,
  onAddFuelStop,
  onAddOperation,
  onAddNote,
  onSaved,
  correctingReason,
  initialKind = 'fuelStop',
}: AddEntryViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const kinds: EntryKind[] = ['fuelStop', 'operation', 'note'];
  const tabId = (kind: EntryKind) => `diary-entry-${kind}`;
  return (
    <PersonalPage
      title={vehicle?.model.name ?? intl.formatMessage(vehicleMessages.vehicle)}
      tabs={vehicleTabs(id, locale, intl)}
    >
      <TabContentLayout
        title={intl.formatMessage(vehicleMessages.tabDiaryEntry)}
        state={state}
        onRetry={onRetry}
      >
        <CorrectingNotice reason={correctingReason} />
        {vehicle ? (
          <Tabs defaultValue={initialKind}>
            <TabList aria-label={intl.formatMessage(entryFormMessages.kind)}>
              {kinds.map((kind) => (
                <Tab key={kind} value={kind} id={tabId(kind)}>
                  {intl.formatMessage(diaryMessages[kind])}
                </Tab>
              ))}
            </TabList>
            <TabPanel value="fuelStop">
              <FuelStopForm
                vehicleId={id}
                onSubmit={onAddFuelStop}
                onSaved={onSaved}
                labelledBy={tabId('fuelStop')}
              />
            </TabPanel>
            <TabPanel value="operation">
              <OperationForm
                vehicleId={id}
                onSubmit={onAddOperation}
                onSaved={onSaved}
                labelledBy={tabId('operation')}
              />
            </TabPanel>
            <TabPanel value="note">
              <NoteForm
                vehicleId={id}
                onSubmit={onAddNote}
                onSaved={onSaved}
                labelledBy={tabId('note')}
              />
            </TabPanel>
          </Tabs>
        ) : null}
      </TabContentLayout>
    </PersonalPage>
  );
}
