import type { BackofficeProduct, ProductDetailResponse } from '@schuss/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../api/client';
import { productKey, useProduct, useProducts, useSetHidden } from '../../api/products';
import { useSite } from '../../api/session';
import { useI18n } from '../../i18n';
import { Link, navigate } from '../../router';
import { Screen } from '../../ui/Screen';
import { ErrorMessage, Spinner } from '../../ui/status';
import { useToast } from '../../ui/toast';
import { History } from './History';
import { ProductForm } from './ProductForm';
import { useCatalogueTexts } from './texts';

/** Hides the product from visitors, or offers it again (a new version either way). */
function HiddenSwitch({ product }: { product: BackofficeProduct }) {
  const { m } = useI18n();
  const t = useCatalogueTexts();
  const notify = useToast();
  const setHidden = useSetHidden(product.key);
  const hide = !product.hidden;
  return (
    <button
      type="button"
      className={`button ${hide ? 'secondary' : 'primary'}`}
      disabled={setHidden.isPending}
      onClick={() =>
        setHidden.mutate(
          { hidden: hide, baseVersion: product.version },
          {
            onSuccess: () => notify(hide ? t.catHiddenNow : t.catShownNow),
            onError: (err) => notify(errorText(err, m), 'error'),
          },
        )
      }
    >
      {hide ? t.catHide : t.catShow}
    </button>
  );
}

/** Someone else saved the product since it was opened: say so, and read it again on demand. */
function Conflict({ message, onReload }: { message: string; onReload: () => void }) {
  const t = useCatalogueTexts();
  return (
    <div className="error-box" role="alert">
      <p>{t.catConflict}</p>
      <p className="small">{message}</p>
      <button type="button" className="button secondary" onClick={onReload}>
        {t.catReload}
      </button>
    </div>
  );
}

function EditProduct({ productKey: key }: { productKey: string }) {
  const { m, lang } = useI18n();
  const t = useCatalogueTexts();
  const site = useSite();
  const notify = useToast();
  const queryClient = useQueryClient();
  const { data, error, isPending, refetch } = useProduct(key);
  const [conflict, setConflict] = useState<string | null>(null);
  // The form is filled from one version: a new version (saved here or reloaded) fills it again.
  const [round, setRound] = useState(0);
  if (isPending) return <Spinner />;
  if (error || !data) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  const { product, history, merchants } = data;
  const name = product.name[lang] || product.name.fr;
  const saved = (res: ProductDetailResponse) => {
    notify(res.product.version === product.version ? t.catNothingChanged : t.catSaved(res.product.version));
    setRound((r) => r + 1);
  };
  const reload = async () => {
    setConflict(null);
    await queryClient.invalidateQueries({ queryKey: productKey(site, key) });
    setRound((r) => r + 1);
  };
  return (
    <Screen
      title={t.catEditTitle(name)}
      actions={
        <>
          {product.dated && (
            // The product's slots page: its generator starts from this product's days, times and places.
            <Link to={`/season/products/${encodeURIComponent(product.key)}`} className="button secondary">
              {t.catCreateSlots}
            </Link>
          )}
          <HiddenSwitch product={product} />
        </>
      }
    >
      <p className="lead">
        <Link to="/catalogue">{t.catBack}</Link>
        {' · '}
        {m.type_[product.type]} · <code>{product.key}</code> · {t.catVersionOf(product.version)}
        {product.dated && ` · ${t.catUpcoming(product.upcomingSlots)}`}
      </p>
      {product.hidden && (
        <p className="notice" role="status">
          {t.catHiddenNotice}
        </p>
      )}
      {conflict && <Conflict message={conflict} onReload={() => void reload()} />}
      <ProductForm
        key={`${product.version}-${round}`}
        product={product}
        merchants={merchants}
        meetingPoints={data.meetingPoints ?? []}
        onSaved={saved}
        onConflict={(message) => setConflict(message)}
      />
      <section className="panel" aria-labelledby="cat-history-h">
        <h2 id="cat-history-h">{t.catSectionHistory}</h2>
        <History history={history} />
      </section>
    </Screen>
  );
}

function NewProduct() {
  const t = useCatalogueTexts();
  const notify = useToast();
  const { data, error, isPending, refetch } = useProducts({ status: 'all' });
  if (isPending) return <Spinner />;
  if (error || !data) return <ErrorMessage error={error} onRetry={() => void refetch()} />;
  return (
    <ProductForm
      merchants={data.merchants}
      meetingPoints={data.meetingPoints ?? []}
      onSaved={(res) => {
        notify(t.catCreated);
        navigate(`/catalogue/${encodeURIComponent(res.product.key)}`, { replace: true });
      }}
      onConflict={() => {}}
    />
  );
}

/** `/catalogue/new` creates a product; `/catalogue/:key` edits one, with its history. */
export default function ProductScreen({ productKey: key }: { productKey: string }) {
  const t = useCatalogueTexts();
  if (key === 'new')
    return (
      <Screen title={t.catNewTitle}>
        <p className="lead">
          <Link to="/catalogue">{t.catBack}</Link>
        </p>
        <NewProduct />
      </Screen>
    );
  return <EditProduct productKey={key} />;
}
