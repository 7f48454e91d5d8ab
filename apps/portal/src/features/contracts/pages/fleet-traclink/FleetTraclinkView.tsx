import type { ContractItemEntry, FleetVehicle } from '@lindner/api/schema';
import { localizePath, useLocale } from '@lindner/i18n';
import { Heading, Text, type LayoutState } from '@lindner/ui';
import { ButtonLink, Link } from '@lindner/ui/router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { fleetTabs } from '../../../../shared/personalArea/sectionTabs';
import { checkoutPath } from '../../contractActions';
import * as styles from '../../contracts.css';
import { ContractStatusBadge } from '../../ContractStatusBadge';
import { actionOf, contractMessages, orderFor } from '../../messages';

export interface FleetTraclinkLine {
  vehicle: Pick<FleetVehicle, 'id' | 'vin' | 'model' | 'status'>;
  /** The licence shown: one that runs, else the last that ended; null without any. */
  licence: ContractItemEntry | null;
}

export interface FleetTraclinkViewProps {
  /** Loading, error (with Retry) or content, from the fleet's and the items' fetches. */
  state: LayoutState;
  onRetry: () => void;
  lines: FleetTraclinkLine[] | null;
}

/** Every vehicle of the fleet with its TracLink licence, or a link to order one. */
export function FleetTraclinkView({ state, onRetry, lines }: FleetTraclinkViewProps) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <PersonalPage
      title={intl.formatMessage(contractMessages.fleetTraclinkTitle)}
      tabs={fleetTabs(locale, intl)}
      state={state}
      onRetry={onRetry}
    >
      {lines === null ? null : lines.length === 0 ? (
        <div className={styles.list}>
          <Text>{intl.formatMessage(contractMessages.noVehicles)}</Text>
          <div className={styles.actions}>
            <ButtonLink link={{ url: localizePath('fleet-add-vehicle', {}, locale) }}>
              {intl.formatMessage(contractMessages.addVehicle)}
            </ButtonLink>
          </div>
        </div>
      ) : (
        <div className={styles.list}>
          <Text>{intl.formatMessage(contractMessages.fleetTraclinkIntro)}</Text>
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
          <ul role="list" className={styles.list}>
            {lines.map((line) => (
              <li key={line.vehicle.id}>
                <VehicleLine line={line} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </PersonalPage>
  );
}

function VehicleLine({ line: { vehicle, licence } }: { line: FleetTraclinkLine }) {
  const intl = useIntl();
  const locale = useLocale();
  const headingId = useId();
  const model = vehicle.model.name;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHeader}>
        <Heading level={2} size="large" id={headingId}>
          {model}
        </Heading>
        {licence ? <ContractStatusBadge status={licence.status} /> : null}
      </div>
      <dl className={styles.facts}>
        <Text as="dt" size="small" tone="muted">
          {intl.formatMessage(contractMessages.vin)}
        </Text>
        <Text as="dd" size="small" className={styles.factValue}>
          {vehicle.vin}
        </Text>
        <Text as="dt" size="small" tone="muted">
          {intl.formatMessage(contractMessages.traclinkTitle)}
        </Text>
        <Text as="dd" size="small" className={styles.factValue}>
          {licence ? licence.title : intl.formatMessage(contractMessages.noLicence)}
        </Text>
        {licence ? (
          <>
            <Text as="dt" size="small" tone="muted">
              {intl.formatMessage(contractMessages.validTo)}
            </Text>
            <Text as="dd" size="small" className={styles.factValue}>
              {intl.formatDate(licence.validTo, { dateStyle: 'medium', timeZone: 'UTC' })}
            </Text>
          </>
        ) : null}
      </dl>
      {licence ? (
        <Link
          link={{ url: localizePath('fleet-detail-traclink', { id: vehicle.id }, locale) }}
          aria-label={intl.formatMessage(actionOf, {
            action: intl.formatMessage(contractMessages.showLicence),
            title: model,
          })}
        >
          {intl.formatMessage(contractMessages.showLicence)}
        </Link>
      ) : vehicle.status === 'approved' ? (
        <div className={styles.actions}>
          <ButtonLink
            link={{ url: checkoutPath('traclink', vehicle.id, locale) }}
            aria-label={intl.formatMessage(orderFor, { model })}
          >
            {intl.formatMessage(contractMessages.orderTraclink)}
          </ButtonLink>
        </div>
      ) : vehicle.status === 'pending' ? (
        <Text size="small" tone="muted">
          {intl.formatMessage(contractMessages.pendingText)}
        </Text>
      ) : (
        <Text size="small" tone="muted">
          {intl.formatMessage(contractMessages.rejectedText)}
        </Text>
      )}
    </article>
  );
}
