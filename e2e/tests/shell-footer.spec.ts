import { expect, test } from '@playwright/test';

test.describe('footer (docs/spec.md §2 "Page shell")', () => {
  test('French footer: site map with sub-items, contact, social links, partners, legal links and credit line', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');

    const siteMap = footer.getByRole('navigation', { name: 'Plan du site' });
    await expect(siteMap.getByRole('link', { name: 'Nos cours' })).toHaveAttribute('href', '/cours/');
    await expect(siteMap.getByRole('link', { name: 'Cours collectifs enfants' })).toHaveAttribute('href', '/cours/ski/enfants/');

    const legal = footer.getByRole('navigation', { name: 'Informations légales' });
    await expect(legal.getByRole('link', { name: 'Mentions légales' })).toHaveAttribute('href', '/mentions-legales/');
    await expect(legal.getByRole('link', { name: 'Cookies' })).toHaveAttribute('href', '/cookies/');

    const tel = footer.getByRole('link', { name: /\+33 4 79 00 12 34/ });
    await expect(tel).toHaveAttribute('href', 'tel:+33479001234');
    await expect(footer.locator('address')).toContainText('12 place des Marmottes');
    await expect(footer.locator('address')).toContainText('73500 Val-Neige');

    for (const name of ['Facebook (nouvel onglet)', 'Instagram (nouvel onglet)']) {
      const link = footer.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAttribute('href', /^https:\/\/www\.(facebook|instagram)\.com\//);
    }

    const partners = footer.getByRole('region', { name: 'Nos partenaires' });
    const sections = partners.getByRole('region');
    expect(await sections.count()).toBeGreaterThan(0);
    expect(await sections.count()).toBeLessThanOrEqual(6);
    const logo = partners.getByRole('img', { name: 'Glisse Attitude Sports' });
    await expect(logo).toHaveAttribute('src', '/static/partners/glisse-attitude.svg');
    // Each partner's link says who it is (not only "(nouvel onglet)").
    const partnerLink = partners.getByRole('link', { name: 'Glisse Attitude Sports (nouvel onglet)', exact: true });
    await expect(partnerLink).toHaveAttribute('target', '_blank');
    await expect(partnerLink).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(footer.getByRole('heading', { name: 'Paiement sécurisé' })).toBeVisible();
    await expect(footer).toContainText('Site internet réalisé par l’agence');
  });

  test('English footer links carry the /en base', async ({ page }) => {
    await page.goto('/en/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('navigation', { name: 'Site map' }).getByRole('link', { name: 'Our lessons' })).toHaveAttribute(
      'href',
      '/en/lessons/',
    );
    await expect(footer.getByRole('navigation', { name: 'Legal information' }).getByRole('link', { name: 'Legal notice' })).toHaveAttribute(
      'href',
      '/en/legal-notice/',
    );
    await expect(footer.getByRole('link', { name: 'Facebook (new tab)', exact: true })).toHaveAttribute('target', '_blank');
    await expect(footer.getByRole('heading', { name: 'Secure payment' })).toBeVisible();
    await expect(footer).toContainText('Website by the agency');
  });

  test('the footer fits a 320 px screen without horizontal scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
