import type { Pricing, ProductVersionView } from '@schuss/contracts';
import { fromPrice } from '@schuss/contracts/rules';
import { useI18n } from '../../i18n';
import type { CatalogueTexts } from '../../i18n/catalogue';
import { Empty } from '../../ui/status';
import { useCatalogueTexts } from './texts';

/** A changed field as staff read it: `name.fr` → "Nom (français)", `attributes.maxDays` → "Nombre de jours maximum". */
export function changeLabel(path: string, t: CatalogueTexts): string {
  const [head, sub] = path.split('.');
  if (head === 'attributes' && sub) return (t.catAttr as Record<string, string>)[sub] ?? sub;
  return (t.catFieldNames as Record<string, string>)[path] ?? (t.catFieldNames as Record<string, string>)[head ?? ''] ?? path;
}

const value = (v: unknown) => (v === undefined || v === null ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
const at = (o: Record<string, unknown> | null, path: string) =>
  path.split('.').reduce<unknown>((x, k) => (x && typeof x === 'object' ? (x as Record<string, unknown>)[k] : undefined), o);

/** What a change did to the prices: the lowest price before and after (the rule itself in the details). */
function PriceChange({ v }: { v: ProductVersionView }) {
  const { f } = useI18n();
  const t = useCatalogueTexts();
  const before = v.before?.pricing as Pricing | undefined;
  const after = v.after.pricing as Pricing | undefined;
  if (!before || !after) return null;
  return <p className="small">{t.catFromPriceChange(f.money(fromPrice(before)), f.money(fromPrice(after)))}</p>;
}

/** The product's changes, newest first: who, when, what. */
export function History({ history }: { history: ProductVersionView[] }) {
  const { m, f } = useI18n();
  const t = useCatalogueTexts();
  if (history.length === 0) return <Empty>{t.catHistoryEmpty}</Empty>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" aria-label={m.tableScroll(t.catSectionHistory)} tabIndex={0}>
      <table className="data cat-history">
        <thead>
          <tr>
            <th scope="col">{t.catVersion}</th>
            <th scope="col">{t.catWhen}</th>
            <th scope="col">{t.catWho}</th>
            <th scope="col">{t.catChanges}</th>
          </tr>
        </thead>
        <tbody>
          {history.map((v) => (
            <tr key={v.version}>
              <td className="num">{v.version}</td>
              <td>{f.instant(v.at)}</td>
              <td>{v.by}</td>
              <td>
                <span className="strong">{t.catActions[v.action]}</span>
                {v.action !== 'create' && (
                  <>
                    {' : '}
                    {v.changes.map((c) => changeLabel(c, t)).join(', ')}
                  </>
                )}
                {v.changes.includes('pricing') && <PriceChange v={v} />}
                {v.before && v.changes.length > 0 && (
                  <details className="cat-details">
                    <summary>{t.catDetails(v.version)}</summary>
                    <dl className="facts small">
                      {v.changes.map((c) => (
                        <div key={c} className="cat-change">
                          <dt>{changeLabel(c, t)}</dt>
                          <dd>
                            <code className="json">{value(at(v.before, c))}</code> → <code className="json">{value(at(v.after, c))}</code>
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
