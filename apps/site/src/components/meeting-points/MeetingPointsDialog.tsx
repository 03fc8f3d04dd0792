'use client';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { translate } from '../../i18n';
import { loadConfig } from '../../lib/config.client';
import { Dialog } from '../ui/Dialog';
import { type MapBase, MeetingPointsMap } from './MeetingPointsMap';
import { fetchZoneHtml, type MeetingPoint, readPoints, schoolPointsIn, zoneQuery } from './points';
import './meeting-points.css';

/** Gives up on a zone request after this long (retries included): the dialog can't be closed while loading. */
const ZONE_TIMEOUT_MS = 20_000;

type Zone =
  | { status: 'idle' | 'loading' }
  | { status: 'error' }
  | { status: 'ready'; html: string; base: MapBase; schoolPoints: MeetingPoint[] };

async function fetchZone(lang: string, signal: AbortSignal) {
  const config = await loadConfig();
  const html = await fetchZoneHtml(config.searchUrl, zoneQuery(config, lang), { signal });
  return {
    html,
    base: { tiles: config.mapTiles ?? null, plan: config.mapPlan ?? null },
    schoolPoints: schoolPointsIn(config.meetingPoints, lang),
  };
}

type Props = { lang: string; title: string; open: boolean; onOpenChange: (open: boolean) => void };

/**
 * The meeting-points dialog (docs/spec.md §2): the `content` zone of the meeting points page, fetched from
 * the search service's zone route and inserted as is (the platform sanitises it), with the
 * dialog's loading state while it loads and an error message with a retry if it fails. The
 * meeting points it lists (`article.meeting-point` with `data-lat`/`data-lng`) are shown on a map.
 */
export default function MeetingPointsDialog({ lang, title, open, onOpenChange }: Props) {
  const t = (key: string) => translate(lang, key);
  const [zone, setZone] = useState<Zone>({ status: 'idle' });
  const [showMap, setShowMap] = useState(true);
  const controller = useRef<AbortController | null>(null);

  const load = useCallback(() => {
    controller.current?.abort();
    const ctrl = new AbortController();
    controller.current = ctrl;
    const timer = setTimeout(() => ctrl.abort(new DOMException('Timed out', 'TimeoutError')), ZONE_TIMEOUT_MS);
    setZone({ status: 'loading' });
    fetchZone(lang, ctrl.signal)
      .then(
        ({ html, base, schoolPoints }) => {
          if (controller.current === ctrl) setZone({ status: 'ready', html, base, schoolPoints });
        },
        () => {
          if (controller.current === ctrl) setZone({ status: 'error' });
        },
      )
      .finally(() => clearTimeout(timer));
  }, [lang]);

  // Fetched when the dialog opens (again after a failure); kept for the next openings.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only opening triggers a load.
  useEffect(() => {
    if (open && (zone.status === 'idle' || zone.status === 'error')) load();
  }, [open]);

  useEffect(() => () => controller.current?.abort(), []);

  // On the map: the school's points (its data); a school without them, the articles of its page.
  const points = useMemo<MeetingPoint[]>(() => {
    if (zone.status !== 'ready') return [];
    if (zone.schoolPoints.length) return zone.schoolPoints;
    if (typeof DOMParser === 'undefined') return [];
    return readPoints(new DOMParser().parseFromString(zone.html, 'text/html'));
  }, [zone]);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      lang={lang}
      loading={open && (zone.status === 'loading' || zone.status === 'idle')}
      className="mp-dialog"
    >
      {zone.status === 'error' ? (
        <div className="mp-error" role="alert">
          <p>{t('meetingPoints.error')}</p>
          <button type="button" className="mp-button" onClick={load}>
            {t('meetingPoints.retry')}
          </button>
        </div>
      ) : null}
      {zone.status === 'ready' ? (
        <div className="mp-body">
          {points.length ? (
            <>
              <button
                type="button"
                className="mp-button mp-map-toggle"
                aria-expanded={showMap}
                aria-controls="mp-map"
                onClick={() => setShowMap(!showMap)}
              >
                {showMap ? t('meetingPoints.hideMap') : t('nav.showMap')}
              </button>
              <div id="mp-map" className="mp-map-wrap" hidden={!showMap}>
                {showMap ? (
                  <MeetingPointsMap
                    points={points}
                    base={zone.base}
                    label={t('meetingPoints.map')}
                    zoom={{ in: t('meetingPoints.zoomIn'), out: t('meetingPoints.zoomOut') }}
                  />
                ) : null}
                {showMap && !zone.base.tiles && !zone.base.plan ? <p className="mp-map-note">{t('meetingPoints.plainMap')}</p> : null}
              </div>
            </>
          ) : null}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the zone's HTML is sanitised by the platform (docs/spec.md §7). */}
          <div className="mp-content rich-text" dangerouslySetInnerHTML={{ __html: zone.html }} />
        </div>
      ) : null}
    </Dialog>
  );
}
