import type { OutgoingTransfer } from '@lindner/api/schema';
import {
  Banner,
  Button,
  Heading,
  Stack,
  TabContentLayout,
  Text,
  type LayoutState,
} from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmAction } from '../../../shared/ConfirmAction';
import * as fleetStyles from '../fleet.css';
import { transferMessages, transferOpenText } from './messages';
import { TransferForm, type TransferFormProps } from './TransferForm';
import { TransferTerms } from './TransferTerms';

export interface TransferSectionViewProps {
  vehicleId: string;
  /** Loading, error (with Retry) or content, from the open transfer's fetch. */
  state: LayoutState;
  onRetry: () => void;
  /** The vehicle's open transfer; null when none is open (or not fetched yet). */
  open: OutgoingTransfer | null;
  onOffer: TransferFormProps['onSubmit'];
  /** Resolves true once withdrawn. */
  onWithdraw: () => Promise<boolean>;
  /** The diary's CSV as it is now; resolves true once saved. */
  onDownloadDiary: () => Promise<boolean>;
}

/**
 * The vehicle page's "hand over" section: while a transfer is open, to whom and since when, with
 * withdrawing; otherwise the terms and the offer form, with the diary's CSV to keep.
 */
export function TransferSectionView({
  vehicleId,
  state,
  onRetry,
  open,
  onOffer,
  onWithdraw,
  onDownloadDiary,
}: TransferSectionViewProps) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <section id="transfer" aria-labelledby={headingId} className={fleetStyles.section}>
      <Stack space="medium" align="left">
        <Heading level={2} size="h3" id={headingId}>
          {intl.formatMessage(transferMessages.title)}
        </Heading>
        <TabContentLayout state={state} onRetry={onRetry} className={fleetStyles.section}>
          {state !== 'content' ? null : open ? (
            <Banner tone="info" title={intl.formatMessage(transferMessages.openTitle)}>
              <Stack space="small" align="left">
                <Text>
                  {intl.formatMessage(transferOpenText, {
                    email: open.buyerEmail,
                    date: intl.formatDate(open.createdAt, { dateStyle: 'medium' }),
                  })}
                </Text>
                <ConfirmAction
                  size="standard"
                  label={intl.formatMessage(transferMessages.withdraw)}
                  question={intl.formatMessage(transferMessages.withdrawQuestion)}
                  confirmLabel={intl.formatMessage(transferMessages.withdrawConfirm)}
                  cancelLabel={intl.formatMessage(transferMessages.cancel)}
                  onConfirm={onWithdraw}
                />
              </Stack>
            </Banner>
          ) : (
            <Stack space="medium" align="left">
              <Text>{intl.formatMessage(transferMessages.intro)}</Text>
              <TransferTerms />
              <Button variant="secondary" onClick={() => void onDownloadDiary()}>
                {intl.formatMessage(transferMessages.downloadDiary)}
              </Button>
              <TransferForm vehicleId={vehicleId} onSubmit={onOffer} labelledBy={headingId} />
            </Stack>
          )}
        </TabContentLayout>
      </Stack>
    </section>
  );
}
