import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axeCore from 'axe-core';

type AxeScope = {
  /** Only this part of the page (e.g. the widget host). */
  include?: string;
  /** Also axe's experimental rules (off by default in axe). */
  experimental?: boolean;
};

/**
 * Every axe violation of the page with axe's default rule set — every rule axe enables by default: WCAG 2.0,
 * 2.1 and 2.2 A and AA, best practices, label in name among them; no tag filter — of any impact, one line
 * each with the elements concerned. The journeys expect none on every page and screen they visit.
 */
export async function violations(page: Page, scope: AxeScope = {}) {
  return (await analyze(page, scope)).map(describe);
}

async function analyze(page: Page, { include, experimental = false }: AxeScope) {
  let builder = new AxeBuilder({ page });
  // A page without frames (all of ours: no iframe anywhere) is tested whole in its own document ("legacy" mode).
  // The default mode also runs axe per frame and then opens a blank page to merge the frames' results: with one
  // frame that merge is the same result at about twice the time (≈ 1.5 s more per check here). A page with a
  // frame keeps the default mode, so a cross-origin frame is still tested.
  if (page.frames().length === 1) builder = builder.setLegacyMode(true);
  if (include) builder = builder.include(include);
  builder = builder.options({
    // Every rule still runs on every element; only the violations are written out in full. Building the passing,
    // inapplicable and "needs review" results (a selector and an HTML snippet for each element) took about a fifth
    // of each check, for results the journeys never read.
    resultTypes: ['violations'],
    // Experimental rules are enabled by id on top of the default set (a tag filter would replace it).
    ...(experimental ? { rules: Object.fromEntries(EXPERIMENTAL.map((id) => [id, { enabled: true }])) } : {}),
  });
  return (await builder.analyze()).violations;
}

/** axe's experimental rules (the same axe-core as the one @axe-core/playwright injects). */
const EXPERIMENTAL = axeCore.getRules(['experimental']).map((r) => r.ruleId);

type Violation = Awaited<ReturnType<typeof analyze>>[number];
const describe = (v: Violation) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;
