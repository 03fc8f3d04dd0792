import '../../components/booking/booking.css';
import { SeasonProducts } from '../../components/booking/SeasonProducts';
import { WidgetLoader } from '../../components/booking/WidgetLoader';
import { widgetScriptUrl } from '../../components/booking/widget-script';
import { PurchaseResultLoader } from '../../components/purchase/PurchaseResultLoader';
import { CART_PATHS } from '../../components/purchase/purchase-logic';
import { linkAttributes } from '../../lib/links';
import type { BlockProps } from '../types';

/** Where the booking widget mounts (booking, cart, season products, purchase result). */
export function Widget({ section, lang, base, config }: BlockProps<'widget'>) {
  const { view, filter } = section.props;
  const loads = view === 'offers' || view === 'product' || view === 'cart';
  const scriptUrl = loads ? widgetScriptUrl(config.msemUrl) : '';
  return (
    <div className="widget-host" data-widget-view={view} data-widget-filter={filter ? JSON.stringify(filter) : undefined} data-lang={lang}>
      {loads ? <WidgetLoader view={view} filter={filter} lang={lang} scriptUrl={scriptUrl} /> : null}
      {view === 'season-products' ? <SeasonProducts lang={lang} base={base} /> : null}
      {view === 'purchase-result' ? (
        <PurchaseResultLoader lang={lang} cartHref={linkAttributes(CART_PATHS[lang] ?? CART_PATHS.fr ?? '/', base).href} />
      ) : null}
    </div>
  );
}
