/** The main-menu dialog's state and side effects (MenusDialog.tsx): the menu loaded, its items changed, moved and checked, the save, and where the focus goes. */

import type { MainMenu, MenuItem, PageSummary, SaveMenuResult } from '@schuss/contracts';
import { isApiCallError } from '@schuss/contracts/api';
import { useEffect, useId, useRef, useState } from 'react';
import type { Messages } from '../i18n';
import { addSub, cleanMenu, type MenuSpot, moveAt, moveSub, removeSub, renameSub, spotKey, spotOfField, validateMenu } from '../menu';
import { messageOf } from './shared';

export type MenusDialogProps = {
  t: Messages;
  lang: string;
  load: () => Promise<MainMenu>;
  loadPages: () => Promise<{ pages: PageSummary[] }>;
  save: (main: MenuItem[], base?: string) => Promise<SaveMenuResult>;
  onClose: () => void;
};

/** The menu being edited and every change the dialog makes to it. */
export function useMenusDialog(p: MenusDialogProps) {
  const { t } = p;
  const [menu, setMenu] = useState<MainMenu | null>(null);
  const [items, setItems] = useState<MenuItem[]>([]);
  const [pages, setPages] = useState<PageSummary[]>([]);
  const [pick, setPick] = useState('');
  const [msg, setMsg] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Messages shown next to their field, by spot (`spotKey`): blank labels, or what the server refused.
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // The item whose add-a-sub-item form is open.
  const [adding, setAdding] = useState<number | null>(null);
  // The control to focus after a move, add or remove re-renders the list (by accessible name).
  const [focusName, setFocusName] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const id = useId();
  useEffect(() => {
    if (!focusName) return;
    const el = Array.from(box.current?.querySelectorAll<HTMLElement>('[aria-label]') ?? []).find(
      (x) => x.getAttribute('aria-label') === focusName,
    );
    el?.focus();
    setFocusName(null);
  }, [focusName]);
  const load = () =>
    p
      .load()
      .then((m) => {
        setMenu(m);
        setItems(m.main);
        setFieldErrors({});
        setAdding(null);
      })
      .catch((e) => setMsg({ ok: false, text: messageOf(e) }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once when the dialog opens
  useEffect(() => {
    void load();
    p.loadPages()
      .then((r) => setPages(r.pages))
      .catch(() => {});
  }, []);
  // Any structural change makes the messages' places stale: they are checked again on save.
  const change = (next: MenuItem[], focus?: string) => {
    setItems(next);
    setFieldErrors({});
    if (focus) setFocusName(focus);
  };
  /** After a move the moved entry keeps the focus: the same arrow, or the other one once at an end of the list. */
  const afterMove = (to: number, d: -1 | 1, last: number, up: (n: number) => string, down: (n: number) => string) =>
    d < 0 ? (to === 0 ? down(to + 1) : up(to + 1)) : to === last ? up(to + 1) : down(to + 1);
  // An open add-a-sub-item form belongs to its item's place: it closes when the items move.
  const moveItem = (i: number, d: -1 | 1) => {
    setAdding(null);
    change(moveAt(items, i, d), afterMove(i + d, d, items.length - 1, t.itemUp, t.itemDown));
  };
  /** Moves sub-item j of item i (of `count`); the focus follows it as for items. */
  const moveSubItem = (i: number, j: number, d: -1 | 1, count: number) =>
    change(
      moveSub(items, i, j, d),
      afterMove(
        j + d,
        d,
        count - 1,
        (k) => t.subUp(k, i + 1),
        (k) => t.subDown(k, i + 1),
      ),
    );
  // The label the site shows: the short title when the item has one, else the title.
  const renameItem = (i: number, label: string) =>
    setItems(items.map((x, j) => (j !== i ? x : x.shortTitle !== undefined ? { ...x, shortTitle: label } : { ...x, title: label })));
  const removeItem = (i: number) => {
    setAdding(null);
    change(items.filter((_, j) => j !== i));
  };
  const renameSubItem = (i: number, j: number, label: string) => setItems(renameSub(items, i, j, label));
  /** Removes sub-item j of item i (of `count`). */
  const removeSubItem = (i: number, j: number, count: number) =>
    // The focus goes to the sub-item now in its place, else back to the item's add button.
    change(removeSub(items, i, j), count > 1 ? t.subLabel(Math.min(j + 1, count - 1), i + 1) : t.addSub(i + 1));
  const addSubItem = (i: number, sub: MenuItem) => {
    setAdding(null);
    change(addSub(items, i, sub), t.subLabel((items[i]?.subs ?? []).length + 1, i + 1));
  };
  const cancelAdd = (i: number) => {
    setAdding(null);
    setFocusName(t.addSub(i + 1));
  };
  /** Adds the page picked as a new item at the end. */
  const addPicked = () => {
    const pg = pages.find((x) => x.path === pick);
    if (pg) change([...items, { name: pg.name, title: pg.title, path: pg.path }]);
    setPick('');
  };
  /** The accessible name of the label field of an item or sub-item, to move the focus to it. */
  const labelName = (s: MenuSpot) => (s.sub === undefined ? t.itemTitle(s.item + 1) : t.subLabel(s.sub + 1, s.item + 1));
  const save = async () => {
    setMsg(null);
    const issues = validateMenu(items);
    if (issues.length) {
      setFieldErrors(Object.fromEntries(issues.map((x) => [spotKey(x), t.labelRequired])));
      setMsg({ ok: false, text: t.menuInvalid });
      setFocusName(labelName(issues[0]!));
      return;
    }
    setBusy(true);
    try {
      const r = await p.save(cleanMenu(items), menu?.updatedAt);
      setMenu(r);
      setFieldErrors({});
      setMsg({ ok: true, text: t.menuSaved });
    } catch (e) {
      const spot = isApiCallError(e) && e.status === 400 ? spotOfField(e.field) : null;
      if (spot) {
        setFieldErrors({ [spotKey(spot)]: messageOf(e) });
        setMsg({ ok: false, text: t.menuInvalid });
        // A path has no field of its own: its message is read out with the item's label.
        setFocusName(labelName(spot));
      } else {
        setMsg({ ok: false, text: isApiCallError(e) && e.status === 409 ? t.menuConflict : messageOf(e) });
      }
    } finally {
      setBusy(false);
    }
  };
  /** A spot's message, and its id when there is one (for the label field's aria-describedby). */
  const problem = (spot: MenuSpot): Problem => {
    const key = spotKey(spot);
    const text = fieldErrors[key];
    const errId = text ? `${id}-${key.replaceAll('.', '_')}-err` : undefined;
    return { errId, text };
  };
  /** The label field carries its own message and its path's (the path is shown as text, not a field). */
  const labelAttrs = (title: Problem, path: Problem) => ({
    'aria-invalid': title.errId ? true : undefined,
    'aria-describedby': [title.errId, path.errId].filter(Boolean).join(' ') || undefined,
  });
  return {
    t,
    id,
    box,
    menu,
    items,
    pages,
    pick,
    setPick,
    msg,
    busy,
    fieldErrors,
    adding,
    setAdding,
    load,
    save,
    moveItem,
    moveSubItem,
    renameItem,
    removeItem,
    renameSubItem,
    removeSubItem,
    addSubItem,
    cancelAdd,
    addPicked,
    problem,
    labelAttrs,
  };
}

/** A field's message by its spot, and the id of the element saying it. */
export type Problem = { errId?: string; text?: string };

/** What the dialog's sections are given: the hook's state and changes. */
export type MenusDialogState = ReturnType<typeof useMenusDialog>;
