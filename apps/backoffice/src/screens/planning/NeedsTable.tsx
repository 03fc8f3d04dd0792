import type { PlanningNeed } from '@schuss/contracts';
import { useI18n } from '../../i18n';
import { usePlanningTexts } from './texts';

/** Instructors needed per day and level against those available who may teach it; a level short of them said in words. */
export function NeedsTables({ needs, days }: { needs: PlanningNeed[]; days: string[] }) {
  const t = usePlanningTexts();
  const { f } = useI18n();
  const shown = days.filter((d) => needs.some((n) => n.day === d));
  if (!shown.length) return null;
  return (
    <section aria-labelledby="needs-h" className="planning-needs">
      <h2 id="needs-h">{t.needsTitle}</h2>
      <div className="needs-grid">
        {shown.map((d) => (
          <div className="table-scroll" key={d}>
            <table className="data fit">
              <caption>{t.needsCaption(f.weekday(d))}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.level}</th>
                  <th scope="col" className="num">
                    {t.needed}
                  </th>
                  <th scope="col" className="num">
                    {t.available}
                  </th>
                  <th scope="col">{t.state}</th>
                </tr>
              </thead>
              <tbody>
                {needs
                  .filter((n) => n.day === d)
                  .map((n) => {
                    const short = n.needed - n.available;
                    return (
                      <tr key={`${n.discipline}|${n.level}`} className={short > 0 ? 'need-short' : undefined}>
                        <th scope="row">
                          {n.levelName ?? t.noLevel}
                          {n.discipline && <span className="muted"> ({t.discipline(n.discipline)})</span>}
                        </th>
                        <td className="num">{n.needed}</td>
                        <td className="num">{n.available}</td>
                        <td>{short > 0 ? <span className="strong need-short-text">{t.short(short)}</span> : t.enough}</td>
                      </tr>
                    );
                  })}
              </tbody>
            </table>
          </div>
        ))}
      </div>
    </section>
  );
}
