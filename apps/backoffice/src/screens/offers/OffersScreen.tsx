import * as Tabs from '@radix-ui/react-tabs';
import { navigate, useLocation } from '../../router';
import { Screen } from '../../ui/Screen';
import { PromoCodes } from './PromoCodes';
import { useOffersTexts } from './texts';
import { Vouchers } from './Vouchers';

/**
 * Offers: the school's promo codes (`/offers`) and gift vouchers (`/offers?tab=vouchers`, with `q`,
 * `status` and an opened `voucher`), one tab each; the tab is in the query so switching keeps the focus on it.
 */
export default function OffersScreen(_props: Record<string, unknown>) {
  const o = useOffersTexts();
  const { search } = useLocation();
  const tab = search.get('tab') === 'vouchers' ? 'vouchers' : 'promo';
  return (
    <Screen title={o.offersTitle}>
      <p className="lead">{o.offersIntro}</p>
      <Tabs.Root value={tab} onValueChange={(v) => navigate(v === 'vouchers' ? '/offers?tab=vouchers' : '/offers')} activationMode="manual">
        <Tabs.List className="tabs" aria-label={o.offersTabs}>
          <Tabs.Trigger value="promo" className="tab">
            {o.offersTabPromo}
          </Tabs.Trigger>
          <Tabs.Trigger value="vouchers" className="tab">
            {o.offersTabVouchers}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="promo" className="tab-panel">
          {tab === 'promo' && <PromoCodes />}
        </Tabs.Content>
        <Tabs.Content value="vouchers" className="tab-panel">
          {tab === 'vouchers' && <Vouchers />}
        </Tabs.Content>
      </Tabs.Root>
    </Screen>
  );
}
