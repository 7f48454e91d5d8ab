import type { Machine, MachineInquiryInput } from '@lindner/api/schema';
import { localizePath, useFormatCents } from '@lindner/i18n';
import { Container, FetchError, Heading, Text } from '@lindner/ui';
import { BackLink } from '@lindner/ui/router';
import { useIntl } from 'react-intl';
import type { SubmitOutcome } from '../../../../shared/forms/submitOutcome';
import { PageHead } from '../../../../shared/head';
import { Island } from '../../../../shared/islands';
import { BookmarkListProvider } from '../../bookmarks/BookmarkListProvider';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { formatPlace } from '../../components/format';
import { MachineContact } from '../../components/MachineContact';
import { FactGroup, machineFactGroups } from '../../components/MachineFacts';
import { OfferBadges } from '../../components/OfferBadges';
import { PriceLabel } from '../../components/PriceLabel';
import { machineBookmarkIsland } from '../../islands/machine-bookmark';
import { machineGalleryIsland } from '../../islands/machine-gallery';
import { machineInquiryIsland } from '../../islands/machine-inquiry';
import {
  detailMessages,
  identifierMessage,
  listMessages,
  machineNameMessage,
} from '../../messages';
import * as styles from './UsedMachineDetailPage.css';

export interface UsedMachineDetailViewProps {
  /** The machine; null when it could not be fetched. */
  machine: Machine | null;
  /** Retry: the machine's address, loaded again (a link, as the page runs no script). */
  retryHref: string;
  /** Stories: sends the inquiry in the API's place. */
  onInquiry?: (input: MachineInquiryInput) => Promise<SubmitOutcome | null>;
}

/**
 * One used machine: photos, every field in its group, who answers, and the inquiry. The bookmark
 * button, the gallery and the inquiry are the page's islands; the rest is the server's HTML.
 */
export function UsedMachineDetailView({
  machine,
  retryHref,
  onInquiry,
}: UsedMachineDetailViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const formatCents = useFormatCents();
  const back = (
    <BackLink
      to={localizePath('used-machines', {}, locale)}
      label={intl.formatMessage(detailMessages.backToList)}
    />
  );
  if (!machine) {
    return (
      <Container className={styles.page}>
        <PageHead title={listMessages.title} />
        {back}
        <Heading level={1} size="h3">
          {intl.formatMessage(detailMessages.loadFailed)}
        </Heading>
        <FetchError retryHref={retryHref} />
      </Container>
    );
  }
  const name = intl.formatMessage(machineNameMessage, {
    manufacturer: machine.manufacturer,
    model: machine.model,
  });
  const description = [name, machine.yearOfConstruction, formatPlace(intl, machine.location)]
    .filter((part) => part !== null)
    .join(', ');
  return (
    <BookmarkListProvider>
      <Container className={styles.page}>
        <PageHead title={name} description={description} />
        {back}
        <div className={styles.header}>
          <OfferBadges type={machine.type} offerType={machine.offerType} />
          <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
            {name}
          </Heading>
          <Text tone="muted">
            {intl.formatMessage(identifierMessage, { identifier: machine.identifier })}
          </Text>
          <PriceLabel priceCents={machine.priceCents} vatDeductible={machine.vatDeductible} />
          <Text>{formatPlace(intl, machine.location)}</Text>
          <Island of={machineBookmarkIsland} props={{ machineId: machine.id, name }} />
        </div>
        <div className={styles.layout}>
          <div className={styles.column}>
            <Island of={machineGalleryIsland} props={{ images: machine.images, name }} />
            {machine.description ? (
              <section className={styles.column}>
                <Heading level={2} size="h4">
                  {intl.formatMessage(detailMessages.description)}
                </Heading>
                <Text>{machine.description}</Text>
              </section>
            ) : null}
            {machineFactGroups(intl, machine, (cents) => formatCents(cents, 'EUR')).map((group) => (
              <FactGroup key={group.heading.id} {...group} />
            ))}
          </div>
          <div className={styles.column}>
            <MachineContact contact={machine.contact} />
            <Island
              key={machine.id}
              of={machineInquiryIsland}
              props={{
                machineId: machine.id,
                identifier: machine.identifier,
                model: name,
                privacyHref: localizePath('privacy', {}, locale),
                ...(onInquiry ? { onInquiry } : {}),
              }}
            />
          </div>
        </div>
      </Container>
    </BookmarkListProvider>
  );
}
