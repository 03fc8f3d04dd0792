import '../../components/booking/booking.css';
import { SeasonProducts } from '../../components/booking/SeasonProducts';
import { WidgetLoader } from '../../components/booking/WidgetLoader';
import { PurchaseResultLoader } from '../../components/purchase/PurchaseResultLoader';
import { CART_PATHS } from '../../components/purchase/purchase-logic';
import { linkAttributes } from '../../lib/links';
import type { BlockProps } from '../types';

/** Where the booking widget mounts (booking, cart, season products, purchase result). */
export function Widget({ section, lang, base }: BlockProps<'widget'>) {
  const { view, filter } = section.props;
  return (
    <div className="widget-host" data-widget-view={view} data-widget-filter={filter ? JSON.stringify(filter) : undefined} data-lang={lang}>
      {view === 'offers' || view === 'product' || view === 'cart' ? <WidgetLoader view={view} filter={filter} lang={lang} /> : null}
      {view === 'season-products' ? <SeasonProducts lang={lang} base={base} /> : null}
      {view === 'purchase-result' ? (
        <PurchaseResultLoader lang={lang} cartHref={linkAttributes(CART_PATHS[lang] ?? CART_PATHS.fr ?? '/', base).href} />
      ) : null}
    </div>
  );
}
