'use client';
import type { SiteConfig } from '@schuss/contracts';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef } from 'react';
import type { MeetingPoint } from './points';
import 'leaflet/dist/leaflet.css';

/** The map's base: a tile server (when configured), and the resort's plan shipped with the school's data. */
export type MapBase = { tiles: SiteConfig['mapTiles']; plan: SiteConfig['mapPlan'] };
type Props = { points: MeetingPoint[]; base: MapBase; label: string; zoom: { in: string; out: string } };

function popup(point: MeetingPoint): HTMLElement {
  const root = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = point.name;
  root.append(name);
  if (point.address) {
    const address = document.createElement('div');
    address.textContent = point.address;
    root.append(address);
  }
  return root;
}

/**
 * The meeting points on a Leaflet map (loaded with `import('leaflet')` when shown). Points are
 * circle markers (SVG, no marker images) with a popup of their name and address. The base is the
 * resort's plan (`mapPlan`, an image of the site's own) and, when the site config has `mapTiles`, a
 * tile layer; without either the points sit on a plain background and nothing is requested. The zoom
 * buttons speak the page's language.
 */
export function MeetingPointsMap({ points, base, label, zoom }: Props) {
  const { tiles, plan } = base;
  const container = useRef<HTMLElement>(null);

  useEffect(() => {
    let map: Leaflet.Map | null = null;
    let cancelled = false;
    import('leaflet')
      .then((mod) => {
        const L = ((mod as { default?: typeof Leaflet }).default ?? mod) as typeof Leaflet;
        if (cancelled || !container.current || !points.length) return;
        map = L.map(container.current, { attributionControl: !!(tiles || plan?.attribution), scrollWheelZoom: false, zoomControl: false });
        L.control.zoom({ zoomInTitle: zoom.in, zoomOutTitle: zoom.out }).addTo(map);
        if (tiles) L.tileLayer(tiles.url, { attribution: tiles.attribution, maxZoom: 18 }).addTo(map);
        const b = plan?.bounds;
        if (plan && b)
          L.imageOverlay(
            plan.url,
            [
              [b.south, b.west],
              [b.north, b.east],
            ],
            { attribution: plan.attribution || undefined, alt: '' },
          ).addTo(map);
        const markers = points.map((p) =>
          L.circleMarker([p.lat, p.lng], { radius: 9, color: '#8a0e23', weight: 2, fillColor: '#b3122e', fillOpacity: 0.85 })
            .bindPopup(popup(p))
            .bindTooltip(p.name, { direction: 'top', offset: [0, -8] })
            .addTo(map as Leaflet.Map),
        );
        map.fitBounds(L.featureGroup(markers).getBounds(), { padding: [28, 28], maxZoom: 15 });
      })
      .catch(() => {
        // The list and addresses stay readable without the map.
      });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [points, tiles, plan, zoom.in, zoom.out]);

  return <section ref={container} className="mp-map" aria-label={label} data-points={points.length} />;
}
