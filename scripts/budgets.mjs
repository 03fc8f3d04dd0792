// Size budgets (gzip KB), one place for all of them. `npm test` fails when one is exceeded: the widget's and the
// back office's builds check theirs (packages/widget/build.mjs, apps/backoffice/build.mjs), and the journeys'
// e2e/tests/budgets.spec.ts checks the site's first load on the built site. `npm run size` prints them all.
export const BUDGETS = {
  /** Our own first-load JavaScript of a content page and of a booking page (framework not counted). */
  siteOwnFirstLoad: 20,
  /** The booking widget's main file, on every booking page. */
  widgetMain: 75,
  /** The widget's second file (cart, checkout, participants' form), fetched when the page is idle. */
  widgetSecond: 25,
  /** The widget's third file (the panels of e-mailed links, the private-lesson request form), fetched by the second when one shows. */
  widgetWaitlist: 10,
  /** The back office's first load: its entry script, the chunks it imports statically, and their CSS. */
  backofficeFirstLoad: 130,
  /** The back office's lazy chart chunk. */
  backofficeChart: 130,
};

/** The two pages whose first load the site's budget is measured on. */
export const BUDGET_PAGES = [
  ['content page', '/cours/ski/enfants/'],
  ['booking page', '/reserver/cours-collectifs/'],
];
