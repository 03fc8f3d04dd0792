import { useSeason, useSeasonProducts } from '../../api/season';
import { useI18n } from '../../i18n';
import { Link } from '../../router';
import { Screen } from '../../ui/Screen';
import { Empty, ErrorMessage, Spinner } from '../../ui/status';
import { SeasonForm } from './SeasonForm';
import { SlotsCsv } from './SlotsCsv';
import { useSeasonTexts } from './texts';

/** The products sold on slots, each leading to its slots (generation, capacities, closing). */
function DatedProducts() {
  const { m, f } = useI18n();
  const t = useSeasonTexts();
  const { data, error, isPending, refetch } = useSeasonProducts();
  return (
    <section className="panel" aria-labelledby="season-products-h">
      <h2 id="season-products-h">{t.seasonProductsHeading}</h2>
      <p className="hint">{t.seasonProductsIntro}</p>
      {isPending && <Spinner />}
      {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
      {data &&
        (data.products.length === 0 ? (
          <Empty>{t.seasonProductsEmpty}</Empty>
        ) : (
          <ul className="slot-list">
            {data.products.map((p) => (
              <li key={p.key}>
                <Link to={`/season/products/${encodeURIComponent(p.key)}`} className="slot-card card">
                  <span className="strong">{p.name}</span>
                  <span className="muted">
                    {p.capacityUnit === 'booking' ? t.privateLesson : m.type_[p.type]} · {t.slotCount(p.slots)}
                    {p.closed > 0 ? ` · ${t.closedCount(p.closed)}` : ''}
                  </span>
                  <span className="small">{p.firstDay && p.lastDay ? `${f.date(p.firstDay)} – ${f.date(p.lastDay)}` : t.noSlotsYet}</span>
                </Link>
              </li>
            ))}
          </ul>
        ))}
    </section>
  );
}

/** The season: its days and periods, the dated products and their slots, the slots CSV. */
export default function SeasonScreen() {
  const t = useSeasonTexts();
  const { data, error, isPending, refetch } = useSeason();
  return (
    <Screen title={t.seasonTitle}>
      <section className="panel">
        {isPending && <Spinner />}
        {error && <ErrorMessage error={error} onRetry={() => void refetch()} />}
        {data && <SeasonForm season={data} key={`${data.startsOn}-${data.endsOn}-${data.updatedAt}`} />}
      </section>
      <DatedProducts />
      <SlotsCsv />
    </Screen>
  );
}
