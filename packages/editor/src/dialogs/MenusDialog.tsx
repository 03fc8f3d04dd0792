import type { MainMenu, MenuItem, PageSummary, SaveMenuResult } from '@schuss/contracts';
import { isApiCallError } from '@schuss/contracts/api';
import { useEffect, useId, useRef, useState } from 'react';
import type { Messages } from '../i18n';
import {
  addSub,
  cleanMenu,
  labelOf,
  type MenuSpot,
  moveAt,
  moveSub,
  removeSub,
  renameSub,
  spotKey,
  spotOfField,
  validateMenu,
} from '../menu';
import { AddSubForm } from './AddSubForm';
import { Busy, Dialog, messageOf, PageOptions } from './shared';

export function MenusDialog(p: {
  t: Messages;
  lang: string;
  load: () => Promise<MainMenu>;
  loadPages: () => Promise<{ pages: PageSummary[] }>;
  save: (main: MenuItem[], base?: string) => Promise<SaveMenuResult>;
  onClose: () => void;
}) {
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
  const problem = (spot: MenuSpot) => {
    const key = spotKey(spot);
    const text = fieldErrors[key];
    const errId = text ? `${id}-${key.replaceAll('.', '_')}-err` : undefined;
    return {
      errId,
      node: text ? (
        <span id={errId} className="err">
          {text}
        </span>
      ) : null,
    };
  };
  /** The label field carries its own message and its path's (the path is shown as text, not a field). */
  const labelAttrs = (title: { errId?: string }, path: { errId?: string }) => ({
    'aria-invalid': title.errId ? true : undefined,
    'aria-describedby': [title.errId, path.errId].filter(Boolean).join(' ') || undefined,
  });
  return (
    <Dialog title={t.menusTitle(p.lang)} onClose={p.onClose}>
      <div ref={box} className="dlg" style={{ padding: 0 }}>
        {!menu && !msg ? <Busy label={t.loading} /> : null}
        {menu ? (
          <ol className="items scroll">
            {items.map((item, i) => {
              const n = i + 1;
              const title = problem({ item: i, field: 'title' });
              const path = problem({ item: i, field: 'path' });
              const subs = item.subs ?? [];
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same page may be in the menu twice
                <li key={`${item.path}-${i}`}>
                  <div className="row">
                    <input
                      aria-label={t.itemTitle(n)}
                      value={labelOf(item)}
                      {...labelAttrs(title, path)}
                      // The label the site shows: the short title when the item has one, else the title.
                      onChange={(e) =>
                        setItems(
                          items.map((x, j) =>
                            j !== i
                              ? x
                              : x.shortTitle !== undefined
                                ? { ...x, shortTitle: e.target.value }
                                : { ...x, title: e.target.value },
                          ),
                        )
                      }
                    />
                    <span>{item.path}</span>
                    <button type="button" aria-label={t.itemUp(n)} disabled={i === 0} onClick={() => moveItem(i, -1)}>
                      ↑
                    </button>
                    <button type="button" aria-label={t.itemDown(n)} disabled={i === items.length - 1} onClick={() => moveItem(i, 1)}>
                      ↓
                    </button>
                    <button
                      type="button"
                      className="danger"
                      aria-label={t.itemRemove(n)}
                      onClick={() => {
                        setAdding(null);
                        change(items.filter((_, j) => j !== i));
                      }}
                    >
                      ✕
                    </button>
                  </div>
                  {title.node}
                  {path.node}
                  {subs.length ? (
                    <ol className="items subs" aria-label={t.subsOf(n)}>
                      {subs.map((sub, j) => {
                        const m = j + 1;
                        const subTitle = problem({ item: i, sub: j, field: 'title' });
                        const subPath = problem({ item: i, sub: j, field: 'path' });
                        return (
                          // biome-ignore lint/suspicious/noArrayIndexKey: the same page may be in a sub-menu twice
                          <li key={`${sub.path}-${j}`}>
                            <div className="row">
                              <input
                                aria-label={t.subLabel(m, n)}
                                value={sub.title}
                                {...labelAttrs(subTitle, subPath)}
                                onChange={(e) => setItems(renameSub(items, i, j, e.target.value))}
                              />
                              <span>{sub.path}</span>
                              <button
                                type="button"
                                aria-label={t.subUp(m, n)}
                                disabled={j === 0}
                                onClick={() => moveSubItem(i, j, -1, subs.length)}
                              >
                                ↑
                              </button>
                              <button
                                type="button"
                                aria-label={t.subDown(m, n)}
                                disabled={j === subs.length - 1}
                                onClick={() => moveSubItem(i, j, 1, subs.length)}
                              >
                                ↓
                              </button>
                              <button
                                type="button"
                                className="danger"
                                aria-label={t.subRemove(m, n)}
                                // The focus goes to the sub-item now in its place, else back to the item's add button.
                                onClick={() =>
                                  change(
                                    removeSub(items, i, j),
                                    subs.length > 1 ? t.subLabel(Math.min(m, subs.length - 1), n) : t.addSub(n),
                                  )
                                }
                              >
                                ✕
                              </button>
                            </div>
                            {subTitle.node}
                            {subPath.node}
                          </li>
                        );
                      })}
                    </ol>
                  ) : null}
                  {adding === i ? (
                    <AddSubForm
                      t={t}
                      n={n}
                      pages={pages}
                      taken={subs.map((s) => s.path)}
                      onAdd={(sub) => {
                        setAdding(null);
                        change(addSub(items, i, sub), t.subLabel(subs.length + 1, n));
                      }}
                      onCancel={() => {
                        setAdding(null);
                        setFocusName(t.addSub(n));
                      }}
                    />
                  ) : (
                    <button type="button" aria-label={t.addSub(n)} onClick={() => setAdding(i)}>
                      {t.addSub(n)}
                    </button>
                  )}
                </li>
              );
            })}
          </ol>
        ) : null}
        {menu ? (
          <div className="row">
            <div className="field" style={{ flex: 1 }}>
              <label htmlFor={`${id}-add`}>{t.addItem}</label>
              <select id={`${id}-add`} value={pick} onChange={(e) => setPick(e.target.value)}>
                <PageOptions pages={pages} placeholder={t.linkChoose} />
              </select>
            </div>
            <button
              type="button"
              disabled={!pick}
              onClick={() => {
                const pg = pages.find((x) => x.path === pick);
                if (pg) change([...items, { name: pg.name, title: pg.title, path: pg.path }]);
                setPick('');
              }}
            >
              {t.add}
            </button>
          </div>
        ) : null}
        {msg ? (
          <p className={msg.ok ? 'ok' : 'err'} role={msg.ok ? 'status' : 'alert'}>
            {msg.text}
          </p>
        ) : null}
        <div className="actions">
          {msg && !msg.ok && !Object.keys(fieldErrors).length ? (
            <button type="button" onClick={() => void load()}>
              {t.reload}
            </button>
          ) : null}
          <button type="button" onClick={p.onClose}>
            {t.close}
          </button>
          <button type="button" className="primary" disabled={!menu || busy} onClick={save}>
            {t.saveMenu}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
