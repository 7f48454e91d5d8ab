import { Button, cx, Text } from '@lindner/ui';
import { useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { checkChosenFiles, type ChosenFile, type FileKind, type FileProblem } from '../adValues';
import * as styles from './classifiedAds.css';
import {
  fileMessages,
  fileProblemLine,
  fileSize,
  refusedWith,
  removeFileName,
} from '../classifiedAdsMessages';

/** A file the ad already has (editing): a picture or a PDF. */
export interface ExistingFile {
  id: string;
  /** Its name in the list: the PDF's file name, "Bild 2" for a picture. */
  name: string;
  /** A small picture of it, for pictures. */
  thumbnail?: ReactNode;
}

export interface FilesFieldProps {
  kind: FileKind;
  label: string;
  hint: string;
  chooseLabel: string;
  accept: string;
  /** Files already in the ad. */
  existing: readonly ExistingFile[];
  /** Removes a file of the ad; resolves with the server's message when it refused. */
  onRemoveExisting: (id: string) => Promise<string | null>;
  /** Files chosen for upload, with their upload state. */
  chosen: readonly ChosenFile[];
  onAdd: (files: File[]) => void;
  onRemoveChosen: (key: string) => void;
  /** While uploading: nothing can be chosen or removed. */
  disabled: boolean;
}

const problemMessages: Record<FileProblem, (typeof fileMessages)[keyof typeof fileMessages]> = {
  pictureType: fileMessages.pictureType,
  pictureSize: fileMessages.pictureSize,
  attachmentType: fileMessages.attachmentType,
  attachmentSize: fileMessages.attachmentSize,
  tooManyPictures: fileMessages.tooManyPictures,
  tooManyAttachments: fileMessages.tooManyAttachments,
};

/**
 * Several files for the ad: the browser's file input (keyboard, screen readers, the phone's
 * camera) made invisible over a button in the page's language. Chosen files are checked at once
 * (type, size, how many the ad can take) and those turned down are named with the reason; the
 * list shows each file's upload state and the server's message beside a refused one.
 */
export function FilesField({
  kind,
  label,
  hint,
  chooseLabel,
  accept,
  existing,
  onRemoveExisting,
  chosen,
  onAdd,
  onRemoveChosen,
  disabled,
}: FilesFieldProps) {
  const intl = useIntl();
  const id = useId();
  const hintId = `${id}-hint`;
  const problemsId = `${id}-problems`;
  const input = useRef<HTMLInputElement>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [removing, setRemoving] = useState<string | null>(null);
  const [removeErrors, setRemoveErrors] = useState<Record<string, string>>({});

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // The same file can be chosen again after it was removed.
    event.target.value = '';
    const { accepted, refused } = checkChosenFiles(kind, files, existing.length + chosen.length);
    setProblems(
      refused.map(({ file, problem }) =>
        intl.formatMessage(fileProblemLine, {
          file: file.name,
          problem: intl.formatMessage(problemMessages[problem]),
        }),
      ),
    );
    if (accepted.length > 0) onAdd(accepted);
  };

  const removeExisting = async (file: ExistingFile) => {
    setRemoving(file.id);
    const message = await onRemoveExisting(file.id);
    setRemoving(null);
    setRemoveErrors((shown) => {
      const next = { ...shown };
      if (message === null) delete next[file.id];
      else next[file.id] = message;
      return next;
    });
    if (message === null) input.current?.focus();
  };

  const megabytes = (bytes: number) =>
    intl.formatMessage(fileSize, {
      size: intl.formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 }),
    });

  return (
    <div className={styles.files}>
      <label htmlFor={`${id}-input`} className={styles.filesLabel}>
        {label}
      </label>
      <Text id={hintId} size="small" tone="muted">
        {hint}
      </Text>
      <div className={styles.chooser}>
        <input
          ref={input}
          id={`${id}-input`}
          type="file"
          multiple
          accept={accept}
          className={styles.fileInput}
          aria-describedby={problems.length > 0 ? `${hintId} ${problemsId}` : hintId}
          aria-invalid={problems.length > 0 || undefined}
          disabled={disabled}
          onChange={choose}
        />
        <span className={styles.chooseButton} aria-hidden="true">
          {chooseLabel}
        </span>
      </div>
      <div id={problemsId} aria-live="polite">
        {problems.length > 0 ? (
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
      </div>
      {existing.length + chosen.length > 0 ? (
        // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
        <ul role="list" className={styles.fileList}>
          {existing.map((file) => (
            <li key={file.id} className={styles.fileItem}>
              <div className={styles.fileBody}>
                {file.thumbnail}
                <span className={styles.fileText}>
                  <Text as="span">{file.name}</Text>
                  <Text as="span" size="small" tone="muted">
                    {intl.formatMessage(fileMessages.current)}
                  </Text>
                  {removeErrors[file.id] ? (
                    <Text as="span" size="small" className={styles.fileStatus.refused}>
                      {removeErrors[file.id]}
                    </Text>
                  ) : null}
                </span>
              </div>
              <Button
                variant="ghost"
                size="small"
                busy={removing === file.id}
                disabled={disabled}
                aria-label={intl.formatMessage(removeFileName, { file: file.name })}
                onClick={() => void removeExisting(file)}
              >
                {intl.formatMessage(fileMessages.remove)}
              </Button>
            </li>
          ))}
          {chosen.map((file) => (
            <li
              key={file.key}
              className={cx(styles.fileItem, file.status === 'refused' && styles.fileItemRefused)}
            >
              <div className={styles.fileBody}>
                <span className={styles.fileText}>
                  <Text as="span">{file.file.name}</Text>
                  <Text as="span" size="small" tone="muted">
                    {megabytes(file.file.size)}
                  </Text>
                  <Text as="span" size="small" className={styles.fileStatus[file.status]}>
                    {file.status === 'refused'
                      ? intl.formatMessage(refusedWith, {
                          message: file.message ?? intl.formatMessage(fileMessages.refusedFallback),
                        })
                      : intl.formatMessage(fileMessages[file.status])}
                  </Text>
                </span>
              </div>
              {file.status === 'uploaded' ? null : (
                <Button
                  variant="ghost"
                  size="small"
                  disabled={disabled}
                  aria-label={intl.formatMessage(removeFileName, { file: file.file.name })}
                  onClick={() => {
                    onRemoveChosen(file.key);
                    input.current?.focus();
                  }}
                >
                  {intl.formatMessage(fileMessages.remove)}
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
