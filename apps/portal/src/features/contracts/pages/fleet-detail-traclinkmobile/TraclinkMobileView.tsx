import { isPairable, type TraclinkMobile } from '@lindner/api/schema';
import { localizePath, useLocale } from '@lindner/i18n';
import { Button, ButtonAnchor, Heading, Text, type LayoutState } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { vehicleTabs } from '../../../../shared/personalArea/sectionTabs';
import { checkoutPath } from '../../checkoutLink';
import * as styles from '../../contracts.css';
import { ContractStatusBadge } from '../../ContractStatusBadge';
import { contractMessages } from '../../messages';
import * as own from './TraclinkMobile.css';
import { mobileMessages, qrLabel } from './messages';

export interface TraclinkMobileViewProps {
  /** The vehicle's id, from the route. */
  vehicleId: string;
  /** Loading, error (with Retry; also another user's or an unknown vehicle) or content. */
  state: LayoutState;
  onRetry: () => void;
  /** The licence and pairing; null until fetched. */
  mobile: TraclinkMobile | null;
  /** Replaces the pairing code; whether it worked. */
  onNewCode: () => Promise<boolean>;
}

/** The code in groups of four, easier to type. */
const grouped = (code: string) => code.replace(/(.{4})(?=.)/g, '$1 ');

/** A vehicle's TracLink Mobile licence and how to pair the phone app, or the licence shop. */
export function TraclinkMobileView({
  vehicleId,
  state,
  onRetry,
  mobile,
  onNewCode,
}: TraclinkMobileViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  const headingId = useId();
  const date = (value: string) => intl.formatDate(value, { dateStyle: 'medium', timeZone: 'UTC' });
  const licence = mobile?.licence ?? null;
  const pairing = mobile?.pairing ?? null;
  // Without a licence, or with one that ended: the shop. An ordered one waits for its set-up.
  const shop = licence === null || (!isPairable(licence) && licence.status !== 'ordered');
  return (
    <PersonalPage
      title={intl.formatMessage(mobileMessages.title)}
      tabs={vehicleTabs(vehicleId, locale, intl)}
      state={state}
      onRetry={onRetry}
    >
      {mobile === null ? null : (
        <div className={styles.list}>
          {licence ? (
            <article className={styles.card} aria-labelledby={headingId}>
              <div className={styles.cardHeader}>
                <Heading level={2} size="large" id={headingId}>
                  {licence.title}
                </Heading>
                <ContractStatusBadge status={licence.status} />
              </div>
              <dl className={styles.facts}>
                {licence.validFrom ? (
                  <Fact label={intl.formatMessage(contractMessages.validFrom)}>
                    {date(licence.validFrom)}
                  </Fact>
                ) : null}
                <Fact label={intl.formatMessage(contractMessages.validTo)}>
                  {date(licence.validTo)}
                </Fact>
              </dl>
              {licence.status === 'ordered' ? (
                <Text>{intl.formatMessage(mobileMessages.ordered)}</Text>
              ) : pairing === null ? (
                <Text>{intl.formatMessage(mobileMessages.ended)}</Text>
              ) : null}
            </article>
          ) : (
            <Text>{intl.formatMessage(mobileMessages.none)}</Text>
          )}
          {pairing && licence ? (
            <Pairing
              address={pairing.address}
              code={pairing.code}
              title={licence.vehicle.model.name}
              onNewCode={onNewCode}
            />
          ) : shop ? (
            <div className={styles.actions}>
              <ButtonLink link={{ url: checkoutPath('traclink', vehicleId, locale) }}>
                {intl.formatMessage(mobileMessages.shop)}
              </ButtonLink>
              <ButtonAnchor
                variant="secondary"
                href={localizePath('traclink-product', { product: 'mobile' }, locale)}
              >
                {intl.formatMessage(mobileMessages.more)}
              </ButtonAnchor>
            </div>
          ) : null}
        </div>
      )}
    </PersonalPage>
  );
}

interface PairingProps {
  address: string;
  code: string;
  /** What is paired (the vehicle's model), for the QR code's name. */
  title: string;
  onNewCode: () => Promise<boolean>;
}

function Pairing({ address, code, title, onNewCode }: PairingProps) {
  const intl = useIntl();
  const headingId = useId();
  const summaryId = useId();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const askButton = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) confirmButton.current?.focus();
    else if (wasAsking.current) askButton.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const confirm = async () => {
    setBusy(true);
    const done = await onNewCode();
    setBusy(false);
    if (done) setAsking(false);
  };
  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && !busy) setAsking(false);
  };

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <Heading level={2} size="large" id={headingId}>
        {intl.formatMessage(mobileMessages.pairTitle)}
      </Heading>
      <ol className={own.steps}>
        {[
          mobileMessages.stepInstall,
          mobileMessages.stepScan,
          mobileMessages.stepLink,
          mobileMessages.stepType,
          mobileMessages.stepDone,
        ].map((step) => (
          <li key={step.id}>
            <Text>{intl.formatMessage(step)}</Text>
          </li>
        ))}
      </ol>
      <QRCodeSVG
        value={address}
        size={192}
        marginSize={4}
        level="M"
        role="img"
        aria-label={intl.formatMessage(qrLabel, { title })}
        className={own.qr}
      />
      <div className={styles.actions}>
        <ButtonAnchor href={address}>{intl.formatMessage(mobileMessages.openInApp)}</ButtonAnchor>
      </div>
      <Text size="small" tone="muted">
        {intl.formatMessage(mobileMessages.openInAppNote)}
      </Text>
      <dl className={styles.facts}>
        <Fact label={intl.formatMessage(mobileMessages.code)}>
          <span className={own.code}>{grouped(code)}</span>
        </Fact>
      </dl>
      {asking ? (
        <div className={styles.summary} role="group" aria-labelledby={summaryId}>
          <Text id={summaryId} weight="medium">
            {intl.formatMessage(mobileMessages.newCodeSummary)}
          </Text>
          <div className={styles.actions}>
            <Button
              ref={confirmButton}
              busy={busy}
              onKeyDown={escape}
              onClick={() => void confirm()}
            >
              {intl.formatMessage(mobileMessages.newCodeConfirm)}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onKeyDown={escape}
              onClick={() => setAsking(false)}
            >
              {intl.formatMessage(mobileMessages.newCodeCancel)}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button ref={askButton} variant="secondary" onClick={() => setAsking(true)}>
            {intl.formatMessage(mobileMessages.newCode)}
          </Button>
        </div>
      )}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text as="dt" size="small" tone="muted">
        {label}
      </Text>
      <Text as="dd" size="small" className={styles.factValue}>
        {children}
      </Text>
    </>
  );
}
