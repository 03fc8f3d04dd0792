import type {
  CatalogueImportRequest,
  ProductCreateInput,
  ProductDetailResponse,
  ProductHiddenRequest,
  ProductsInput,
  ProductUpdateInput,
} from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { useSite } from './session';

/** The catalogue: the products of the site's resort, one product with its history, and their writes. */

export const productKey = (site: string, key: string) => ['product', site, key] as const;

/** The products (search, type, visible or hidden: filtered by the platform) and the resort's merchants. */
export function useProducts(query: ProductsInput = {}) {
  const site = useSite();
  return useQuery({
    queryKey: ['products', site, query],
    queryFn: ({ signal }) => api.call(paths.boProducts, { params: { site }, query }, { signal }),
  });
}

/** One product, its history and the merchants its form offers. */
export function useProduct(key: string, enabled = true) {
  const site = useSite();
  return useQuery({
    queryKey: productKey(site, key),
    queryFn: ({ signal }) => api.call(paths.boProduct, { params: { site, key } }, { signal }),
    enabled,
  });
}

/** After a write: the product as the platform answered it; lists read again (and the widget's prices are the new ones). */
function useSaved() {
  const site = useSite();
  const queryClient = useQueryClient();
  return (res: ProductDetailResponse) => {
    queryClient.setQueryData(productKey(site, res.product.key), res);
    void queryClient.invalidateQueries({ queryKey: ['products'] });
  };
}

export function useCreateProduct() {
  const site = useSite();
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: ProductCreateInput) => api.call(paths.boProductCreate, { params: { site }, body }),
    onSuccess: saved,
  });
}

export function useUpdateProduct(key: string) {
  const site = useSite();
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: ProductUpdateInput) => api.call(paths.boProductUpdate, { params: { site, key }, body }),
    onSuccess: saved,
  });
}

/** Hides the product from visitors, or offers it again. */
export function useSetHidden(key: string) {
  const site = useSite();
  const saved = useSaved();
  return useMutation({
    mutationFn: (body: ProductHiddenRequest) => api.call(paths.boProductHidden, { params: { site, key }, body }),
    onSuccess: saved,
  });
}

/** Imports a catalogue CSV: every line checked, nothing written when one is wrong. */
export function useImportCatalogue() {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CatalogueImportRequest) => api.call(paths.boCatalogueImport, { params: { site }, body }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['products'] });
      void queryClient.invalidateQueries({ queryKey: ['product'] });
    },
  });
}

/** The catalogue's CSV download (a link: the browser saves it with the session cookie). */
export function useCatalogueCsvUrl(): string {
  const site = useSite();
  return api.url(paths.boCatalogueCsv, { params: { site } });
}
