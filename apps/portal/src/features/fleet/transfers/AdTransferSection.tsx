import type { FleetVehicle } from '@lindner/api/schema';
import { Heading, Stack, TabContentLayout, Text, type LayoutState } from '@lindner/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import * as styles from '../fleet.css';
import { transferMessages } from './messages';
import { TransferForm, type TransferFormProps } from './TransferForm';
import { TransferTerms } from './TransferTerms';

/** A sold classified ad's transfer (`?ad=`): the fleet to choose from, the ad's model first. */
export interface AdTransfer {
  adId: string;
  state: LayoutState;
  onRetry: () => void;
  vehicles: FleetVehicle[] | null;
  onOffer: TransferFormProps['onSubmit'];
}

/** A sold classified ad's transfer: the vehicle chosen from the fleet, the buyer's address. */
export function AdTransferSection({ ad }: { ad: AdTransfer }) {
  const intl = useIntl();
  const adId = useId();
  return (
    <section aria-labelledby={adId} className={styles.section}>
      <Stack space="medium" align="left">
        <Heading level={2} size="h3" id={adId}>
          {intl.formatMessage(transferMessages.adTitle)}
        </Heading>
        <TabContentLayout state={ad.state} onRetry={ad.onRetry} className={styles.section}>
          {ad.vehicles === null ? null : ad.vehicles.length === 0 ? (
            <Text tone="muted">{intl.formatMessage(transferMessages.noVehicles)}</Text>
          ) : (
            <Stack space="medium" align="left">
              <Text>{intl.formatMessage(transferMessages.adIntro)}</Text>
              <TransferTerms />
              <TransferForm
                vehicles={ad.vehicles}
                adId={ad.adId}
                onSubmit={ad.onOffer}
                labelledBy={adId}
              />
            </Stack>
          )}
        </TabContentLayout>
      </Stack>
    </section>
  );
}
