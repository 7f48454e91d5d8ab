import type { PressPhoto, PressPhotoInput, PressPhotoList } from '@lindner/api/schema';
import { languageOf, localizePath } from '@lindner/i18n';
import { Banner, FetchError, Heading, Spinner, Text, type LayoutState } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmAction } from '../../../../shared/ConfirmAction';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { PhotoCard } from '../../components/PhotoCard';
import { PhotoUploadForm } from '../../components/PhotoUploadForm';
import { PressPaging } from '../../components/PressPaging';
import * as styles from '../../components/press.css';
import { deleteNamedMessage, deleteQuestionMessage, editorialMessages } from '../../messages';
import type { PhotoUploadValues } from '../../photoUploadChecks';

export interface EditorialPressPhotosViewProps {
  /** Whether the user holds the realm role `staff`; others see "no access", nothing else. */
  allowed: boolean;
  /** Loading, error (with Retry) or content, from the photo list's fetch. */
  state: LayoutState;
  onRetry: () => void;
  list: PressPhotoList | null;
  /** A page's address of the list. */
  pageHref: (page: number) => string;
  fileHref: (url: string) => string;
  onUpload: (input: PressPhotoInput, file: File) => Promise<SubmitOutcome | null>;
  onDelete: (photo: PressPhoto) => Promise<boolean>;
  /** The upload form's first values (stories). */
  initialValues?: PhotoUploadValues;
}

/** Staff's press photos: the upload form, and the published photos with delete (asks first). */
export function EditorialPressPhotosView({
  allowed,
  state,
  onRetry,
  list,
  pageHref,
  fileHref,
  onUpload,
  onDelete,
  initialValues,
}: EditorialPressPhotosViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const uploadId = useId();
  const listId = useId();
  const title = intl.formatMessage(editorialMessages.title);
  if (!allowed) {
    return (
      <PersonalPage title={title}>
        <Banner tone="warning" title={intl.formatMessage(editorialMessages.notAllowedTitle)}>
          <p>{intl.formatMessage(editorialMessages.notAllowedText)}</p>
        </Banner>
      </PersonalPage>
    );
  }
  const language = languageOf(locale);
  return (
    <PersonalPage title={title}>
      <section className={styles.page} aria-labelledby={uploadId}>
        <Heading level={2} size="h4" id={uploadId}>
          {intl.formatMessage(editorialMessages.uploadHeading)}
        </Heading>
        <PhotoUploadForm onUpload={onUpload} initialValues={initialValues} />
      </section>
      <section className={styles.page} aria-labelledby={listId}>
        <Heading level={2} size="h4" id={listId}>
          {intl.formatMessage(editorialMessages.listHeading)}
        </Heading>
        <Link link={{ url: localizePath('press-photos', {}, locale) }}>
          {intl.formatMessage(editorialMessages.publicPage)}
        </Link>
        <div aria-busy={state === 'loading' || undefined}>
          {state === 'loading' ? <Spinner block size="large" /> : null}
          {state === 'error' ? <FetchError onRetry={onRetry} /> : null}
          {state !== 'content' || list === null ? null : list.photos.length === 0 ? (
            <Text>{intl.formatMessage(editorialMessages.empty)}</Text>
          ) : (
            <>
              {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
              <ul role="list" className={styles.photoGrid} aria-labelledby={listId}>
                {list.photos.map((photo) => (
                  <li key={photo.id}>
                    <PhotoCard
                      photo={photo}
                      fileHref={fileHref}
                      textLang={photo.textLanguage === language ? undefined : photo.textLanguage}
                      actions={
                        <ConfirmAction
                          label={intl.formatMessage(editorialMessages.delete)}
                          accessibleLabel={intl.formatMessage(deleteNamedMessage, {
                            caption: photo.caption,
                          })}
                          question={intl.formatMessage(deleteQuestionMessage, {
                            caption: photo.caption,
                          })}
                          confirmLabel={intl.formatMessage(editorialMessages.deleteConfirm)}
                          cancelLabel={intl.formatMessage(editorialMessages.deleteCancel)}
                          onConfirm={() => onDelete(photo)}
                        />
                      }
                    />
                  </li>
                ))}
              </ul>
              <PressPaging page={list.page} pages={list.pageCount} href={pageHref} />
            </>
          )}
        </div>
      </section>
    </PersonalPage>
  );
}
