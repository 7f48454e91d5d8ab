import { useParams } from 'react-router';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { usePortalConfig } from '../../../../shared/portalConfig';
import { registrationUrlOf } from '../../registrationUrl';
import { LoyaltyCardView } from './LoyaltyCardView';

/** The landing of the loyalty card's QR code (`kundenkarte/:code`), rendered on the server. */
export function LoyaltyCardPage() {
  const { code = '' } = useParams();
  const locale = usePageLocale();
  const { signOn, api } = usePortalConfig();
  return (
    <LoyaltyCardView
      code={code}
      registrationUrl={registrationUrlOf(signOn, locale, signOn.url)}
      api={{ baseUrl: api.baseUrl, clientSegment: api.clientSegment }}
    />
  );
}
