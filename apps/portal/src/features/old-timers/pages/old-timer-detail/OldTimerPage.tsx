import type { OldTimerDetail } from '@lindner/api/schema';
import { languageOf, localizePath } from '@lindner/i18n';
import { useLoaderData, useLocation } from 'react-router';
import { Island } from '../../../../shared/islands';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { usePortalConfig } from '../../../../shared/portalConfig';
import type { ListedCatalogue } from '../../components/CatalogueList';
import { oldTimerCataloguesIsland } from '../../islands/old-timer-catalogues';
import { oldTimerGalleryIsland } from '../../islands/old-timer-gallery';
import { catalogueUrl } from '../../oldTimerAddress';
import type { OldTimerPageData } from '../../oldTimerLoaders';
import { OldTimerPageView } from './OldTimerPageView';

/**
 * An old-timer's page: the route's loader fetches it (on the server for the first response) and
 * answers an unknown one with the 404 page. Its islands: the gallery, where there is more than
 * one picture, and the catalogues, where a restricted one needs the sign-on; the rest is the
 * server's HTML.
 */
export function OldTimerPage() {
  const { oldTimer } = useLoaderData() as OldTimerPageData;
  const config = usePortalConfig();
  const locale = usePageLocale();
  const { pathname, search } = useLocation();
  const catalogues = oldTimer ? listedCatalogues(oldTimer, config.api) : [];
  const textLang =
    oldTimer && oldTimer.textLanguage !== languageOf(locale) ? oldTimer.textLanguage : undefined;
  return (
    <OldTimerPageView
      oldTimer={oldTimer}
      catalogues={catalogues}
      retryHref={`${pathname}${search}`}
      apiBase={config.api.baseUrl}
      gallery={
        oldTimer && oldTimer.pictures.length > 1 ? (
          <Island
            key={oldTimer.id}
            of={oldTimerGalleryIsland}
            props={{ pictures: oldTimer.pictures, name: oldTimer.name }}
          />
        ) : null
      }
      cataloguesIsland={
        oldTimer && catalogues.some((catalogue) => catalogue.restricted) ? (
          <Island
            key={oldTimer.id}
            of={oldTimerCataloguesIsland}
            props={{
              oldTimerId: oldTimer.id,
              catalogues,
              textLang,
              profilePath: localizePath('profile', {}, locale),
              config,
            }}
          />
        ) : null
      }
    />
  );
}

/** The old-timer's catalogues, each with the address of its PDF at the API. */
function listedCatalogues(
  oldTimer: OldTimerDetail,
  api: { baseUrl: string; clientSegment: string },
): ListedCatalogue[] {
  return oldTimer.catalogues.map((catalogue) => ({
    ...catalogue,
    href: catalogueUrl(api, oldTimer.id, catalogue.id),
  }));
}
