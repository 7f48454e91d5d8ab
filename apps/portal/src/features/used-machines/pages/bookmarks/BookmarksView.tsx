import type {
  MachineBookmark,
  SavedMachineSearch,
  SavedMachineSearchInput,
} from '@lindner/api/schema';
import { Heading, Text, type LayoutState } from '@lindner/ui';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { bookmarksPageMessages } from '../../bookmarksPageMessages';
import { SaveSearchForm } from '../../components/SaveSearchForm';
import { savedSearchesMessages } from '../../savedSearchMessages';
import { BookmarkedMachines } from './BookmarkedMachines';
import * as styles from './BookmarksPage.css';
import { SavedSearches } from './SavedSearches';

export interface BookmarksViewProps {
  /** Loading, error (with Retry) or content, from both fetches together. */
  state: LayoutState;
  onRetry: () => void;
  /** The bookmarked machines, newest first; null until fetched. */
  bookmarks: MachineBookmark[] | null;
  onRemove: (machineId: string) => Promise<boolean>;
  /** The saved searches, newest first; null until fetched. */
  searches: SavedMachineSearch[] | null;
  onEndSearch: (id: string) => Promise<boolean>;
  /** The search to save (`?save=`, where a visitor lands after signing in); null for none. */
  saveQuery: string | null;
  onSave: (input: SavedMachineSearchInput) => Promise<SubmitOutcome | null>;
  /** Once saved: the page drops its `?save=`. */
  onSaved: () => void;
  /** Machines chosen for the comparison and a search being confirmed, at first (stories). */
  initialCompared?: string[];
  initialConfirming?: string;
}

/**
 * The personal bookmarks page ("Merkliste"): the bookmarked machines with their comparison,
 * then the saved searches ("Suchaufträge"); with `?save=`, the form that saves that search first.
 */
export function BookmarksView({
  state,
  onRetry,
  bookmarks,
  onRemove,
  searches,
  onEndSearch,
  saveQuery,
  onSave,
  onSaved,
  initialCompared,
  initialConfirming,
}: BookmarksViewProps) {
  const intl = useIntl();
  const machinesId = useId();
  const searchesId = useId();
  const saveId = useId();
  // The form stays (with its notice) once saved, when the address has dropped `?save=`.
  const [shownSave, setShownSave] = useState(saveQuery);
  if (saveQuery !== null && saveQuery !== shownSave) setShownSave(saveQuery);

  return (
    <PersonalPage
      title={intl.formatMessage(bookmarksPageMessages.title)}
      state={state}
      onRetry={onRetry}
    >
      <div className={styles.sections}>
        {shownSave !== null ? (
          <section className={styles.section} aria-labelledby={saveId}>
            <Heading level={2} size="h3" id={saveId}>
              {intl.formatMessage(savedSearchesMessages.saveTitle)}
            </Heading>
            <SaveSearchForm
              key={shownSave}
              query={shownSave}
              onSave={onSave}
              onSaved={onSaved}
              labelledBy={saveId}
            />
          </section>
        ) : null}
        <section className={styles.section} aria-labelledby={machinesId}>
          <Heading level={2} size="h3" id={machinesId}>
            {intl.formatMessage(bookmarksPageMessages.machines)}
          </Heading>
          {bookmarks ? (
            <BookmarkedMachines
              bookmarks={bookmarks}
              onRemove={onRemove}
              initialCompared={initialCompared}
            />
          ) : null}
        </section>
        <section className={styles.section} aria-labelledby={searchesId}>
          <Heading level={2} size="h3" id={searchesId}>
            {intl.formatMessage(savedSearchesMessages.title)}
          </Heading>
          <Text size="small" tone="muted">
            {intl.formatMessage(savedSearchesMessages.dailyNote)}
          </Text>
          {searches ? (
            <SavedSearches
              searches={searches}
              onEnd={onEndSearch}
              initialConfirming={initialConfirming}
            />
          ) : null}
        </section>
      </div>
    </PersonalPage>
  );
}
