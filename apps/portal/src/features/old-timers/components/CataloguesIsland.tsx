import type { PortalConfig } from '../../../shared/config';
import { IslandSignOn } from '../../../shared/islandSignOn';
import { CatalogueList, type ListedCatalogue } from './CatalogueList';
import { RestrictedCatalogue } from './RestrictedCatalogue';

export interface CataloguesIslandProps {
  oldTimerId: string;
  catalogues: ListedCatalogue[];
  /** The language of the titles where it is not the page's. */
  textLang?: string;
  /** The profile page in the page's language, where a customer number goes. */
  profilePath: string;
  /** The sign-on's and the API's addresses, for the island's own sign-on. */
  config: PortalConfig;
}

/**
 * An old-timer's catalogues with restricted ones among them, as an island: one sign-on for the
 * list (its restricted catalogues' boxes share it), the open ones stay plain links.
 */
export function CataloguesIsland({
  oldTimerId,
  catalogues,
  textLang,
  profilePath,
  config,
}: CataloguesIslandProps) {
  return (
    <IslandSignOn config={config}>
      <CatalogueList
        catalogues={catalogues}
        textLang={textLang}
        restrictedAction={(catalogue, titleId) => (
          <RestrictedCatalogue
            oldTimerId={oldTimerId}
            catalogueId={catalogue.id}
            titleId={titleId}
            profilePath={profilePath}
          />
        )}
      />
    </IslandSignOn>
  );
}
