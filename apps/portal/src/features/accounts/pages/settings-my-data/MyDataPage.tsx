import {
  accountDeletionKey,
  deleteAccount,
  fetchAccountDeletionSummary,
  fetchDataExport,
  refusalMessage,
  useFetch,
} from '@lindner/api';
import { useAuth } from '@lindner/auth';
import { localizePath } from '@lindner/i18n';
import { layoutStateOf } from '@lindner/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { clearAllDrafts, sessionDraftStorage } from '../../../../shared/drafts/formDrafts';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { confirmationReturnUrl, deletionConfirmed } from '../../deletionConfirmation';
import { saveFile } from '../../../../shared/saveFile';
import { MyDataView, type DeletionState, type ExportState } from './MyDataView';

/** The settings' tab "Meine Daten": the download of everything, and deleting the account. */
export function MyDataPage() {
  const auth = useAuth();
  const locale = usePageLocale();
  const { search } = useLocation();
  const summary = useFetch(accountDeletionKey, fetchAccountDeletionSummary);
  const [exportState, setExportState] = useState<ExportState>({ status: 'idle' });
  const confirmed = deletionConfirmed(search, auth.tokenParsed?.auth_time);
  const [deletion, setDeletion] = useState<DeletionState | null>(null);

  const download = async () => {
    setExportState({ status: 'running' });
    try {
      const { blob, fileName } = await fetchDataExport();
      saveFile(blob, fileName);
      setExportState({ status: 'idle' });
    } catch (error) {
      console.error('Error downloading the data export', error);
      setExportState({ status: 'failed', message: refusalMessage(error) });
    }
  };

  const confirmWithPassword = () => {
    void auth.login({
      prompt: 'login',
      maxAge: 0,
      redirectUri: confirmationReturnUrl(window.location.href),
    });
  };

  const deleteForGood = async () => {
    setDeletion({ status: 'deleting' });
    try {
      await deleteAccount();
    } catch (error) {
      console.error('Error deleting the account', error);
      setDeletion({ status: 'failed', message: refusalMessage(error) });
      return;
    }
    // Nothing of the account may outlive it in this browser: unsaved form input, the session.
    clearAllDrafts(sessionDraftStorage());
    const deletedPage = new URL(
      localizePath('account-deleted', {}, locale),
      window.location.origin,
    );
    await auth.logout({ redirectUri: deletedPage.href });
  };

  return (
    <MyDataView
      exportState={exportState}
      onDownload={() => void download()}
      summaryState={layoutStateOf(summary)}
      summary={summary.data ?? null}
      onRetrySummary={() => void summary.refetch()}
      deletion={deletion ?? (confirmed ? { status: 'confirmed' } : { status: 'start' })}
      onConfirmWithPassword={confirmWithPassword}
      onDelete={() => void deleteForGood()}
    />
  );
}
