import type { FarmDropdowns, FarmInput } from '@lindner/api/schema';
import { TabContentLayout, type LayoutState } from '@lindner/ui';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { navigationMessages, tabMessages } from '../../../../shared/personalArea/messages';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import type { FarmFormValues } from '../../farmForm';
import { FarmForm } from '../../FarmForm';

export interface FarmViewProps {
  /** Loading, error (with Retry) or content, from the fetches of the farm and the options. */
  state: LayoutState;
  onRetry: () => void;
  /** The saved farm as form values; null until fetched. */
  saved: FarmFormValues | null;
  dropdowns: FarmDropdowns | null;
  onSubmit: (farm: FarmInput) => Promise<SubmitOutcome | null>;
}

/** The farm tab of the profile. */
export function FarmView({ state, onRetry, saved, dropdowns, onSubmit }: FarmViewProps) {
  const intl = useIntl();
  return (
    <PersonalPage title={intl.formatMessage(navigationMessages.profile)}>
      <TabContentLayout
        title={intl.formatMessage(tabMessages.profileFarm)}
        state={state}
        onRetry={onRetry}
      >
        {saved && dropdowns ? (
          <FarmForm saved={saved} dropdowns={dropdowns} onSubmit={onSubmit} />
        ) : null}
      </TabContentLayout>
    </PersonalPage>
  );
}
