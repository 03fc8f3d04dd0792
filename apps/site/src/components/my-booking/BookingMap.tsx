'use client';
import type { SiteConfig } from '@schuss/contracts';
import dynamic from 'next/dynamic';
import type { MapPoint } from './booking-view';
import '../meeting-points/meeting-points.css';

// Leaflet is browser-only: the map is drawn after hydration, the list of places beside it is server-rendered.
const MeetingPointsMap = dynamic(() => import('../meeting-points/MeetingPointsMap').then((m) => m.MeetingPointsMap), { ssr: false });

/** The booking's meeting points on the map of the meeting points dialog. */
export function BookingMap({
  points,
  tiles,
  label,
  note,
}: {
  points: MapPoint[];
  tiles: SiteConfig['mapTiles'];
  label: string;
  note: string;
}) {
  if (!points.length) return null;
  return (
    <div className="mb-map">
      <MeetingPointsMap points={points} tiles={tiles} label={label} />
      {tiles ? null : <p className="mp-map-note">{note}</p>}
    </div>
  );
}
