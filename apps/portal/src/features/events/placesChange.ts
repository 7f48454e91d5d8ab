import { useEffect, useState } from 'react';

// Islands are React roots of their own: the sign-up box tells the page's other places counts
// through the document, each count keeping its own state.
const placesChanged = 'lindner:event-places';

interface PlacesChange {
  slug: string;
  placesLeft: number | null;
}

/** Tells the page's counts of an event that its places left changed (a sign-up went through). */
export function announcePlacesLeft(slug: string, placesLeft: number | null): void {
  document.dispatchEvent(
    new CustomEvent<PlacesChange>(placesChanged, { detail: { slug, placesLeft } }),
  );
}

/**
 * An event's places left: the page's, then the latest a sign-up announced (until the page has
 * a count of its own again).
 */
export function useLatestPlacesLeft(slug: string, placesLeft: number | null): number | null {
  const [announced, setAnnounced] = useState<{ basis: string; placesLeft: number | null }>();
  const basis = `${slug}:${placesLeft}`;
  useEffect(() => {
    const listener = (event: Event) => {
      const { detail } = event as CustomEvent<PlacesChange>;
      if (detail.slug === slug) setAnnounced({ basis, placesLeft: detail.placesLeft });
    };
    document.addEventListener(placesChanged, listener);
    return () => document.removeEventListener(placesChanged, listener);
  }, [slug, basis]);
  return announced?.basis === basis ? announced.placesLeft : placesLeft;
}
