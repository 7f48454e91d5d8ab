import { pricePeriods, type ContractItemEntry } from '@lindner/api/schema';
import { useFormatCents, useLocale } from '@lindner/i18n';
import { Button, Heading, Text } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { checkoutPath, licenceActions } from './contractActions';
import * as styles from './contracts.css';
import { ContractStatusBadge } from './ContractStatusBadge';
import {
  actionOf,
  cancelledUntil,
  cancelSummary,
  contractMessages,
  freeMonthsMessage,
  pricePeriodMessages,
} from './messages';

export interface ContractItemCardProps {
  item: ContractItemEntry;
  /** Today (YYYY-MM-DD): whether a cancelled licence still counts. */
  today: string;
  /** Cancels the licence at the end of its period (the button, or the switch turned off). */
  onCancel: (item: ContractItemEntry, via: 'cancel' | 'switch') => Promise<boolean>;
  /** Turns the renewal back on: withdraws a cancellation. */
  onResume: (item: ContractItemEntry) => Promise<boolean>;
}

/** One licence or warranty: status, dates, prices and what can be done with it. */
export function ContractItemCard({ item, today, onCancel, onResume }: ContractItemCardProps) {
  const intl = useIntl();
  const formatCents = useFormatCents();
  const locale = useLocale();
  const headingId = useId();
  const summaryId = useId();
  const [asking, setAsking] = useState<'cancel' | 'switch' | null>(null);
  const [busy, setBusy] = useState(false);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const switchButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef<'cancel' | 'switch' | null>(null);
  const actions = licenceActions(item, today);
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeZone: 'UTC' });
  const validTo = date(item.validTo);

  useEffect(() => {
    if (asking) confirmButton.current?.focus();
    else if (wasAsking.current === 'cancel')
      (cancelButton.current ?? switchButton.current)?.focus();
    else if (wasAsking.current === 'switch') switchButton.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const run = async (action: () => Promise<boolean>) => {
    setBusy(true);
    const done = await action();
    setBusy(false);
    return done;
  };
  const confirm = async () => {
    if (asking && (await run(() => onCancel(item, asking)))) setAsking(null);
  };
  const toggle = () => {
    if (item.renewsAutomatically) setAsking('switch');
    else void run(() => onResume(item));
  };
  const prices = pricePeriods.flatMap((period) => {
    const cents = item.prices[period];
    return cents === undefined ? [] : [{ period, cents }];
  });

  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <Heading level={2} size="large" id={headingId}>
          {item.title}
        </Heading>
        <ContractStatusBadge status={item.status} />
      </div>
      {item.status === 'cancelled' ? (
        <Text weight="medium">{intl.formatMessage(cancelledUntil, { validTo })}</Text>
      ) : null}
      <dl className={styles.facts}>
        {item.validFrom ? (
          <>
            <Text as="dt" size="small" tone="muted">
              {intl.formatMessage(contractMessages.validFrom)}
            </Text>
            <Text as="dd" size="small" className={styles.factValue}>
              {date(item.validFrom)}
            </Text>
          </>
        ) : null}
        <Text as="dt" size="small" tone="muted">
          {intl.formatMessage(contractMessages.validTo)}
        </Text>
        <Text as="dd" size="small" className={styles.factValue}>
          {validTo}
        </Text>
        {prices.map(({ period, cents }) => (
          <PriceFact
            key={period}
            label={intl.formatMessage(pricePeriodMessages[period])}
            value={formatCents(cents, item.currency === 'USD' ? 'USD' : 'EUR')}
          />
        ))}
      </dl>
      {prices.length > 0 ? (
        <Text size="small" tone="muted">
          {intl.formatMessage(contractMessages.pricesNote)}
          {item.freePeriodMonths
            ? ` · ${intl.formatMessage(freeMonthsMessage, { months: item.freePeriodMonths })}`
            : null}
        </Text>
      ) : null}
      {actions.autoRenew ? (
        <button
          ref={switchButton}
          type="button"
          role="switch"
          aria-checked={item.renewsAutomatically}
          className={styles.switchButton}
          disabled={busy || asking !== null}
          onClick={toggle}
        >
          <span className={styles.switchTrack} aria-hidden="true">
            <span className={styles.switchThumb} />
          </span>
          <span>{intl.formatMessage(contractMessages.autoRenew)}</span>
        </button>
      ) : null}
      {asking ? (
        <div className={styles.summary} role="group" aria-labelledby={summaryId}>
          <Text id={summaryId} weight="medium">
            {intl.formatMessage(cancelSummary, { title: item.title, validTo })}
          </Text>
          <div className={styles.actions}>
            <Button
              ref={confirmButton}
              busy={busy}
              onKeyDown={(event) => event.key === 'Escape' && !busy && setAsking(null)}
              onClick={() => void confirm()}
            >
              {intl.formatMessage(contractMessages.cancelConfirm)}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onKeyDown={(event) => event.key === 'Escape' && setAsking(null)}
              onClick={() => setAsking(null)}
            >
              {intl.formatMessage(contractMessages.keep)}
            </Button>
          </div>
        </div>
      ) : actions.renew || actions.cancel ? (
        <div className={styles.actions}>
          {actions.renew ? (
            <ButtonLink
              link={{ url: checkoutPath('traclink', item.vehicle.id, locale, item.id) }}
              aria-label={intl.formatMessage(actionOf, {
                action: intl.formatMessage(contractMessages.renew),
                title: item.title,
              })}
            >
              {intl.formatMessage(contractMessages.renew)}
            </ButtonLink>
          ) : null}
          {actions.cancel ? (
            <Button
              ref={cancelButton}
              variant="secondary"
              aria-label={intl.formatMessage(actionOf, {
                action: intl.formatMessage(contractMessages.cancel),
                title: item.title,
              })}
              onClick={() => setAsking('cancel')}
            >
              {intl.formatMessage(contractMessages.cancel)}
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

function PriceFact({ label, value }: { label: string; value: string }) {
  return (
    <>
      <Text as="dt" size="small" tone="muted">
        {label}
      </Text>
      <Text as="dd" size="small" className={styles.factValue}>
        {value}
      </Text>
    </>
  );
}
