import type { Page } from '@playwright/test';

/**
 * Waits until React has hydrated the element `selector` matches (it carries React's props), e.g.
 * the header's buttons or a content zone: before that, a click is the browser's own (a link
 * reloads the page in full), which is right for visitors but not what a journey means to test.
 */
export async function hydrated(page: Page, selector = 'header nav button') {
  await page.waitForFunction((s) => {
    const element = document.querySelector(s);
    return !!element && Object.keys(element).some((k) => k.startsWith('__reactProps'));
  }, selector);
}
