/** Back office, catalogue (products, prices, promo codes, gift vouchers, catalogue CSV): the route table's entries of this area, spread into routes.ts. */
import { z } from 'zod';
import { BackofficeSiteParams } from '../backoffice';
import {
  CatalogueImportRefused,
  CatalogueImportRequest,
  CatalogueImportResponse,
  ProductCreateRequest,
  ProductDetailResponse,
  ProductHiddenRequest,
  ProductParams,
  ProductsQuery,
  ProductsResponse,
  ProductUpdateRequest,
} from '../catalogue';
import { ApiError } from '../common';
import * as paths from './paths-catalogue';
import { csvFile, def, type RouteDef, staffRead, staffWrite } from './route-def';

/** An import's mistakes by line and column, or another bad input. */
const importRefused = z.union([CatalogueImportRefused, ApiError]);

export const catalogueRoutes = {
  boProducts: def(paths.boProducts, {
    tag: 'backoffice',
    summary: "The resort's products with their lowest price, hidden or not, and its merchants",
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    query: ProductsQuery,
    responses: { 200: ProductsResponse, ...staffRead },
  }),
  boProductCreate: def(paths.boProductCreate, {
    tag: 'backoffice',
    summary: 'Creates a product (version 1): names, merchant, attributes of its type and pricing rule',
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    body: ProductCreateRequest,
    responses: { 201: ProductDetailResponse, ...staffWrite },
  }),
  boProduct: def(paths.boProduct, {
    tag: 'backoffice',
    summary: 'A product with its history of changes (who, when, before and after)',
    access: 'staff',
    answer: 'json',
    params: ProductParams,
    responses: { 200: ProductDetailResponse, ...staffRead },
  }),
  boProductUpdate: def(paths.boProductUpdate, {
    tag: 'backoffice',
    summary: 'Edits a product (a new version; a price change applies to new cart lines only); 409 when it changed since baseVersion',
    access: 'staff',
    answer: 'json',
    params: ProductParams,
    body: ProductUpdateRequest,
    responses: { 200: ProductDetailResponse, ...staffWrite },
  }),
  boProductHidden: def(paths.boProductHidden, {
    tag: 'backoffice',
    summary: 'Hides a product from visitors (carts and orders that have it keep it), or shows it again',
    access: 'staff',
    answer: 'json',
    params: ProductParams,
    body: ProductHiddenRequest,
    responses: { 200: ProductDetailResponse, ...staffWrite },
  }),
  boCatalogueCsv: def(paths.boCatalogueCsv, {
    tag: 'backoffice',
    summary: "Every product of the resort as CSV (UTF-8 with BOM, ';' separated; attributes and pricing as JSON)",
    access: 'staff',
    answer: 'csv',
    params: BackofficeSiteParams,
    responses: { ...csvFile, ...staffRead },
  }),
  boCatalogueImport: def(paths.boCatalogueImport, {
    tag: 'backoffice',
    summary: 'Creates or updates products from a CSV (as exported); every line checked, nothing written when one is wrong',
    access: 'staff',
    answer: 'json',
    params: BackofficeSiteParams,
    body: CatalogueImportRequest,
    responses: { 200: CatalogueImportResponse, ...staffWrite, 400: importRefused },
  }),
} satisfies Record<string, RouteDef>;
