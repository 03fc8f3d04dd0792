import { MenuItemRow } from './MenuItemRow';
import { Busy, Dialog, PageOptions } from './shared';
import { type MenusDialogProps, useMenusDialog } from './useMenusDialog';

/** The main menu of a language: its items and their sub-items renamed, moved, added and removed, then saved. */
export function MenusDialog(p: MenusDialogProps) {
  const d = useMenusDialog(p);
  const { t, id, menu, items, pages, pick, msg, busy, fieldErrors } = d;
  return (
    <Dialog title={t.menusTitle(p.lang)} onClose={p.onClose}>
      <div ref={d.box} className="dlg" style={{ padding: 0 }}>
        {!menu && !msg ? <Busy label={t.loading} /> : null}
        {menu ? (
          <ol className="items scroll">
            {items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the same page may be in the menu twice
              <MenuItemRow key={`${item.path}-${i}`} d={d} item={item} i={i} />
            ))}
          </ol>
        ) : null}
        {menu ? (
          <div className="row">
            <div className="field" style={{ flex: 1 }}>
              <label htmlFor={`${id}-add`}>{t.addItem}</label>
              <select id={`${id}-add`} value={pick} onChange={(e) => d.setPick(e.target.value)}>
                <PageOptions pages={pages} placeholder={t.linkChoose} />
              </select>
            </div>
            <button type="button" disabled={!pick} onClick={d.addPicked}>
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
            <button type="button" onClick={() => void d.load()}>
              {t.reload}
            </button>
          ) : null}
          <button type="button" onClick={p.onClose}>
            {t.close}
          </button>
          <button type="button" className="primary" disabled={!menu || busy} onClick={d.save}>
            {t.saveMenu}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
