import type { PortalConfig } from '../../../shared/config';
import { IslandSignOn } from '../../../shared/islandSignOn';
import { AdReply } from './AdReply';

export interface AdReplyIslandProps {
  adId: string;
  /** The sign-on's and the API's addresses, for the island's own sign-on. */
  config: PortalConfig;
}

/** The reply box as an island: the sign-on and the API client come with it. */
export function AdReplyIsland({ adId, config }: AdReplyIslandProps) {
  return (
    <IslandSignOn config={config}>
      <AdReply adId={adId} />
    </IslandSignOn>
  );
}
