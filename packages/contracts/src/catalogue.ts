/**
 * Back office, catalogue: the products of a site's resort and their prices, as staff
 * list, create, edit, hide and import them (`/api/backoffice/sites/:site/products…`). Every write
 * makes a new version of the product (who, when, before, after).
 */
import { z } from 'zod';
import { BackofficeSiteParams } from './backoffice';
import { Money, ParticipantField, PRODUCT_KEY_PATTERN, Pricing, type ProductAttributes, ProductType } from './booking';
import { DAYS_MAX, LEVEL_MAX, PARTICIPANTS_MAX } from './rules/limits';
import { AGE_MAX, PRICE_MAX_CENTS } from './rules/pricing';

/** Longest product name and description (each language). */
export const PRODUCT_NAME_MAX = 120;
export const PRODUCT_DESCRIPTION_MAX = 2000;
/** Most levels a product may offer. */
export const LEVELS_MAX = 20;
/** `/catalogue/new` is the back office's page to create a product: no product may take that key. */
const RESERVED_KEYS = ['new'];

export const ProductKey = z
  .string()
  .regex(PRODUCT_KEY_PATTERN, 'must be lowercase letters, digits and dashes (at most 80), starting with a letter or digit')
  .refine((k) => !RESERVED_KEYS.includes(k), 'is reserved: choose another key');

export const ProductParams = BackofficeSiteParams.extend({ key: z.string().regex(PRODUCT_KEY_PATTERN, 'must be a product key') });
export type ProductParams = z.infer<typeof ProductParams>;

const Text = (max: number) => z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);
const OptionalText = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const Age = z.number().int('must be a whole number of years').min(0, 'must not be negative').max(AGE_MAX, `must be at most ${AGE_MAX}`);
const Days = z.number().int('must be a whole number of days').min(1, 'must be at least 1').max(DAYS_MAX, `must be at most ${DAYS_MAX}`);
const unique = <T>(xs: T[]) => new Set(xs).size === xs.length;

/**
 * The attributes of a product as staff write them (`ProductAttributes` in booking.ts, checked):
 * what the widget and the cart read to offer it, check a booking and show it. Each type uses some
 * (see the demo catalogue, packages/db/src/seed/booking.ts); absent ones are not shown.
 */
export const ProductAttributesInput = z
  .object({
    discipline: Text(40).optional(),
    level: Text(LEVEL_MAX).optional(),
    levels: z
      .array(Text(LEVEL_MAX))
      .max(LEVELS_MAX, `must have at most ${LEVELS_MAX} levels`)
      .refine(unique, 'must not name a level twice')
      .optional(),
    ageMin: Age.optional(),
    ageMax: Age.optional(),
    durationDays: Days.optional(),
    maxDays: Days.optional(),
    times: Text(40).optional(),
    meetingPoint: Text(200).optional(),
    participantFields: z.array(ParticipantField).refine(unique, 'must not name a field twice').optional(),
    capacityUnit: z.enum(['participant', 'booking'], 'must be participant or booking').optional(),
    needsStartDate: z.boolean().optional(),
    maxParticipants: z
      .number()
      .int('must be a whole number of participants')
      .min(1, 'must be at least 1')
      .max(PARTICIPANTS_MAX, `must be at most ${PARTICIPANTS_MAX}`)
      .optional(),
    /** Most children a group of this course is taught to (issue 30), and per level where it differs ("ourson": 8). */
    groupSize: z.number().int('must be a whole number of children').min(1, 'must be at least 1').max(60, 'must be at most 60').optional(),
    groupSizes: z.record(z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be a level key'), z.number().int().min(1).max(60)).optional(),
    /** A gift voucher sold as a product (the offers area): each beneficiary gets a voucher of this amount. */
    giftVoucher: z
      .object({
        amountCents: z
          .number()
          .int('must be a whole number of cents')
          .min(1, 'must be at least 1 cent')
          .max(PRICE_MAX_CENTS, `must be at most ${PRICE_MAX_CENTS / 100} €`),
      })
      .optional(),
  })
  .refine((a) => a.ageMin === undefined || a.ageMax === undefined || a.ageMin <= a.ageMax, {
    message: 'must not be below the minimum age',
    path: ['ageMax'],
  });
export type ProductAttributesInput = z.infer<typeof ProductAttributesInput>;
// Every attribute the platform reads is one staff can write (a new one fails the type check here until it is).
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
type Holds<T extends true> = T;
export type EveryAttributeWritable = Holds<SameKeys<ProductAttributesInput, ProductAttributes>>;

/** What staff write of a product, besides its key and type (fixed once created). */
const editable = {
  /** The merchant's key (one of the resort's merchants). */
  merchant: z.string().trim().min(1, 'is required').max(64, 'must be at most 64 characters'),
  name: z.object({ fr: Text(PRODUCT_NAME_MAX), en: Text(PRODUCT_NAME_MAX) }),
  description: z.object({ fr: OptionalText(PRODUCT_DESCRIPTION_MAX), en: OptionalText(PRODUCT_DESCRIPTION_MAX) }),
  /** Sold on dated slots with a capacity (lessons, transfers, stands); else by start date and days, or as is. */
  dated: z.boolean(),
  attributes: ProductAttributesInput,
  pricing: Pricing,
};

type Editable = { dated: boolean; pricing: Pricing };
/** What the fields cannot say one by one: a price by duration needs the duration of a dated slot. */
function checkTogether(p: Editable, ctx: z.RefinementCtx) {
  if (p.pricing.rule === 'durationGroup' && !p.dated)
    ctx.addIssue({
      code: 'custom',
      path: ['pricing', 'rule'],
      message: 'a price by duration needs dated slots (the slot gives the duration)',
    });
}

/** `POST …/products`: a new product (hidden until shown when `hidden` is true). */
export const ProductCreateRequest = z
  .object({ key: ProductKey, type: ProductType, ...editable, hidden: z.boolean().default(false) })
  .superRefine(checkTogether);
export type ProductCreateRequest = z.infer<typeof ProductCreateRequest>;
export type ProductCreateInput = z.input<typeof ProductCreateRequest>;

/** `PUT …/products/:key`: the product as it should be; `baseVersion` is the version the form was filled from. */
export const ProductUpdateRequest = z
  .object({ ...editable, baseVersion: z.number().int().min(1, 'must be a version of the product') })
  .superRefine(checkTogether);
export type ProductUpdateRequest = z.infer<typeof ProductUpdateRequest>;
export type ProductUpdateInput = z.input<typeof ProductUpdateRequest>;

/** `PUT …/products/:key/hidden`: hides the product from visitors (or shows it again). */
export const ProductHiddenRequest = z.object({ hidden: z.boolean(), baseVersion: z.number().int().min(1) });
export type ProductHiddenRequest = z.infer<typeof ProductHiddenRequest>;

/** A merchant of the resort, as the product form offers them. */
export const MerchantOption = z.object({ key: z.string(), name: z.string() });
export type MerchantOption = z.infer<typeof MerchantOption>;

const Localized = z.object({ fr: z.string(), en: z.string() });

/** A product as staff see it. */
export const BackofficeProduct = z.object({
  key: z.string(),
  type: ProductType,
  merchant: MerchantOption,
  name: Localized,
  description: Localized,
  dated: z.boolean(),
  hidden: z.boolean(),
  attributes: z.record(z.string(), z.unknown()),
  pricing: Pricing,
  /** Goes up by one with every change (create is version 1). */
  version: z.number().int(),
  updatedAt: z.string(),
  /** Dated slots from today on. */
  upcomingSlots: z.number().int(),
});
export type BackofficeProduct = z.infer<typeof BackofficeProduct>;

export const PRODUCT_CHANGE_ACTIONS = ['create', 'edit', 'hide', 'show', 'import'] as const;
export const ProductChangeAction = z.enum(PRODUCT_CHANGE_ACTIONS);
export type ProductChangeAction = z.infer<typeof ProductChangeAction>;

/** One change of a product: who, when, what (the fields that changed), and the product before and after. */
export const ProductVersionView = z.object({
  version: z.number().int(),
  action: ProductChangeAction,
  by: z.string(),
  at: z.string(),
  /** The fields that changed (`name.fr`, `pricing`, `attributes.maxDays`, `hidden`…); every field on creation. */
  changes: z.array(z.string()),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()),
});
export type ProductVersionView = z.infer<typeof ProductVersionView>;

/** A meeting point the product form offers (the school's, by key; its name in both languages). */
export const MeetingPointOption = z.object({ key: z.string(), name: Localized });
export type MeetingPointOption = z.infer<typeof MeetingPointOption>;

/** A product with its history (newest first) and the merchants and meeting points the form offers. */
export const ProductDetailResponse = z.object({
  product: BackofficeProduct,
  history: z.array(ProductVersionView),
  merchants: z.array(MerchantOption),
  meetingPoints: z.array(MeetingPointOption).optional(),
});
export type ProductDetailResponse = z.infer<typeof ProductDetailResponse>;

/** `GET …/products`: a search on names and keys, a type, visible or hidden ones. */
export const ProductsQuery = z.object({
  q: z.string().trim().max(120).optional(),
  type: ProductType.optional(),
  status: z.enum(['all', 'visible', 'hidden']).default('all'),
});
export type ProductsQuery = z.infer<typeof ProductsQuery>;
export type ProductsInput = z.input<typeof ProductsQuery>;

export const ProductRow = z.object({
  key: z.string(),
  type: ProductType,
  name: Localized,
  merchant: MerchantOption,
  dated: z.boolean(),
  hidden: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
  /** Lowest price of one participant (or one booking). */
  fromPrice: Money,
  upcomingSlots: z.number().int(),
});
export type ProductRow = z.infer<typeof ProductRow>;

export const ProductsResponse = z.object({
  products: z.array(ProductRow),
  merchants: z.array(MerchantOption),
  meetingPoints: z.array(MeetingPointOption).optional(),
});
export type ProductsResponse = z.infer<typeof ProductsResponse>;

// ---------------------------------------------------------------------------------------------
// CSV

/**
 * Columns of the catalogue's CSV, one product a row; `attributes` and `pricing` are JSON as the
 * API writes them, `hidden` and `dated` are `yes`/`no` (`oui`/`non`, `true`/`false`, `1`/`0` are read too).
 */
export const CATALOGUE_CSV_COLUMNS = [
  'key',
  'type',
  'merchant',
  'name_fr',
  'name_en',
  'description_fr',
  'description_en',
  'dated',
  'hidden',
  'attributes',
  'pricing',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/** Largest CSV file the import takes (characters). */
export const CATALOGUE_CSV_MAX = 2_000_000;

/** `POST …/products/import`: the file's text; every line is checked before anything is written. */
export const CatalogueImportRequest = z.object({
  csv: z.string().min(1, 'is empty').max(CATALOGUE_CSV_MAX, `must be at most ${CATALOGUE_CSV_MAX} characters`),
});
export type CatalogueImportRequest = z.infer<typeof CatalogueImportRequest>;

/** What the import did, by product key. */
export const CatalogueImportResponse = z.object({
  created: z.array(z.string()),
  updated: z.array(z.string()),
  unchanged: z.array(z.string()),
});
export type CatalogueImportResponse = z.infer<typeof CatalogueImportResponse>;

/** A mistake of an imported file, by line (1 = the header) and column (its name in the header). */
export const CsvProblemView = z.object({ line: z.number().int(), column: z.string().nullable(), message: z.string() });
export type CsvProblemView = z.infer<typeof CsvProblemView>;

/** 400 of an import with mistakes: nothing was written; `problems` lists them (at most 100). */
export const CatalogueImportRefused = z.object({
  error: z.object({
    message: z.string(),
    field: z.literal('body.csv'),
    code: z.literal('invalid_input'),
    problems: z.array(CsvProblemView),
  }),
});
export type CatalogueImportRefused = z.infer<typeof CatalogueImportRefused>;
