import type { RejectInput, ReviewVehicle } from '@lindner/api/schema';
import { Banner, Text, type LayoutState } from '@lindner/ui';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import * as styles from '../../fleet.css';
import { reviewMessages } from '../../messages';
import { ReviewItem } from '../../ReviewItem';

export interface ReviewViewProps {
  /** Whether the user holds the realm role `staff`; others see "not allowed", nothing else. */
  allowed: boolean;
  /** Loading, error (with Retry) or content, from the review list's fetch. */
  state: LayoutState;
  onRetry: () => void;
  vehicles: ReviewVehicle[] | null;
  onApprove: (vehicle: ReviewVehicle) => Promise<boolean>;
  onReject: (vehicle: ReviewVehicle, input: RejectInput) => Promise<SubmitOutcome | null>;
}

/** Staff's check of new vehicles: each with owner, VIN and model, approved or rejected. */
export function ReviewView({
  allowed,
  state,
  onRetry,
  vehicles,
  onApprove,
  onReject,
}: ReviewViewProps) {
  const intl = useIntl();
  const title = intl.formatMessage(reviewMessages.title);
  if (!allowed) {
    return (
      <PersonalPage title={title}>
        <Banner tone="warning" title={intl.formatMessage(reviewMessages.notAllowedTitle)}>
          <p>{intl.formatMessage(reviewMessages.notAllowedText)}</p>
        </Banner>
      </PersonalPage>
    );
  }
  return (
    <PersonalPage title={title} state={state} onRetry={onRetry}>
      {vehicles === null ? null : vehicles.length === 0 ? (
        <Text>{intl.formatMessage(reviewMessages.empty)}</Text>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
        <ul role="list" className={styles.cards}>
          {vehicles.map((vehicle) => (
            <li key={vehicle.id}>
              <ReviewItem vehicle={vehicle} onApprove={onApprove} onReject={onReject} />
            </li>
          ))}
        </ul>
      )}
    </PersonalPage>
  );
}
