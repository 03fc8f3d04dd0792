import type { DraftPage, PageMeta, Zones } from '@schuss/contracts';
import { useCallback, useRef, useState } from 'react';
import type { EditingApi } from '../api';
import { clearBackup, writeBackup } from '../backup';

/** The page the tool edits. */
export type PageRef = { site: string; lang: string; path: string };

export const metaOf = (p: DraftPage): PageMeta => ({
  title: p.title,
  subTitle: p.subTitle,
  shortTitle: p.shortTitle,
  seo: p.seo ?? {},
  disabled: p.disabled,
});

/** The draft as it is now, for saves started by timers (the state is for rendering), and the version the next save is based on. */
export type Latest = { zones: Zones; meta: PageMeta | null; base: number | null; hasDraft: boolean };

/**
 * The page being edited: the draft as loaded (`page`), its zones and meta as edited, whether it has
 * a draft, the text open in the editor (`editing`) and `revision`, bumped to remount the zones when
 * their content is replaced. Every edit is also backed up in this tab (backup.ts).
 */
export function useDraft(api: EditingApi, ref: PageRef) {
  const [page, setPage] = useState<DraftPage | null>(null);
  const [zones, setZonesState] = useState<Zones>({});
  const [meta, setMetaState] = useState<PageMeta | null>(null);
  const [hasDraft, setHasDraft] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const [revision, setRevision] = useState(0);
  const latest = useRef<Latest>({ zones: {}, meta: null, base: null, hasDraft: false });

  /** Loads the draft from the platform, replacing whatever was on screen. */
  const load = useCallback(async () => {
    const d = await api.draft(ref);
    setPage(d);
    latest.current.zones = d.zones;
    setZonesState(d.zones);
    latest.current.meta = metaOf(d);
    setMetaState(metaOf(d));
    latest.current.base = d.version;
    latest.current.hasDraft = d.hasDraft;
    setHasDraft(d.hasDraft);
    setEditing(null);
    setRevision((r) => r + 1);
    return d;
  }, [api, ref]);

  const backup = () => {
    const l = latest.current;
    if (l.meta) writeBackup(ref, { baseVersion: l.base, zones: l.zones, meta: l.meta, at: new Date().toISOString() });
  };
  const editZones = (next: Zones) => {
    latest.current.zones = next;
    setZonesState(next);
    backup();
  };
  const editMeta = (next: PageMeta) => {
    latest.current.meta = next;
    setMetaState(next);
    backup();
  };

  /** `sent` was saved as `version`: the next save is based on it, and the backup goes if nothing changed since. */
  const saved = (version: number | null, sent: { zones: Zones; meta: PageMeta }) => {
    latest.current.base = version;
    if (latest.current.zones === sent.zones && latest.current.meta === sent.meta) clearBackup(ref);
    latest.current.hasDraft = true;
    setHasDraft(true);
  };

  const remount = () => setRevision((r) => r + 1);

  return { page, zones, meta, hasDraft, editing, setEditing, revision, remount, latest, load, editZones, editMeta, saved };
}
