import { expect, test } from '@playwright/test';

test.describe('offer cards and category filter', () => {
  test('English labels on English pages, French labels on French pages', async ({ page }) => {
    await page.goto('/en/offers/');
    const main = page.getByRole('main');
    for (const label of ['New offer', 'Good deal', 'Mountain addict', 'Event', 'Discovery']) {
      await expect(main.locator('.offer-label', { hasText: label }).first()).toBeVisible();
    }
    await page.goto('/offres/');
    for (const label of ['Nouveauté', 'Bon plan', 'Accro de montagne', 'Événement', 'Découverte']) {
      await expect(page.getByRole('main').locator('.offer-label', { hasText: label }).first()).toBeVisible();
    }
    await expect(page.getByRole('main').locator('.offer-label', { hasText: 'Good deal' })).toHaveCount(0);
  });

  test('the filter shows one category, is remembered as categoryCode and restored after a reload', async ({ page }) => {
    await page.goto('/en/offers/');
    const filter = page.getByRole('group', { name: 'Filter offers by category' });
    await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    const cards = page.locator('.offer-card');
    const total = await cards.count();
    const deals = page.locator('.offer-card[data-category="promotion"]');
    const dealCount = await deals.count();
    expect(dealCount).toBeGreaterThan(0);
    expect(total).toBeGreaterThan(dealCount);

    await filter.getByRole('button', { name: 'Good deal' }).click();
    await expect(filter.getByRole('button', { name: 'Good deal' })).toHaveAttribute('aria-pressed', 'true');
    await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('.offer-card:visible')).toHaveCount(dealCount);
    await expect(page.locator('.offer-card[data-category="mountain"]').first()).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('categoryCode'))).toBe('promotion');

    await page.reload();
    await expect(page.getByRole('group', { name: 'Filter offers by category' }).getByRole('button', { name: 'Good deal' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.locator('.offer-card:visible')).toHaveCount(dealCount);

    await page.getByRole('group', { name: 'Filter offers by category' }).getByRole('button', { name: 'All' }).click();
    await expect(page.locator('.offer-card:visible')).toHaveCount(total);
    expect(await page.evaluate(() => localStorage.getItem('categoryCode'))).toBeNull();
  });

  test('the filter is on the offers page only, in French too', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('group', { name: 'Filtrer les offres par catégorie' })).toHaveCount(0);
    await page.goto('/offres/');
    const filter = page.getByRole('group', { name: 'Filtrer les offres par catégorie' });
    await expect(filter).toHaveCount(1);
    await filter.getByRole('button', { name: 'Accro de montagne' }).click();
    await expect(page.locator('.offer-card:visible')).toHaveCount(await page.locator('.offer-card[data-category="mountain"]').count());
  });
});
