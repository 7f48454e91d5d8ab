import { machineFileLimits } from '@lindner/api/schema';
import { Banner, Button, FileField } from '@lindner/ui';
import { Form } from '@lindner/ui/final-form';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { formMessages } from '../../../shared/forms/messages';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import * as styles from '../fleet.css';
import { machineFileMessages } from './messages';

// What the server takes (it checks the content again): a PDF or a JPEG, PNG or WebP picture.
const accept = 'application/pdf,image/jpeg,image/png,image/webp';

export interface InvoiceUploadProps {
  /** The file field's label, naming the entry ("Rechnung: Service vom 2. Okt. 2026"). */
  label: string;
  onUpload: (file: File) => Promise<SubmitOutcome | null>;
}

/** An invoice chosen and uploaded for one entry; the server's refusal beside it. */
export function InvoiceUpload({ label, onUpload }: InvoiceUploadProps) {
  const intl = useIntl();
  const [error, setError] = useState<Extract<SubmitOutcome, { ok: false }> | null>(null);
  return (
    <Form<{ invoice?: File | null }>
      onSubmit={async ({ invoice }, form) => {
        if (!invoice) return;
        const outcome = await onUpload(invoice);
        setError(outcome && !outcome.ok ? outcome : null);
        if (outcome?.ok) form.restart();
      }}
      render={({ handleSubmit, values, submitting, valid }) => (
        <form noValidate onSubmit={(event) => void handleSubmit(event)} className={styles.section}>
          <FileField
            name="invoice"
            label={label}
            description={intl.formatMessage(machineFileMessages.invoiceHint)}
            accept={accept}
            maxSize={machineFileLimits.invoiceBytes}
          />
          {values.invoice instanceof File && valid ? (
            <div className={styles.actions}>
              <Button type="submit" size="small" busy={submitting}>
                {intl.formatMessage(machineFileMessages.attachInvoice)}
              </Button>
            </div>
          ) : null}
          {error ? (
            <Banner tone="error" title={intl.formatMessage(formMessages.serverErrorTitle)}>
              <p>
                {Object.values(error.fieldErrors)[0] ??
                  error.message ??
                  intl.formatMessage(formMessages.generalError)}
              </p>
            </Banner>
          ) : null}
        </form>
      )}
    />
  );
}
