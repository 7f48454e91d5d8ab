import type { MachineInquiryInput } from '@lindner/api/schema';
import { useLocale } from '@lindner/i18n';
import { Heading } from '@lindner/ui';
import { useCallback, useId } from 'react';
import { useIntl } from 'react-intl';
import { readPortalConfig } from '../../../shared/config';
import type { SubmitOutcome } from '../../../shared/forms/submitOutcome';
import { sendPublic } from '../../../shared/islandForm/sendPublic';
import { detailMessages } from '../messages';
import * as styles from './MachineInquiry.css';
import { MachineInquiryForm } from './MachineInquiryForm';

export interface MachineInquiryProps {
  machineId: string;
  /** The machine's number and name, which the message starts with. */
  identifier: string;
  model: string;
  /**
   * The privacy statement's address, in the page's language: given by the page, so that the
   * island does not load the route table for one link.
   */
  privacyHref: string;
  /** Stories: sends in the API's place. */
  onInquiry?: (input: MachineInquiryInput) => Promise<SubmitOutcome | null>;
}

/**
 * "Anfrage" on a machine's page: the heading and the form, which sends to
 * `POST /machines/{id}/inquiries` of the page's own API (without zod: `sendPublic`); a throttled
 * inquiry (HTTP 429) gets the page's message to wait. An island of its own on the
 * server-rendered page, within a public page's script budget.
 */
export function MachineInquiry({
  machineId,
  identifier,
  model,
  privacyHref,
  onInquiry,
}: MachineInquiryProps) {
  const intl = useIntl();
  const locale = useLocale();
  const headingId = useId();
  const send = useCallback(
    (input: MachineInquiryInput) => {
      // Read when sent: only a browser sends, and its own origin is the API's.
      const { baseUrl, clientSegment } = readPortalConfig(
        import.meta.env,
        window.location.origin,
      ).api;
      return sendPublic(
        `machines/${encodeURIComponent(machineId)}/inquiries`,
        input,
        { baseUrl, clientSegment },
        locale,
        { statusMessages: { 429: intl.formatMessage(detailMessages.throttled) } },
      );
    },
    [machineId, locale, intl],
  );
  return (
    <section className={styles.inquiry} aria-labelledby={headingId}>
      <Heading level={2} size="h4" id={headingId}>
        {intl.formatMessage(detailMessages.inquiry)}
      </Heading>
      <MachineInquiryForm
        identifier={identifier}
        model={model}
        privacyHref={privacyHref}
        onSubmit={onInquiry ?? send}
        labelledBy={headingId}
      />
    </section>
  );
}
