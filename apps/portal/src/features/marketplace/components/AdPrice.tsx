import type { AdKind } from '@lindner/api/schema';
import { useFormatCents } from '@lindner/i18n';
import { useIntl } from 'react-intl';
import { missingPriceKind } from '../adFormat';
import { priceMessages } from '../messages';

/**
 * An ad's price from its integer cents, in euros; without one "Preis auf Anfrage" for an offer
 * and "Preis verhandelbar" for a search.
 */
export function useAdPrice(): (priceCents: number | null, kind: AdKind) => string {
  const intl = useIntl();
  const formatCents = useFormatCents();
  return (priceCents, kind) =>
    priceCents === null
      ? intl.formatMessage(priceMessages[missingPriceKind(kind)])
      : formatCents(priceCents, 'EUR');
}
