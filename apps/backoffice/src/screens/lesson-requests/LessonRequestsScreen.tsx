import { useState } from 'react';
import { useLessonRequests } from '../../api/lesson-requests';
import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { useRequestTexts } from './texts';

/**
 * Private-lesson requests (issue 31, item 4): those to answer (oldest day first) or those answered, each opening its
 * answer screen.
 */
export default function LessonRequestsScreen() {
  const t = useRequestTexts();
  const { f } = useI18n();
  const [show, setShow] = useState<'open' | 'answered'>('open');
  const { data, error, isPending, refetch } = useLessonRequests(show);
  return (
    <Screen title={t.title}>
      <p className="lead">{t.intro}</p>
      <fieldset className="planning-views">
        <legend className="visually-hidden">{t.showLabel}</legend>
        {(['open', 'answered'] as const).map((s) => (
          <button
            key={s}
            type="button"
            className={`button ${show === s ? 'primary' : 'secondary'}`}
            aria-pressed={show === s}
            onClick={() => setShow(s)}
          >
            {s === 'open' ? t.showOpen : t.showAnswered}
          </button>
        ))}
      </fieldset>
      {isPending ? (
        <Spinner />
      ) : error ? (
        <ErrorMessage error={error} onRetry={() => void refetch()} />
      ) : !data.requests.length ? (
        <Empty>{show === 'open' ? t.none : t.noneAnswered}</Empty>
      ) : (
        <div className="table-scroll">
          <table className="data fit">
            <caption className="visually-hidden">{t.tableLabel}</caption>
            <thead>
              <tr>
                <th scope="col">{t.day}</th>
                <th scope="col">{t.lesson}</th>
                <th scope="col">{t.who}</th>
                <th scope="col">{t.participants}</th>
                <th scope="col">{t.status}</th>
              </tr>
            </thead>
            <tbody>
              {data.requests.map((r) => (
                <tr key={r.id}>
                  <td>
                    <Link to={`/lesson-requests/${r.id}`} aria-label={t.open(r.name, f.longDay(r.day))}>
                      {f.date(r.day)}
                    </Link>
                  </td>
                  <td>
                    {r.product}, {t.windows[r.window]}
                  </td>
                  <td>{r.name}</td>
                  <td>{r.participants}</td>
                  <td>{t.statuses[r.status]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Screen>
  );
}
