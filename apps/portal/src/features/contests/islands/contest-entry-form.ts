import { portalContestFormMessages } from '../../../messages/contests';
import { defineIsland } from '../../../shared/islands';
import { EntryForm } from '../components/EntryForm';

/** A contest's entry form, hydrated on its own while the contest takes entries. */
export const contestEntryFormIsland = defineIsland({
  name: 'contest-entry-form',
  catalogs: [portalContestFormMessages],
  Component: EntryForm,
});
