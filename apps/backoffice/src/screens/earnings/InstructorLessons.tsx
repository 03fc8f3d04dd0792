import type { EarningsStatement } from '@schuss/contracts';
import { useAuth } from '../../api/session';
import { useI18n } from '../../i18n';
import { Empty } from '../../ui/status';
import { Scroll } from '../reports/ReportViews';
import { BankAccountForm } from './BankAccountForm';
import { hoursOf } from './format';
import { useEarningsTexts } from './texts';

/** One instructor's lessons of the period, each with its money; their account for admins. */
export function InstructorLessons({ statement: s, onClose }: { statement: EarningsStatement; onClose: () => void }) {
  const { f } = useI18n();
  const t = useEarningsTexts();
  const { auth } = useAuth();
  const admin = auth.status === 'in' && auth.session.role === 'admin';
  const name = `${s.instructor.firstName} ${s.instructor.lastName}`;
  const caption = t.lessonsCaption(name, f.date(s.from), f.date(s.to));
  return (
    <section className="panel" aria-labelledby="earnings-lessons-h">
      <h2 id="earnings-lessons-h">{t.lessonsOf(name)}</h2>
      <p className="actions">
        <button type="button" className="button secondary small" onClick={onClose}>
          {t.close}
        </button>
      </p>
      {s.lessons.length === 0 ? (
        <Empty>{t.noLessons}</Empty>
      ) : (
        <Scroll label={caption}>
          <table className="data">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.day}</th>
                <th scope="col">{t.time}</th>
                <th scope="col">{t.lesson}</th>
                {[t.participants, t.hours, t.collected, t.share, t.owed].map((label) => (
                  <th key={label} scope="col" className="num">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {s.lessons.map((l) => (
                <tr key={l.key}>
                  <th scope="row">{f.weekday(l.day)}</th>
                  <td>
                    {l.start}–{l.end}
                  </td>
                  <td>
                    {l.product} · {l.kind === 'private' ? `${t.private} · ${l.subtitle}` : l.subtitle}
                  </td>
                  <td className="num">{f.number(l.participants)}</td>
                  <td className="num">{hoursOf(f, l.minutes)}</td>
                  <td className="num">{f.money(l.collectedCents)}</td>
                  <td className="num">{f.money(l.shareCents)}</td>
                  <td className="num">{f.money(l.owedCents)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t.total}
                </th>
                <td />
                <td className="num">{hoursOf(f, s.instructor.minutes)}</td>
                <td className="num">{f.money(s.instructor.collectedCents)}</td>
                <td className="num">{f.money(s.instructor.shareCents)}</td>
                <td className="num">{f.money(s.instructor.owedCents)}</td>
              </tr>
            </tfoot>
          </table>
        </Scroll>
      )}
      {admin && <BankAccountForm key={s.instructor.id} instructor={s.instructor} />}
    </section>
  );
}
