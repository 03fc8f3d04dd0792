import { writeFileSync } from 'node:fs';
import { type Browser, chromium, expect, type Page, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { en } from '../../apps/backoffice/src/i18n/en';
import { fr, type Messages } from '../../apps/backoffice/src/i18n/fr';
import { type ScanMessages, scanEn, scanFr } from '../../apps/backoffice/src/i18n/scan';
import { violations } from '../axe';
import { groupTomorrow, isoDay, navLink, paidGroupOrder, STAFF } from '../backoffice-fixtures';
import { waitForMail } from '../mail';
import { sql, stack } from '../stack';

/**
 * Check-in with the voucher's QR code, in French and in English: a visitor
 * pays a lesson week; the QR code of their booking page (opened from the confirmation e-mail, at
 * 375 px) becomes the video of the staff's camera (a .y4m file fed to Chromium's fake camera);
 * staff open the scan screen, land on that order's check-in and check the child in. A code altered
 * by hand is refused; once staff revoke the order's links, the same QR code is refused.
 */

type Config = {
  lang: 'fr' | 'en';
  locale: string;
  m: Messages;
  s: ScanMessages;
  qr: (n: string) => string;
  bookingSegment: string;
  invalid: string;
  child: { firstName: string; lastName: string; birthDate: string };
  email: string;
};

const CONFIGS: Config[] = [
  {
    lang: 'fr',
    locale: 'fr-FR',
    m: fr,
    s: scanFr,
    qr: (n) => `QR code du bon de la commande ${n}`,
    bookingSegment: '/reservation/',
    invalid: 'Ce lien ne fonctionne pas',
    child: { firstName: 'Jules', lastName: 'Bernard', birthDate: '2018-02-11' },
    email: 'famille.bernard@example.fr',
  },
  {
    lang: 'en',
    locale: 'en-GB',
    m: en,
    s: scanEn,
    qr: (n) => `QR code of the voucher of order ${n}`,
    bookingSegment: '/booking/',
    invalid: 'This link does not work',
    child: { firstName: 'Oliver', lastName: 'Hughes', birthDate: '2018-06-21' },
    email: 'hughes.family@example.com',
  },
];

const BASE_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];
const admin = (path = '/') => `${stack().platformUrl}/admin${path}`;
const ddmm = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;

/**
 * A picture as a camera's video: YUV4MPEG2, 4:2:0, W×H, the picture centred on white (luma from
 * BT.601 weights, no colour: the QR code is black on white). Like a hand holding a phone, the
 * frames show it at a few sizes (bilinear scaling), two frames each.
 */
function y4mOf(png: PNG, W = 640, H = 480, zooms = [1, 0.92, 0.84, 0.76]): Buffer {
  const luma = (i: number, j: number) => {
    const px = (Math.min(j, png.height - 1) * png.width + Math.min(i, png.width - 1)) * 4;
    const [r, g, b] = [png.data[px] ?? 255, png.data[px + 1] ?? 255, png.data[px + 2] ?? 255];
    return 0.299 * r + 0.587 * g + 0.114 * b;
  };
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frameAt = (zoom: number) => {
    const y = Buffer.alloc(W * H, 255);
    const w = Math.round(png.width * zoom);
    const h = Math.round(png.height * zoom);
    const x0 = Math.floor((W - w) / 2);
    const y0 = Math.floor((H - h) / 2);
    for (let Y = Math.max(0, y0); Y < Math.min(H, y0 + h); Y++) {
      for (let X = Math.max(0, x0); X < Math.min(W, x0 + w); X++) {
        const sx = (X - x0 + 0.5) / zoom - 0.5;
        const sy = (Y - y0 + 0.5) / zoom - 0.5;
        const i = Math.max(0, Math.floor(sx));
        const j = Math.max(0, Math.floor(sy));
        const fx = Math.min(1, Math.max(0, sx - i));
        const fy = Math.min(1, Math.max(0, sy - j));
        const top = luma(i, j) * (1 - fx) + luma(i + 1, j) * fx;
        const bottom = luma(i, j + 1) * (1 - fx) + luma(i + 1, j + 1) * fx;
        y[Y * W + X] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
    return Buffer.concat([Buffer.from('FRAME\n'), y, chroma]);
  };
  const header = Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([
    header,
    ...zooms.flatMap((zoom) => {
      const frame = frameAt(zoom);
      return [frame, frame];
    }),
  ]);
}

/** The staff member logs in (the browser's language) and is on the dashboard. */
async function logIn(page: Page, c: Config) {
  await page.goto(admin('/'));
  await expect(page.getByRole('heading', { level: 1, name: c.m.loginTitle })).toBeVisible();
  await expect(page.getByText(c.m.loginSchoolOf(STAFF.schoolName))).toBeVisible();
  await expect(page.getByLabel(c.m.loginSchool)).toHaveCount(0);
  await page.getByLabel(c.m.loginEmail).fill(STAFF.email);
  await page.getByLabel(c.m.loginPassword).fill(STAFF.password);
  await page.getByRole('button', { name: c.m.loginSubmit }).click();
  await expect(page.getByRole('navigation', { name: c.m.navLabel })).toBeVisible();
}

const openScan = async (page: Page, c: Config) => {
  await (await navLink(page, c.m, c.m.navScan)).click();
  await expect(page.getByRole('heading', { level: 1, name: c.s.scanTitle })).toBeVisible();
};

for (const c of CONFIGS) {
  test.describe(`voucher scan in ${c.lang}`, () => {
    test.setTimeout(180_000);
    let cameraBrowser: Browser | undefined;
    test.afterEach(async () => {
      await cameraBrowser?.close();
      cameraBrowser = undefined;
    });

    test("staff scan the booking page's QR code with the camera and check the child in; an altered code and, once revoked, the QR code are refused", async ({
      browser,
    }, testInfo) => {
      const slotId = await groupTomorrow(6);
      const number = await paidGroupOrder({
        slotId,
        lang: c.lang,
        children: [c.child],
        contact: { firstName: 'Camille', lastName: c.child.lastName, email: c.email, phone: '06 12 12 12 12' },
      });

      // The visitor's booking page, from the confirmation e-mail, on a 375 px phone.
      const mail = await waitForMail({ contains: number });
      const link = new RegExp(`https?://\\S+${c.bookingSegment}[A-Za-z0-9_-]{22,64}/`).exec(mail.text)?.[0];
      expect(link, 'the booking link in the e-mail').toBeDefined();
      const code = /SV1\.[a-z0-9-]+\.[A-Za-z0-9-]+\.\d+\.[A-Za-z0-9_-]{22}/.exec(mail.text)?.[0];
      expect(code, "the voucher's code in the e-mail").toBeDefined();
      const visitor = await browser.newContext({ locale: c.locale, viewport: { width: 375, height: 812 } });
      // Consent answered: no banner over the QR code.
      await visitor.addInitScript(() => localStorage.setItem('cookie_allowed', 'false'));
      const phone = await visitor.newPage();
      await phone.goto(link as string);
      const qr = phone.getByRole('img', { name: c.qr(number) });
      await expect(qr).toBeVisible();
      const png = await qr.screenshot();
      writeFileSync(testInfo.outputPath('voucher-qr.png'), png);
      const shot = PNG.sync.read(png);
      const video = testInfo.outputPath('voucher.y4m');
      writeFileSync(video, y4mOf(shot));

      // A code altered by hand (another order number, same signature) is refused, on a phone without a camera.
      const desk = await browser.newContext({ locale: c.locale, viewport: { width: 375, height: 812 } });
      const deskPage = await desk.newPage();
      await logIn(deskPage, c);
      await openScan(deskPage, c);
      const digit = number.slice(-1) === '9' ? '8' : String(Number(number.slice(-1)) + 1);
      const altered = (code as string).replace(`.${number}.`, `.${number.slice(0, -1)}${digit}.`);
      await deskPage.getByRole('textbox', { name: c.s.manualLabel }).fill(altered);
      await deskPage.getByRole('button', { name: c.s.manualSubmit }).click();
      await expect(deskPage.getByRole('alert')).toHaveText(c.s.codeRefused);
      expect(new URL(deskPage.url()).pathname).toBe('/admin/scan');
      expect(await violations(deskPage)).toEqual([]);

      // The order number printed under the QR code, typed as read aloud (lower case, spaces): the order opens.
      const field = deskPage.getByRole('textbox', { name: c.s.manualLabel });
      await field.fill('not a number');
      await deskPage.getByRole('button', { name: c.s.manualSubmit }).click();
      await expect(deskPage.getByText(c.s.manualMalformed)).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await field.fill(number.toLowerCase().replaceAll('-', ' '));
      await field.press('Enter');
      await expect(deskPage.getByRole('heading', { level: 1, name: c.s.checkInTitle(number) })).toBeVisible();
      await expect(deskPage.getByText(c.s.checkInCustomer(`Camille ${c.child.lastName}`))).toBeVisible();
      const deskToggle = deskPage.getByRole('switch', { name: c.m.presentOn(ddmm(isoDay(1)), `${c.child.firstName} ${c.child.lastName}`) });
      expect(await violations(deskPage)).toEqual([]);
      // The lesson is tomorrow: checking in asks first; Escape leaves the child unchecked, focus back on the switch.
      await deskToggle.click();
      const ask = deskPage.getByRole('dialog', { name: c.s.otherDayTitle });
      await expect(ask).toBeVisible();
      expect(await violations(deskPage)).toEqual([]);
      await deskPage.keyboard.press('Escape');
      await expect(ask).toBeHidden();
      await expect(deskToggle).toBeFocused();
      await expect(deskToggle).toHaveAttribute('aria-checked', 'false');
      // An order number of no order of the school is said as such.
      await deskPage.getByRole('link', { name: c.s.checkInScanAnother }).click();
      await deskPage.getByRole('textbox', { name: c.s.manualLabel }).fill('VN-00-0000-0000');
      await deskPage.getByRole('button', { name: c.s.manualSubmit }).click();
      await expect(deskPage.getByRole('alert')).toHaveText(c.s.numberUnknown('VN-00-0000-0000'));
      expect(await deskPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await desk.close();

      // The staff's phone: its camera films the QR code of the booking page.
      cameraBrowser = await chromium.launch({
        executablePath: '/usr/bin/chromium',
        args: [
          ...BASE_ARGS,
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-video-capture=${video}`,
        ],
      });
      const staff = await cameraBrowser.newContext({ locale: c.locale, viewport: { width: 375, height: 812 }, permissions: ['camera'] });
      const page = await staff.newPage();
      await logIn(page, c);
      await openScan(page, c);
      try {
        await expect(page.getByRole('heading', { level: 1, name: c.s.checkInTitle(number) })).toBeVisible({ timeout: 20_000 });
      } catch (err) {
        // What the scan screen said (camera refused, code refused…) tells why.
        const said = await page.locator('main').innerText();
        throw new Error(`no check-in after scanning; the screen said: ${said}`, { cause: err });
      }
      expect(new URL(page.url()).pathname).toBe(`/admin/orders/${number}/check-in`);
      const tomorrow = isoDay(1);
      const name = `${c.child.firstName} ${c.child.lastName}`;
      const toggle = page.getByRole('switch', { name: c.m.presentOn(ddmm(tomorrow), name) });
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
      expect(await violations(page)).toEqual([]);
      await toggle.click();
      const confirm = page.getByRole('dialog', { name: c.s.otherDayTitle });
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: c.s.otherDayConfirm }).click();
      await expect(confirm).toBeHidden();
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await expect
        .poll(async () =>
          (
            await sql<{ day: string }>(
              `select to_char(c.day, 'YYYY-MM-DD') as day from check_ins c join order_lines l on l.id = c.order_line_id
                 join orders o on o.id = l.order_id where o.number = $1`,
              [number],
            )
          ).map((r) => r.day),
        )
        .toEqual([tomorrow]);

      // Staff revoke the customer's links from the order's page.
      await page.getByRole('link', { name: c.s.checkInOrderLink }).click();
      await expect(page.getByRole('heading', { level: 1, name: c.m.orderTitle(number) })).toBeVisible();
      await page.getByRole('button', { name: c.s.revokeLinks }).click();
      const dialog = page.getByRole('dialog', { name: c.s.revokeTitle(number) });
      await expect(dialog).toContainText(c.s.revokeIntro);
      expect(await violations(page)).toEqual([]);
      await dialog.getByRole('button', { name: c.s.revokeSubmit }).click();
      await expect(dialog).toBeHidden();
      const [after] = await sql<{ generation: number; live: number }>(
        `select o.access_generation as generation,
                (select count(*)::int from order_links l where l.order_id = o.id and l.revoked_at is null) as live
           from orders o where o.number = $1`,
        [number],
      );
      expect(after).toEqual({ generation: 2, live: 0 });

      // The same QR code in front of the camera is refused now, and the customer's old link too.
      await openScan(page, c);
      await expect(page.getByRole('alert')).toHaveText(c.s.codeRefused, { timeout: 20_000 });
      expect(new URL(page.url()).pathname).toBe('/admin/scan');
      await phone.goto(link as string);
      await expect(phone.getByRole('heading', { level: 1, name: c.invalid })).toBeVisible();
      await visitor.close();
    });
  });
}
