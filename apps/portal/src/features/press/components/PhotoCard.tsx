import type { PressPhoto } from '@lindner/api/schema';
import { Text } from '@lindner/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  categoryMessages,
  photoDownloadMessage,
  photoDownloadsMessage,
  pictureAltMessage,
  sizeMessages,
} from '../messages';
import { formatFileSize } from '../pressFormat';
import { GermanOnlyNote } from './GermanOnlyNote';
import * as styles from './press.css';

export interface PhotoCardProps {
  photo: PressPhoto;
  /** A file's address from the API's. */
  fileHref: (url: string) => string;
  /** The language of the texts where it differs from the page's. */
  textLang?: string;
  eager?: boolean;
  /** Staff's actions under the photo. */
  actions?: ReactNode;
}

/**
 * A press photo: its web-size preview, caption, credit and category, and a download per size
 * with its pixels and file size.
 */
export function PhotoCard({ photo, fileHref, textLang, eager = false, actions }: PhotoCardProps) {
  const intl = useIntl();
  const [preview] = photo.files;
  return (
    <article className={styles.photoCard}>
      {preview ? (
        <img
          className={styles.photo}
          src={fileHref(preview.url)}
          width={preview.width}
          height={preview.height}
          loading={eager ? 'eager' : 'lazy'}
          alt={intl.formatMessage(pictureAltMessage, { caption: photo.caption })}
        />
      ) : null}
      <div>
        <Text weight="medium" lang={textLang}>
          {photo.caption}
        </Text>
        <Text size="small" tone="muted" lang={textLang}>
          {photo.credit}
        </Text>
        <Text size="small" tone="muted">
          {intl.formatMessage(categoryMessages[photo.category])}
        </Text>
        <GermanOnlyNote textLang={textLang} />
      </div>
      {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
      <ul
        role="list"
        className={styles.fileList}
        aria-label={intl.formatMessage(photoDownloadsMessage, { caption: photo.caption })}
      >
        {photo.files.map((file) => (
          <li key={file.size}>
            <a className={styles.fileLink} href={fileHref(file.url)} download>
              {intl.formatMessage(photoDownloadMessage, {
                size: intl.formatMessage(sizeMessages[file.size]),
                width: intl.formatNumber(file.width),
                height: intl.formatNumber(file.height),
                bytes: formatFileSize(intl, file.sizeBytes),
              })}
            </a>
          </li>
        ))}
      </ul>
      {actions}
    </article>
  );
}
