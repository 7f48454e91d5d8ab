import type { EditorialFile } from '@lindner/api/schema';
import { Button, Text } from '@lindner/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import * as styles from './editorial.css';
import { downloadMessage, entryMessages, reviewMessages } from './messages';

export interface EntryFilesProps {
  files: EditorialFile[];
  /** Fetches a file with the token and hands it to the browser; resolves false if that failed. */
  onDownload: (file: EditorialFile) => Promise<boolean>;
}

/** The pictures and PDFs a writer attached, each a download (a plain link has no token). */
export function EntryFiles({ files, onDownload }: EntryFilesProps) {
  const intl = useIntl();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  if (files.length === 0) return null;
  const download = async (file: EditorialFile) => {
    setBusy(file.path);
    setFailed(false);
    const done = await onDownload(file);
    setBusy(null);
    setFailed(!done);
  };
  return (
    <div className={styles.section}>
      <Text size="small" tone="muted">
        {intl.formatMessage(entryMessages.files)}
      </Text>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
      <ul role="list" className={styles.files}>
        {files.map((file) => (
          <li key={file.path}>
            <Button
              variant="secondary"
              busy={busy === file.path}
              onClick={() => void download(file)}
            >
              {intl.formatMessage(downloadMessage, { name: file.name })}
            </Button>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {failed ? (
          <Text size="small" tone="critical">
            {intl.formatMessage(reviewMessages.downloadFailed)}
          </Text>
        ) : null}
      </div>
    </div>
  );
}
