import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxeScope = {
  /** Only this part of the page (e.g. the widget host). */
  include?: string;
  /** Also axe's experimental rules. */
  experimental?: boolean;
  /** WCAG 2.5.3 "label in name" (experimental in axe, checked by Lighthouse). */
  labelInName?: boolean;
};

/**
 * Every axe violation of the page (WCAG 2.1 A/AA and best practices, any impact), one line each with
 * the elements concerned: for the pages a journey expects to be fully axe-clean.
 */
export async function violations(page: Page, scope: AxeScope = {}) {
  return (await analyze(page, scope)).map(describe);
}

/**
 * The serious and critical axe violations of the page (WCAG 2.1 A/AA and best practices), one line
 * each with the elements concerned; the journeys expect none.
 */
export async function seriousViolations(page: Page, scope: AxeScope = {}) {
  return (await analyze(page, scope)).filter((v) => v.impact === 'serious' || v.impact === 'critical').map(describe);
}

async function analyze(page: Page, { include, experimental = false, labelInName = false }: AxeScope) {
  let builder = new AxeBuilder({ page });
  if (include) builder = builder.include(include);
  builder = builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', ...(experimental ? ['experimental'] : [])]);
  if (labelInName) builder = builder.options({ rules: { 'label-content-name-mismatch': { enabled: true } } });
  return (await builder.analyze()).violations;
}

type Violation = Awaited<ReturnType<typeof analyze>>[number];
const describe = (v: Violation) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`;
