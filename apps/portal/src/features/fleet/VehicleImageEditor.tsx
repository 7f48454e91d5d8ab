import { avatarLimits, vehicleImageVersion, type FleetVehicle } from '@lindner/api/schema';
import { Banner, Button, FileField, Heading, Image } from '@lindner/ui';
import { Form } from '@lindner/ui/final-form';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { formMessages } from '../../shared/forms/messages';
import { PicturePreview, pictureKey } from '../../shared/forms/PicturePreview';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import * as styles from './fleet.css';
import { fleetMessages, vehicleMessages } from './messages';
import { VehiclePlaceholder } from './VehiclePlaceholder';

// The same limits as the avatar's: JPEG, PNG or WebP, 10 MB (checked by content on the server).
const accept = avatarLimits.types.join(',');

export interface VehicleImageEditorProps {
  vehicle: FleetVehicle;
  onUpload: (picture: File) => Promise<SubmitOutcome | null>;
}

/**
 * The vehicle's picture: the current one, a new one chosen with a preview before it is
 * uploaded, type and size checked at once, the server's refusal beside it (the avatar's pattern).
 */
export function VehicleImageEditor({ vehicle, onUpload }: VehicleImageEditorProps) {
  const intl = useIntl();
  const headingId = useId();
  const [error, setError] = useState<Extract<SubmitOutcome, { ok: false }> | null>(null);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Heading level={2} size="h3" id={headingId}>
        {intl.formatMessage(vehicleMessages.image)}
      </Heading>
      <Form<{ picture?: File | null }>
        onSubmit={async ({ picture }, form) => {
          if (!picture) return;
          const outcome = await onUpload(picture);
          setError(outcome && !outcome.ok ? outcome : null);
          if (outcome?.ok) form.restart();
        }}
        render={({ handleSubmit, values, submitting, valid }) => (
          <div className={styles.imageRow}>
            <figure className={styles.imageFigure}>
              {vehicle.imageAsset ? (
                <Image
                  image={vehicle.imageAsset}
                  version={vehicleImageVersion}
                  alt={vehicle.model.name}
                  className={styles.cardImage}
                />
              ) : (
                <VehiclePlaceholder label={intl.formatMessage(fleetMessages.noImage)} />
              )}
            </figure>
            {values.picture instanceof File && valid ? (
              <PicturePreview
                key={pictureKey(values.picture)}
                file={values.picture}
                label={intl.formatMessage(vehicleMessages.imagePreview)}
                width={192}
                height={144}
                figureClassName={styles.imageFigure}
                imageClassName={styles.cardImage}
              />
            ) : null}
            <form
              noValidate
              className={styles.imageForm}
              aria-labelledby={headingId}
              onSubmit={(event) => void handleSubmit(event)}
            >
              <FileField
                name="picture"
                label={intl.formatMessage(vehicleMessages.imageFile)}
                description={intl.formatMessage(vehicleMessages.imageHint)}
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
                </Banner>
              ) : null}
              <div className={styles.actions}>
                <Button type="submit" busy={submitting} disabled={!values.picture}>
                  {intl.formatMessage(vehicleMessages.imageUpload)}
                </Button>
              </div>
            </form>
          </div>
        )}
      />
    </section>
  );
}
