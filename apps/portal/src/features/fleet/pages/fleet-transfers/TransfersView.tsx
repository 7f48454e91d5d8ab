import type { IncomingTransfer, OutgoingTransfer } from '@lindner/api/schema';
import { useLocale } from '@lindner/i18n';
import {
  Button,
  Heading,
  Spinner,
  Stack,
  TabContentLayout,
  Text,
  type LayoutState,
} from '@lindner/ui';
import { lazy, Suspense, useId } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmAction } from '../../../../shared/ConfirmAction';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { fleetTabs } from '../../../../shared/personalArea/sectionTabs';
import * as styles from '../../fleet.css';
import {
  transferMessages,
  transferAcceptQuestion,
  transferIncomingDiary,
  transferIncomingOffer,
  transferOutgoingTo,
  transferRefuseQuestion,
  transferState,
  transferVin,
} from '../../transfers/messages';
import type { AdTransfer } from '../../transfers/AdTransferSection';

// Only a sold ad's link (`?ad=`) shows the offer form: its code loads then, not with the lists.
const AdTransferSection = lazy(() =>
  import('../../transfers/AdTransferSection').then((module) => ({
    default: module.AdTransferSection,
  })),
);

/** A list of the page with its fetch's state. */
export interface Loaded<T> {
  state: LayoutState;
  onRetry: () => void;
  items: T[] | null;
}

export interface TransfersViewProps {
  incoming: Loaded<IncomingTransfer>;
  outgoing: Loaded<OutgoingTransfer>;
  /** Each resolves true once done. */
  onAccept: (transfer: IncomingTransfer) => Promise<boolean>;
  onRefuse: (transfer: IncomingTransfer) => Promise<boolean>;
  onWithdraw: (transfer: OutgoingTransfer) => Promise<boolean>;
  onDownloadDiary: (transfer: OutgoingTransfer) => Promise<boolean>;
  ad?: AdTransfer | null;
}

/** Transfers of ownership: vehicles offered to the user, and the user's own transfers. */
export function TransfersView({
  incoming,
  outgoing,
  onAccept,
  onRefuse,
  onWithdraw,
  onDownloadDiary,
  ad,
}: TransfersViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const incomingId = useId();
  const outgoingId = useId();
  const day = (iso: string) => intl.formatDate(iso, { dateStyle: 'medium' });
  return (
    <PersonalPage
      title={intl.formatMessage(transferMessages.pageTitle)}
      tabs={fleetTabs(locale, intl)}
    >
      <Stack space="xlarge" align="left">
        {ad ? (
          <Suspense fallback={<Spinner block size="large" />}>
            <AdTransferSection ad={ad} />
          </Suspense>
        ) : null}

        <section aria-labelledby={incomingId} className={styles.section}>
          <Stack space="medium" align="left">
            <Heading level={2} size="h3" id={incomingId}>
              {intl.formatMessage(transferMessages.incomingTitle)}
            </Heading>
            <TabContentLayout
              state={incoming.state}
              onRetry={incoming.onRetry}
              className={styles.section}
            >
              {incoming.items === null ? null : incoming.items.length === 0 ? (
                <Text tone="muted">{intl.formatMessage(transferMessages.incomingEmpty)}</Text>
              ) : (
                // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
                <ul role="list" className={styles.entries}>
                  {incoming.items.map((transfer) => {
                    const names = { model: transfer.modelName, vin: transfer.vin };
                    return (
                      <li key={transfer.id} className={styles.entry}>
                        <div className={styles.entryBody}>
                          <Heading level={3} size="h4">
                            {transfer.modelName}
                          </Heading>
                          <Text size="small">
                            {intl.formatMessage(transferVin, { vin: transfer.vin })}
                          </Text>
                          <Text size="small">
                            {intl.formatMessage(transferIncomingOffer, {
                              seller: transfer.sellerName,
                              date: day(transfer.createdAt),
                            })}
                          </Text>
                          <Text size="small" tone="muted">
                            {intl.formatMessage(transferIncomingDiary, {
                              diary: transfer.diaryGoes ? 'yes' : 'no',
                            })}
                          </Text>
                        </div>
                        <div className={styles.actions}>
                          <ConfirmAction
                            size="standard"
                            label={intl.formatMessage(transferMessages.accept)}
                            question={intl.formatMessage(transferAcceptQuestion, names)}
                            confirmLabel={intl.formatMessage(transferMessages.acceptConfirm)}
                            cancelLabel={intl.formatMessage(transferMessages.cancel)}
                            onConfirm={() => onAccept(transfer)}
                          />
                          <ConfirmAction
                            size="standard"
                            label={intl.formatMessage(transferMessages.refuse)}
                            question={intl.formatMessage(transferRefuseQuestion, names)}
                            confirmLabel={intl.formatMessage(transferMessages.refuseConfirm)}
                            cancelLabel={intl.formatMessage(transferMessages.cancel)}
                            onConfirm={() => onRefuse(transfer)}
                          />
                        </div>
                      </li>
                    );
                  })}
                </ul>
              )}
            </TabContentLayout>
          </Stack>
        </section>

        <section aria-labelledby={outgoingId} className={styles.section}>
          <Stack space="medium" align="left">
            <Heading level={2} size="h3" id={outgoingId}>
              {intl.formatMessage(transferMessages.outgoingTitle)}
            </Heading>
            <TabContentLayout
              state={outgoing.state}
              onRetry={outgoing.onRetry}
              className={styles.section}
            >
              {outgoing.items === null ? null : outgoing.items.length === 0 ? (
                <Text tone="muted">{intl.formatMessage(transferMessages.outgoingEmpty)}</Text>
              ) : (
                // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
                <ul role="list" className={styles.entries}>
                  {outgoing.items.map((transfer) => (
                    <li key={transfer.id} className={styles.entry}>
                      <div className={styles.entryBody}>
                        <Heading level={3} size="h4">
                          {transfer.modelName}
                        </Heading>
                        <Text size="small">
                          {intl.formatMessage(transferVin, { vin: transfer.vin })}
                        </Text>
                        <Text size="small">
                          {intl.formatMessage(transferOutgoingTo, {
                            email: transfer.buyerEmail,
                            date: day(transfer.createdAt),
                          })}
                        </Text>
                        <Text size="small" weight="medium">
                          {intl.formatMessage(transferState, {
                            state: transfer.state,
                            date: transfer.decidedAt ? day(transfer.decidedAt) : '',
                          })}
                        </Text>
                      </div>
                      {transfer.state === 'offered' ? (
                        <ConfirmAction
                          size="standard"
                          label={intl.formatMessage(transferMessages.withdraw)}
                          question={intl.formatMessage(transferMessages.withdrawQuestion)}
                          confirmLabel={intl.formatMessage(transferMessages.withdrawConfirm)}
                          cancelLabel={intl.formatMessage(transferMessages.cancel)}
                          onConfirm={() => onWithdraw(transfer)}
                        />
                      ) : transfer.diaryCsv ? (
                        <Button variant="secondary" onClick={() => void onDownloadDiary(transfer)}>
                          {intl.formatMessage(transferMessages.savedDiary)}
                        </Button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              )}
            </TabContentLayout>
          </Stack>
        </section>
      </Stack>
    </PersonalPage>
  );
}
