// The map: Leaflet with its CSS, in a chunk of its own that loads only after consent to the map
// provider (see DealerFinder's lazy import). Nothing here runs, and no tile is requested, before.
import 'leaflet/dist/leaflet.css';
import type { DealerWithDistance } from '@lindner/api/schema';
import { cx } from '@lindner/ui';
import {
  control,
  divIcon,
  latLngBounds,
  map as createMap,
  marker as createMarker,
  tileLayer,
  type Map as LeafletMap,
  type Marker,
} from 'leaflet';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { storeTypeSvg } from '../core';
import type { DealerMapClassNames } from './DealerMap.css';

export interface DealerMapProps {
  dealers: readonly DealerWithDistance[];
  origin: { lat: number; lng: number } | null;
  selectedId: string | null;
  onSelect: (id: string) => void;
  tileUrl: string;
  attribution: string;
  /** The map's accessible name. */
  label: string;
  /** The search place's marker's name. */
  originLabel: string;
  /** The zoom buttons' names (Leaflet's own are English). */
  zoomInLabel: string;
  zoomOutLabel: string;
  /**
   * The map's styles, from `DealerMap.css` through the finder: so they are part of the
   * package's one CSS file, which this lazy chunk's own CSS would not be.
   */
  classNames: DealerMapClassNames;
}

/** Where the map looks without results: the Alps from Vorarlberg to Slovenia. */
const regionCentre: [number, number] = [47.1, 12.6];

const icon = (dealer: DealerWithDistance, selected: boolean, classNames: DealerMapClassNames) =>
  divIcon({
    className: cx(classNames.marker, selected && classNames.markerSelected),
    html: storeTypeSvg(dealer.storeTypes[0] ?? 'reseller', dealer.municipal, 26),
    iconSize: [32, 32],
    iconAnchor: [16, 16],
  });

/** The dealers as markers by store type; a marker chosen here is chosen in the list and back. */
export function DealerMap({
  dealers,
  origin,
  selectedId,
  onSelect,
  tileUrl,
  attribution,
  label,
  originLabel,
  zoomInLabel,
  zoomOutLabel,
  classNames,
}: DealerMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<LeafletMap | null>(null);
  const markers = useRef(new Map<string, Marker>());
  // Markers outlive renders; they call the latest onSelect.
  const selectRef = useRef(onSelect);
  useLayoutEffect(() => {
    selectRef.current = onSelect;
  }, [onSelect]);

  useEffect(() => {
    if (!container.current) return;
    const leaflet = createMap(container.current, {
      scrollWheelZoom: false,
      zoomControl: false,
    }).setView(regionCentre, 6);
    control.zoom({ zoomInTitle: zoomInLabel, zoomOutTitle: zoomOutLabel }).addTo(leaflet);
    tileLayer(tileUrl, { attribution, maxZoom: 18 }).addTo(leaflet);
    mapRef.current = leaflet;
    // Leaflet ends an animated zoom on a timer that reads the map's panes: removing the map
    // while it zooms (the finder unmounts right after a search) makes that timer throw.
    let zooming = false;
    leaflet.on('zoomanim', () => (zooming = true)).on('zoomend', () => (zooming = false));
    const placed = markers.current;
    return () => {
      if (zooming) leaflet.once('zoomend', () => leaflet.remove());
      else leaflet.remove();
      mapRef.current = null;
      placed.clear();
    };
  }, [tileUrl, attribution, zoomInLabel, zoomOutLabel]);

  useEffect(() => {
    const leaflet = mapRef.current;
    if (!leaflet) return;
    const placed: Marker[] = [];
    markers.current.clear();
    for (const dealer of dealers) {
      const each = createMarker([dealer.lat, dealer.lng], {
        icon: icon(dealer, false, classNames),
        title: dealer.name,
        alt: dealer.name,
        keyboard: true,
        riseOnHover: true,
      })
        .on('click', () => selectRef.current(dealer.id))
        .addTo(leaflet);
      const element = each.getElement();
      element?.setAttribute('data-dealer-id', dealer.id);
      // Leaflet makes a marker a focusable button but acts on Enter only for popups.
      element?.addEventListener('keydown', (event) => {
        if (event.key !== 'Enter' && event.key !== ' ') return;
        event.preventDefault();
        selectRef.current(dealer.id);
      });
      markers.current.set(dealer.id, each);
      placed.push(each);
    }
    if (origin) {
      placed.push(
        createMarker([origin.lat, origin.lng], {
          icon: divIcon({ className: classNames.origin, iconSize: [14, 14] }),
          title: originLabel,
          alt: originLabel,
          keyboard: false,
          interactive: false,
        }).addTo(leaflet),
      );
    }
    const points = placed.map((each) => each.getLatLng());
    if (points.length > 1)
      leaflet.fitBounds(latLngBounds(points), { padding: [32, 32], maxZoom: 12 });
    else if (points.length === 1) leaflet.setView(points[0]!, 11);
    return () => {
      for (const each of placed) each.remove();
    };
  }, [dealers, origin, originLabel, classNames, tileUrl, attribution, zoomInLabel, zoomOutLabel]);

  useEffect(() => {
    for (const dealer of dealers) {
      const each = markers.current.get(dealer.id);
      if (!each) continue;
      const selected = dealer.id === selectedId;
      each.setIcon(icon(dealer, selected, classNames));
      each.setZIndexOffset(selected ? 1000 : 0);
      const element = each.getElement();
      element?.setAttribute('data-dealer-id', dealer.id);
      if (selected) element?.setAttribute('aria-current', 'true');
      else element?.removeAttribute('aria-current');
    }
    const chosen = selectedId ? markers.current.get(selectedId) : undefined;
    if (chosen && mapRef.current && !mapRef.current.getBounds().contains(chosen.getLatLng())) {
      mapRef.current.panTo(chosen.getLatLng());
    }
    // After the markers were made anew (new map or new result), mark the chosen one again.
  }, [
    dealers,
    selectedId,
    classNames,
    origin,
    originLabel,
    tileUrl,
    attribution,
    zoomInLabel,
    zoomOutLabel,
  ]);

  return <div ref={container} className={classNames.map} role="region" aria-label={label} />;
}

export default DealerMap;
