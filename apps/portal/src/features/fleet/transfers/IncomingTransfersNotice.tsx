import { fetchIncomingTransfers, incomingTransfersKey, useFetch } from '@lindner/api';
import type { IncomingTransfer } from '@lindner/api/schema';
import { localizePath, useLocale } from '@lindner/i18n';
import { Banner } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { useIntl } from 'react-intl';
import { transferMessages, transferNoticeTitle } from './messages';

/** The fleet page's notice of vehicles offered to the user, with the way to the transfers page. */
export function IncomingTransfersNoticeView({ incoming }: { incoming: IncomingTransfer[] | null }) {
  const intl = useIntl();
  const locale = useLocale();
  if (!incoming || incoming.length === 0) return null;
  return (
    <Banner tone="info" title={intl.formatMessage(transferNoticeTitle, { count: incoming.length })}>
      <Link link={{ url: localizePath('fleet-transfers', {}, locale) }}>
        {intl.formatMessage(transferMessages.noticeLink)}
      </Link>
    </Banner>
  );
}

/**
 * The notice with its data. Only a hint: while it loads or when its fetch fails it shows nothing,
 * and the transfers page lists the offers with their own loading and error states.
 */
export function IncomingTransfersNotice() {
  const incoming = useFetch(incomingTransfersKey, fetchIncomingTransfers);
  return <IncomingTransfersNoticeView incoming={incoming.data} />;
}
