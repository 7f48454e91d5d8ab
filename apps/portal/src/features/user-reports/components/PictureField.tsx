import { Button } from '@lindner/ui';
import { useId, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { formMessages, picturesHintMessage, removePictureMessage } from '../formMessages';
import * as styles from './userReports.css';

/** A picture chosen for the report: uploading, or uploaded with its handle. */
export interface ChosenPicture {
  key: number;
  name: string;
  uploadId: string | null;
}

export interface PictureFieldProps {
  pictures: readonly ChosenPicture[];
  max: number;
  /** The message the field shows (a wrong file, too many), if any. */
  error: string | undefined;
  onChoose: (files: File[]) => void;
  onRemove: (key: number) => void;
}

/**
 * The report's pictures: the browser's file input (keyboard, screen readers, the phone's camera)
 * behind a label that looks like a button, and the chosen ones, each with its state and a way to
 * remove it. Each picture is uploaded when it is chosen, so a wrong file shows at once.
 */
export function PictureField({ pictures, max, error, onChoose, onRemove }: PictureFieldProps) {
  const intl = useIntl();
  const id = useId();
  const full = pictures.length >= max;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // The same file may be chosen again after it was removed.
    event.target.value = '';
    if (files.length > 0) onChoose(files);
  };
  return (
    <fieldset className={styles.pictureFieldset} aria-describedby={`${id}-hint ${id}-error`}>
      <legend className={styles.label}>{intl.formatMessage(formMessages.pictures)}</legend>
      <p id={`${id}-hint`} className={styles.meta}>
        {intl.formatMessage(picturesHintMessage, { max })}
      </p>
      {pictures.length > 0 ? (
        // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
        <ul role="list" className={styles.pictureList}>
          {pictures.map((picture) => (
            <li key={picture.key} className={styles.pictureItem}>
              <span className={styles.pictureName}>
                {picture.name}
                {picture.uploadId === null ? (
                  <span className={styles.meta}> {intl.formatMessage(formMessages.uploading)}</span>
                ) : null}
              </span>
              <Button
                variant="secondary"
                aria-label={intl.formatMessage(removePictureMessage, { name: picture.name })}
                onClick={() => onRemove(picture.key)}
              >
                {intl.formatMessage(formMessages.remove)}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {full ? null : (
        <div>
          <input
            id={`${id}-input`}
            type="file"
            name="pictures"
            multiple
            accept="image/jpeg,image/png,image/webp"
            className={styles.fileInput}
            aria-invalid={error ? true : undefined}
            onChange={choose}
          />
          <label htmlFor={`${id}-input`} className={styles.fileButton}>
            {intl.formatMessage(formMessages.addPictures)}
          </label>
        </div>
      )}
      <p id={`${id}-error`} aria-live="polite" className={styles.problem}>
        {error ?? null}
      </p>
    </fieldset>
  );
}
