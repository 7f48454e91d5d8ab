import { Banner, FetchError, Text } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { customerNumberMessages } from './messages';
import type { CardClaim } from './useCardClaim';

/**
 * How the take-over of the loyalty card's customer number went, above the customer number: it
 * runs; it failed for a reason the server names (another account has the number, the profile has
 * one, the card is unknown), beside the form that adds a number by hand; or it could not be
 * sent (Retry). A success is the number itself, and the notice the save shows.
 */
export function CardClaimNotice({ claim }: { claim: CardClaim | null }) {
  const intl = useIntl();
  if (!claim) return null;
  if (claim.state === 'claiming') {
    return <Text role="status">{intl.formatMessage(customerNumberMessages.claimingCard)}</Text>;
  }
  const { outcome } = claim;
  if (outcome.ok) return null;
  if (outcome.message === null) return <FetchError onRetry={claim.retry} />;
  return (
    <Banner tone="error" title={intl.formatMessage(customerNumberMessages.cardNotTaken)}>
      {outcome.message}
    </Banner>
  );
}
