/** One item of the main-menu dialog: its label, path and buttons, its sub-items, and its add-a-sub-item form. */

import type { MenuItem } from '@schuss/contracts';
import { labelOf } from '../menu';
import { AddSubForm } from './AddSubForm';
import type { MenusDialogState, Problem } from './useMenusDialog';

/** A spot's message, next to its field. */
function ProblemText({ problem }: { problem: Problem }) {
  return problem.text ? (
    <span id={problem.errId} className="err">
      {problem.text}
    </span>
  ) : null;
}

/** The sub-items of item i, each with its label, path and buttons. */
function SubItems({ d, i, subs }: { d: MenusDialogState; i: number; subs: MenuItem[] }) {
  const { t } = d;
  const n = i + 1;
  return (
    <ol className="items subs" aria-label={t.subsOf(n)}>
      {subs.map((sub, j) => {
        const m = j + 1;
        const subTitle = d.problem({ item: i, sub: j, field: 'title' });
        const subPath = d.problem({ item: i, sub: j, field: 'path' });
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same page may be in a sub-menu twice
          <li key={`${sub.path}-${j}`}>
            <div className="row">
              <input
                aria-label={t.subLabel(m, n)}
                value={sub.title}
                {...d.labelAttrs(subTitle, subPath)}
                onChange={(e) => d.renameSubItem(i, j, e.target.value)}
              />
              <span>{sub.path}</span>
              <button type="button" aria-label={t.subUp(m, n)} disabled={j === 0} onClick={() => d.moveSubItem(i, j, -1, subs.length)}>
                ↑
              </button>
              <button
                type="button"
                aria-label={t.subDown(m, n)}
                disabled={j === subs.length - 1}
                onClick={() => d.moveSubItem(i, j, 1, subs.length)}
              >
                ↓
              </button>
              <button type="button" className="danger" aria-label={t.subRemove(m, n)} onClick={() => d.removeSubItem(i, j, subs.length)}>
                ✕
              </button>
            </div>
            <ProblemText problem={subTitle} />
            <ProblemText problem={subPath} />
          </li>
        );
      })}
    </ol>
  );
}

/** Item i of the menu (the list's entry: the dialog keys it). */
export function MenuItemRow({ d, item, i }: { d: MenusDialogState; item: MenuItem; i: number }) {
  const { t, items } = d;
  const n = i + 1;
  const title = d.problem({ item: i, field: 'title' });
  const path = d.problem({ item: i, field: 'path' });
  const subs = item.subs ?? [];
  return (
    <li>
      <div className="row">
        <input
          aria-label={t.itemTitle(n)}
          value={labelOf(item)}
          {...d.labelAttrs(title, path)}
          onChange={(e) => d.renameItem(i, e.target.value)}
        />
        <span>{item.path}</span>
        <button type="button" aria-label={t.itemUp(n)} disabled={i === 0} onClick={() => d.moveItem(i, -1)}>
          ↑
        </button>
        <button type="button" aria-label={t.itemDown(n)} disabled={i === items.length - 1} onClick={() => d.moveItem(i, 1)}>
          ↓
        </button>
        <button type="button" className="danger" aria-label={t.itemRemove(n)} onClick={() => d.removeItem(i)}>
          ✕
        </button>
      </div>
      <ProblemText problem={title} />
      <ProblemText problem={path} />
      {subs.length ? <SubItems d={d} i={i} subs={subs} /> : null}
      {d.adding === i ? (
        <AddSubForm
          t={t}
          n={n}
          pages={d.pages}
          taken={subs.map((s) => s.path)}
          onAdd={(sub) => d.addSubItem(i, sub)}
          onCancel={() => d.cancelAdd(i)}
        />
      ) : (
        <button type="button" aria-label={t.addSub(n)} onClick={() => d.setAdding(i)}>
          {t.addSub(n)}
        </button>
      )}
    </li>
  );
}
