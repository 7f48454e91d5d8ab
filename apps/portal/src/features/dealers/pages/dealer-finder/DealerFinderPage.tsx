import { readTileUrl } from '@lindner/dealer-map';
import { toLocale } from '@lindner/i18n';
import { Container } from '@lindner/ui';
import { useIntl } from 'react-intl';
import { PageHead } from '../../../../shared/head';
import { Island } from '../../../../shared/islands';
import { usePortalConfig } from '../../../../shared/portalConfig';
import { dealerFinderIsland } from '../../islands/dealer-finder';
import { dealerFinderPageMessages as messages } from '../../messages';
import { page } from './DealerFinderPage.css';

/** The country a visitor most likely searches in, by the page's language. */
const countryOf = { de: 'DE', 'de-at': 'AT', en: 'AT', fr: 'CH', 'fr-fr': 'AT' } as const;

/**
 * The public dealer finder page: the widget is the page's subject, so its title is the h1.
 * The map's tiles come from `VITE_MAP_TILE_URL` (OpenStreetMap by default); it must name the
 * host the server's CSP allows (`MAP_TILE_URL` of apps/api).
 */
export function DealerFinderPage() {
  const intl = useIntl();
  const { baseUrl, clientSegment } = usePortalConfig().api;
  return (
    <Container className={page}>
      <PageHead title={messages.title} description={messages.description} />
      <Island
        of={dealerFinderIsland}
        props={{
          apiBase: baseUrl,
          segment: clientSegment,
          country: countryOf[toLocale(intl.locale)],
          tileUrl: readTileUrl(import.meta.env.VITE_MAP_TILE_URL as string | undefined),
          titleAs: 'h1',
        }}
      />
    </Container>
  );
}
