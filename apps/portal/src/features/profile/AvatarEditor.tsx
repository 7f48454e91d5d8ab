import { avatarLimits } from '@lindner/api/schema';
import { Banner, Button, FileField, Heading, Text } from '@lindner/ui';
import { Form } from '@lindner/ui/final-form';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { formMessages } from '../../shared/forms/messages';
import { PicturePreview, pictureKey } from '../../shared/forms/PicturePreview';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { profileMessages } from './messages';
import * as styles from './ProfileCompletion.css';

export interface AvatarEditorProps {
  /** The current avatar's address; null without one. */
  avatarUrl: string | null;
  onUpload: (picture: File) => Promise<SubmitOutcome | null>;
  onRemove: () => Promise<SubmitOutcome | null>;
}

const accept = avatarLimits.types.join(',');

/**
 * The profile picture: the current one, a new one chosen with a preview before it is uploaded,
 * type and size checked at once, the server's refusal shown beside it; and a way to remove it.
 */
export function AvatarEditor({ avatarUrl, onUpload, onRemove }: AvatarEditorProps) {
  const intl = useIntl();
  const headingId = useId();
  const [error, setError] = useState<Extract<SubmitOutcome, { ok: false }> | null>(null);
  const [removing, setRemoving] = useState(false);

  const remove = async () => {
    setRemoving(true);
    const outcome = await onRemove();
    setRemoving(false);
    setError(outcome && !outcome.ok ? outcome : null);
  };

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={3} size="large" id={headingId}>
        {intl.formatMessage(profileMessages.avatarHeading)}
      </Heading>
      <Form<{ picture?: File | null }>
        onSubmit={async ({ picture }, form) => {
          if (!picture) return;
          const outcome = await onUpload(picture);
          setError(outcome && !outcome.ok ? outcome : null);
          if (outcome?.ok) form.restart();
        }}
        render={({ handleSubmit, values, submitting, valid }) => (
          <div className={styles.avatarRow}>
            <figure className={styles.avatarFigure}>
              {avatarUrl ? (
                <img
                  src={avatarUrl}
                  alt={intl.formatMessage(profileMessages.avatarCurrent)}
                  width={96}
                  height={96}
                  className={styles.avatarImage}
                />
              ) : (
                <span className={styles.avatarImage} aria-hidden="true" />
              )}
              <figcaption>
                <Text as="span" size="small" tone="muted">
                  {intl.formatMessage(
                    avatarUrl ? profileMessages.avatarCurrent : profileMessages.avatarNone,
                  )}
                </Text>
              </figcaption>
            </figure>
            {values.picture instanceof File && valid ? (
              <PicturePreview
                key={pictureKey(values.picture)}
                file={values.picture}
                label={intl.formatMessage(profileMessages.avatarPreview)}
                width={96}
                height={96}
                figureClassName={styles.avatarFigure}
                imageClassName={styles.avatarImage}
              />
            ) : null}
            <form
              noValidate
              className={styles.avatarForm}
              aria-labelledby={headingId}
              onSubmit={(event) => void handleSubmit(event)}
            >
              <FileField
                name="picture"
                label={intl.formatMessage(profileMessages.avatarFile)}
                description={intl.formatMessage(profileMessages.avatarHint)}
                accept={accept}
                maxSize={avatarLimits.maxBytes}
              />
              {error ? (
                <Banner tone="error" title={intl.formatMessage(formMessages.serverErrorTitle)}>
                  <p>
                    {error.message ??
                      Object.values(error.fieldErrors)[0] ??
                      intl.formatMessage(formMessages.generalError)}
                  </p>
                  {error.message && Object.values(error.fieldErrors).length > 0 ? (
                    <p>{Object.values(error.fieldErrors).join(' ')}</p>
                  ) : null}
                </Banner>
              ) : null}
              <div className={styles.avatarActions}>
                <Button type="submit" busy={submitting} disabled={!values.picture}>
                  {intl.formatMessage(profileMessages.avatarUpload)}
                </Button>
                {avatarUrl ? (
                  <Button variant="secondary" busy={removing} onClick={() => void remove()}>
                    {intl.formatMessage(profileMessages.avatarRemove)}
                  </Button>
                ) : null}
              </div>
            </form>
          </div>
        )}
      />
    </section>
  );
}
