// Back office, catalogue (products, their prices and versions, catalogue CSV).
import { route } from './route-path';

export const boProducts = /* @__PURE__ */ route('boProducts', 'GET', '/api/backoffice/sites/:site/products');
export const boProductCreate = /* @__PURE__ */ route('boProductCreate', 'POST', '/api/backoffice/sites/:site/products');
export const boProduct = /* @__PURE__ */ route('boProduct', 'GET', '/api/backoffice/sites/:site/products/:key');
export const boProductUpdate = /* @__PURE__ */ route('boProductUpdate', 'PUT', '/api/backoffice/sites/:site/products/:key');
export const boProductHidden = /* @__PURE__ */ route('boProductHidden', 'PUT', '/api/backoffice/sites/:site/products/:key/hidden');
export const boCatalogueCsv = /* @__PURE__ */ route('boCatalogueCsv', 'GET', '/api/backoffice/sites/:site/products.csv');
export const boCatalogueImport = /* @__PURE__ */ route('boCatalogueImport', 'POST', '/api/backoffice/sites/:site/products/import');
