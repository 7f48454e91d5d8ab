import {
  rejectInputSchema,
  rejectionReasonMaxLength,
  type RejectInput,
  type ReviewVehicle,
} from '@lindner/api/schema';
import { Button, Heading, Text, TextArea } from '@lindner/ui';
import { useId, useState } from 'react';
import { FormattedDate, useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { useSchemaChecks } from '../../shared/forms/useSchemaChecks';
import * as styles from './fleet.css';
import { FleetForm } from './FleetForm';
import { fleetMessages, ownerWithEmail, reviewMessages } from './messages';

export interface ReviewItemProps {
  vehicle: ReviewVehicle;
  /** Resolves true once approved. */
  onApprove: (vehicle: ReviewVehicle) => Promise<boolean>;
  onReject: (vehicle: ReviewVehicle, input: RejectInput) => Promise<SubmitOutcome | null>;
}

interface RejectValues {
  [field: string]: unknown;
  reason?: string;
}

const rejectInputOf = (values: RejectValues): RejectInput => ({
  reason: (values.reason ?? '').trim(),
});
const reasonFields = ['reason'] as const;
const emptyReason: RejectValues = { reason: '' };

/** One vehicle waiting for the check: owner, VIN, model; approve, or reject with a reason. */
export function ReviewItem({ vehicle, onApprove, onReject }: ReviewItemProps) {
  const intl = useIntl();
  const headingId = useId();
  const [rejecting, setRejecting] = useState(false);
  const [approving, setApproving] = useState(false);
  const check = useSchemaChecks(rejectInputSchema, rejectInputOf, reasonFields);
  const approve = async () => {
    setApproving(true);
    await onApprove(vehicle);
    setApproving(false);
  };
  return (
    <article className={styles.reviewItem} aria-labelledby={headingId}>
      <Heading level={2} size="large" id={headingId}>
        {vehicle.model.name}
      </Heading>
      <dl className={styles.facts}>
        <Text as="dt" size="small" tone="muted">
          {intl.formatMessage(fleetMessages.vin)}
        </Text>
        <Text as="dd" size="small" className={styles.factValue}>
          {vehicle.vin}
        </Text>
        <Text as="dt" size="small" tone="muted">
          {intl.formatMessage(reviewMessages.owner)}
        </Text>
        <Text as="dd" size="small" className={styles.factValue}>
          {vehicle.owner.email
            ? intl.formatMessage(ownerWithEmail, {
                name: vehicle.owner.name,
                email: vehicle.owner.email,
              })
            : vehicle.owner.name}
        </Text>
        <Text as="dt" size="small" tone="muted">
          {intl.formatMessage(reviewMessages.addedAt)}
        </Text>
        <Text as="dd" size="small" className={styles.factValue}>
          <FormattedDate value={vehicle.createdAt} dateStyle="medium" />
        </Text>
      </dl>
      {rejecting ? (
        <FleetForm<RejectValues, RejectInput>
          draftName={`fleet-reject:${vehicle.id}`}
          initial={emptyReason}
          fieldNames={reasonFields}
          toPayload={rejectInputOf}
          onSubmit={(input) => onReject(vehicle, input)}
          labelledBy={headingId}
          submitLabel={intl.formatMessage(reviewMessages.sendRejection)}
        >
          <TextArea
            name="reason"
            label={intl.formatMessage(reviewMessages.reason)}
            required
            check={check.reason}
            maxLength={rejectionReasonMaxLength}
            rows={3}
          />
        </FleetForm>
      ) : (
        <div className={styles.actions}>
          <Button busy={approving} onClick={() => void approve()}>
            {intl.formatMessage(reviewMessages.approve)}
          </Button>
          <Button variant="secondary" onClick={() => setRejecting(true)}>
            {intl.formatMessage(reviewMessages.reject)}
          </Button>
        </div>
      )}
    </article>
  );
}
