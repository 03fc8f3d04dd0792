import { expect, test } from '@playwright/test';
import { EN, FR, fillPerson } from '../visitor';

/**
 * A cart that follows the visitor (issue 28): `cartId` lives in sessionStorage, one tab's; a link to the cart
 * opened in a new tab takes up the browser's last cart, so the places held show there too.
 */
for (const t of [FR, EN]) {
  test(`${t.lang}: a cart link opened in a new tab shows the cart filled in the first one`, async ({ context }) => {
    await context.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
    const first = await context.newPage();
    const widget = first.locator('.widget-host');
    await first.goto(t.liftPath);
    await widget.getByRole('button', { name: t.chooseLift }).click();
    await widget.getByLabel(t.dayCount).selectOption({ label: t.threeDays });
    await fillPerson(first, t, 1, ['Inès', 'Tab', '1990-05-04']);
    await widget.getByRole('button', { name: t.addToCart }).click();
    await expect(widget.getByRole('status')).toHaveText(t.added);
    const cartId = await first.evaluate(() => sessionStorage.getItem('cartId'));

    // A new tab: its sessionStorage starts empty, the cart is the same.
    const second = await context.newPage();
    await second.goto(t.cartPath);
    expect(await second.evaluate(() => sessionStorage.getItem('cartId'))).toBe(cartId);
    await expect(second.locator('.widget-host').getByText('Inès Tab').first()).toBeVisible();
    await expect(second.getByRole('link', { name: t.lang === 'fr' ? /^Mon panier, 1 produit/ : /^My cart, 1 product/ })).toBeVisible();
  });
}
