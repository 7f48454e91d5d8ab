import type { AccountDeletionSummary } from '@lindner/api/schema';
import {
  Banner,
  Button,
  FetchError,
  Heading,
  Spinner,
  Stack,
  TabContentLayout,
  Text,
  type LayoutState,
} from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { navigationMessages, tabMessages } from '../../../../shared/personalArea/messages';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import * as styles from '../../accounts.css';
import {
  deletionItemMessages,
  keptOrdersMessage,
  myDataMessages as messages,
  noOrdersKeptMessage,
} from '../../messages';

/** The download: ready, running, or failed (with the server's message where it gave one). */
export type ExportState =
  { status: 'idle' } | { status: 'running' } | { status: 'failed'; message: string | null };

/**
 * The deletion: `start` asks for the password at the sign-on provider; `confirmed` (back from
 * it with a fresh sign-in) offers the final button; `deleting` while the call runs; `failed`
 * with the server's message.
 */
export type DeletionState =
  | { status: 'start' }
  | { status: 'confirmed' }
  | { status: 'deleting' }
  | { status: 'failed'; message: string | null };

export interface MyDataViewProps {
  exportState: ExportState;
  onDownload: () => void;
  /** The summary of the deletion: loading, error (Retry) or content. */
  summaryState: LayoutState;
  summary: AccountDeletionSummary | null;
  onRetrySummary: () => void;
  deletion: DeletionState;
  /** Sends the user to the sign-on provider to enter the password again. */
  onConfirmWithPassword: () => void;
  onDelete: () => void;
}

/** The settings' tab "Meine Daten": everything as a download, and the account's deletion. */
export function MyDataView(props: MyDataViewProps) {
  const intl = useIntl();
  const exportId = useId();
  const deletionId = useId();
  return (
    <PersonalPage title={intl.formatMessage(navigationMessages.settings)}>
      <TabContentLayout title={intl.formatMessage(tabMessages.settingsMyData)} state="content">
        <Stack space="xlarge" align="left">
          <section aria-labelledby={exportId} className={styles.section}>
            <Heading level={3} size="h3" id={exportId}>
              {intl.formatMessage(messages.exportHeading)}
            </Heading>
            <Text className={styles.readable}>{intl.formatMessage(messages.exportIntro)}</Text>
            <DataExport {...props} />
          </section>
          <section aria-labelledby={deletionId} className={styles.section}>
            <Heading level={3} size="h3" id={deletionId}>
              {intl.formatMessage(messages.deletionHeading)}
            </Heading>
            <Text className={styles.readable}>{intl.formatMessage(messages.deletionIntro)}</Text>
            <DeletionSummary {...props} />
            <AccountDeletion {...props} />
          </section>
        </Stack>
      </TabContentLayout>
    </PersonalPage>
  );
}

function DataExport({ exportState, onDownload }: MyDataViewProps) {
  const intl = useIntl();
  const running = exportState.status === 'running';
  return (
    <Stack space="small" align="left">
      <Button onClick={onDownload} busy={running}>
        {intl.formatMessage(messages.download)}
      </Button>
      <div role="status" className={styles.statusLine}>
        {running ? intl.formatMessage(messages.downloading) : null}
      </div>
      {exportState.status === 'failed' ? (
        <Banner tone="error" title={intl.formatMessage(messages.downloadFailed)}>
          <Stack space="small" align="left">
            {exportState.message ? <Text>{exportState.message}</Text> : null}
            <Button variant="secondary" onClick={onDownload}>
              {intl.formatMessage(messages.retry)}
            </Button>
          </Stack>
        </Banner>
      ) : null}
    </Stack>
  );
}

function DeletionSummary({ summaryState, summary, onRetrySummary }: MyDataViewProps) {
  const intl = useIntl();
  const deletedId = useId();
  const keptId = useId();
  if (summaryState === 'error') return <FetchError onRetry={onRetrySummary} />;
  if (summaryState === 'loading' || !summary) return <Spinner />;
  const until = summary.kept.until;
  return (
    <>
      <div className={styles.section}>
        <Heading level={4} size="h4" id={deletedId}>
          {intl.formatMessage(messages.deletedHeading)}
        </Heading>
        <ul className={styles.offers} aria-labelledby={deletedId}>
          {summary.deleted.map(({ item, count }) => (
            <li key={item}>{intl.formatMessage(deletionItemMessages[item], { count })}</li>
          ))}
        </ul>
        <Text size="small" tone="muted" className={styles.readable}>
          {intl.formatMessage(messages.postsNote)}
        </Text>
      </div>
      <div className={styles.section}>
        <Heading level={4} size="h4" id={keptId}>
          {intl.formatMessage(messages.keptHeading)}
        </Heading>
        <Text className={styles.readable}>
          {summary.kept.orders > 0 && until
            ? intl.formatMessage(keptOrdersMessage, {
                count: summary.kept.orders,
                until: intl.formatDate(`${until}T12:00:00Z`, {
                  dateStyle: 'long',
                  timeZone: 'UTC',
                }),
              })
            : intl.formatMessage(noOrdersKeptMessage)}
        </Text>
      </div>
    </>
  );
}

function AccountDeletion({ deletion, summary, onConfirmWithPassword, onDelete }: MyDataViewProps) {
  const intl = useIntl();
  if (!summary) return null;
  if (deletion.status === 'start') {
    return (
      <Stack space="small" align="left">
        <Text className={styles.readable}>{intl.formatMessage(messages.confirmHint)}</Text>
        <Button variant="secondary" onClick={onConfirmWithPassword}>
          {intl.formatMessage(messages.confirmWithPassword)}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack space="small" align="left">
      <Banner tone="warning">{intl.formatMessage(messages.confirmedHint)}</Banner>
      {deletion.status === 'failed' ? (
        <Banner tone="error" title={intl.formatMessage(messages.deletionFailed)}>
          {deletion.message}
        </Banner>
      ) : null}
      <Button onClick={onDelete} busy={deletion.status === 'deleting'}>
        {intl.formatMessage(messages.deleteForGood)}
      </Button>
      {deletion.status === 'failed' ? (
        <Button variant="secondary" onClick={onConfirmWithPassword}>
          {intl.formatMessage(messages.confirmWithPassword)}
        </Button>
      ) : null}
    </Stack>
  );
}
