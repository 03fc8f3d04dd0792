'use client';
import dynamic from 'next/dynamic';
import type { MapBase } from '../meeting-points/MeetingPointsMap';
import type { MapPoint } from './booking-view';
import '../meeting-points/meeting-points.css';

// Leaflet is browser-only: the map is drawn after hydration, the list of places beside it is server-rendered.
const MeetingPointsMap = dynamic(() => import('../meeting-points/MeetingPointsMap').then((m) => m.MeetingPointsMap), { ssr: false });

/** The booking's meeting points on the map of the meeting points dialog. */
export function BookingMap({
  points,
  base,
  label,
  note,
  zoom,
}: {
  points: MapPoint[];
  base: MapBase;
  label: string;
  note: string;
  zoom: { in: string; out: string };
}) {
  if (!points.length) return null;
  return (
    <div className="mb-map">
      <MeetingPointsMap points={points} base={base} label={label} zoom={zoom} />
      {base.tiles || base.plan ? null : <p className="mp-map-note">{note}</p>}
    </div>
  );
}
