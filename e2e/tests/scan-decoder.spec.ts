import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { rng } from '@schuss/db/seed';
import { build } from 'esbuild';
import { READ_SCALES } from '../../apps/backoffice/src/screens/scan/decoder';
import { voucherQrSvg } from '../../apps/site/src/components/my-booking/voucher-qr';

/**
 * The scan screen's QR decoder, in Chromium, on the booking page's own QR codes (the same SVG, drawn
 * at its 280 px on a 640×480 camera frame). A fifteenth of the codes were never read before: the
 * decoder read each frame at 100 % and 60 %, and zxing misjudges some codes' module size there. The
 * codes are a fixed, seeded set of voucher codes of the real shape, so the figures do not move
 * from run to run.
 */

const DECODER = fileURLToPath(new URL('../../apps/backoffice/src/screens/scan/decoder.ts', import.meta.url));

/** Voucher codes as the platform writes them: `SV1.<site>.<order number>.<generation>.<signature>`. */
function voucherCodes(count: number): string[] {
  // Seeded: the same "random" codes every run.
  const next = rng(20261127);
  const pick = (alphabet: string, n: number) => Array.from({ length: n }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  const upper = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length: count }, () => `SV1.val-neige.VN-26-${pick(upper, 4)}-${pick(upper, 4)}.1.${pick(base64url, 22)}`);
}

type Reading = { code: string; size: number; read: string | null };

/**
 * Each code drawn at each size, centred on a white 640×480 frame (a canvas standing in for the
 * camera's video element), and given to the decoder once per read size (one cycle of frames).
 */
async function readAll(page: Page, codes: string[], sizes: number[]): Promise<Reading[]> {
  const bundle = await build({
    entryPoints: [DECODER],
    bundle: true,
    format: 'iife',
    globalName: 'scanDecoder',
    write: false,
    logLevel: 'warning',
  });
  await page.setContent('<!doctype html><title>decoder</title>');
  await page.addScriptTag({ content: bundle.outputFiles[0]?.text ?? '' });
  const images = await Promise.all(codes.map(async (code) => ({ code, svg: await voucherQrSvg(code) })));
  return page.evaluate(
    async ({ images, sizes, frames }) => {
      const { createDecoder } = (window as unknown as { scanDecoder: typeof import('../../apps/backoffice/src/screens/scan/decoder') })
        .scanDecoder;
      const decode = await createDecoder();
      const frame = Object.assign(document.createElement('canvas'), { width: 640, height: 480 });
      Object.defineProperties(frame, { videoWidth: { value: 640 }, videoHeight: { value: 480 } });
      const ctx = frame.getContext('2d') as CanvasRenderingContext2D;
      const out: { code: string; size: number; read: string | null }[] = [];
      for (const { code, svg } of images) {
        const img = new Image();
        img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await img.decode();
        for (const size of sizes) {
          ctx.fillStyle = '#fff';
          ctx.fillRect(0, 0, 640, 480);
          ctx.drawImage(img, (640 - size) / 2, (480 - size) / 2, size, size);
          let read: string | null = null;
          for (let i = 0; i < frames && !read; i++) read = await decode(frame as unknown as HTMLVideoElement);
          out.push({ code, size, read });
        }
      }
      return out;
    },
    { images, sizes, frames: READ_SCALES.length },
  );
}

test('the scan decoder reads the booking page’s QR codes: 99 % on a still picture, all of them as the phone moves, never a wrong code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const codes = voucherCodes(300);
  // 280 px is the booking page's size at 1:1; a hand moving the phone gives the others.
  const readings = await readAll(page, codes, [280, 250, 220]);
  expect(
    readings.filter((r) => r.read !== null && r.read !== r.code),
    'codes misread',
  ).toEqual([]);
  const still = readings.filter((r) => r.size === 280);
  const readStill = still.filter((r) => r.read === r.code).length;
  expect(readStill / still.length, `${readStill} of ${still.length} codes read at 280 px`).toBeGreaterThanOrEqual(0.99);
  const unread = codes.filter((code) => !readings.some((r) => r.code === code && r.read === code));
  expect(unread, 'codes read at none of the sizes').toEqual([]);
});
