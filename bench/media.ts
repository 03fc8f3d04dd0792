/**
 * Upload + resize time of a 12-megapixel JPEG (docs/performance.md, Media):
 * `npm run bench:media -- [runs] [photo.jpg]`. Prints figures, asserts
 * nothing. Without a file the photo is synthetic but photo-like (4000×3000, gradients, texture and
 * grain: ≈ 2.6 MB at quality 90, like a phone picture); pure noise would be an unrealistic worst
 * case for the encoders.
 */

import { readFileSync } from 'node:fs';
import type { SiteConfig } from '@schuss/contracts';
import { connect, sites } from '@schuss/db';
import sharp from 'sharp';
import { renderImage, uploadMedia } from '../apps/platform/src/modules/media/service';

const runs = Number(process.argv[2] ?? 3);
const W = 4000;
const H = 3000;

function photoPixels(): Buffer {
  const raw = Buffer.alloc(W * H * 3);
  let seed = 42;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed % 25) - 12;
  };
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const i = (y * W + x) * 3;
      const sky = y < H * 0.4;
      const t = 40 * Math.sin(x / 37) * Math.cos(y / 53);
      raw[i] = Math.max(0, Math.min(255, (sky ? 90 : 220) + t + noise()));
      raw[i + 1] = Math.max(0, Math.min(255, (sky ? 140 : 225) + t + noise()));
      raw[i + 2] = Math.max(0, Math.min(255, (sky ? 230 : 235) + t * 0.5 + noise()));
    }
  }
  return raw;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const file = process.argv[3];
const jpeg = file
  ? readFileSync(file)
  : await sharp(photoPixels(), { raw: { width: W, height: H, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
const meta = await sharp(jpeg).metadata();
const mp = ((meta.width ?? 0) * (meta.height ?? 0)) / 1e6;
console.log(
  `input: ${file ?? 'synthetic photo'}, ${meta.width}×${meta.height} ${meta.format} (${mp.toFixed(1)} MP), ${(jpeg.length / 1024 / 1024).toFixed(2)} MiB`,
);

const render: number[] = [];
let out = 0;
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  const image = await renderImage(jpeg);
  render.push(performance.now() - t0);
  out = image.renditions.reduce((n, r) => n + r.data.length, 0);
}
console.log(
  `resize + encode (10 renditions, WebP + AVIF effort 0): median ${median(render).toFixed(0)} ms of ${render.map((x) => x.toFixed(0)).join(', ')}; ${(out / 1024).toFixed(0)} KiB stored`,
);

const conn = await connect({ dataDir: 'memory://' });
try {
  await conn.migrate();
  const [site] = await conn.db
    .insert(sites)
    .values({ key: 'bench', name: 'Bench', config: {} as SiteConfig })
    .returning({ id: sites.id });
  const upload: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await uploadMedia(conn.db, { siteId: site!.id, userId: null, body: jpeg, filename: 'photo.jpg', origin: 'http://localhost:4000' });
    upload.push(performance.now() - t0);
  }
  console.log(`upload (render + store in PGlite): median ${median(upload).toFixed(0)} ms of ${upload.map((x) => x.toFixed(0)).join(', ')}`);
} finally {
  await conn.close();
}

// What the AVIF effort costs, on the largest rendition alone.
const { data, info } = await sharp(jpeg).resize({ width: 1920 }).raw().toBuffer({ resolveWithObject: true });
for (const effort of [0, 2, 4]) {
  const t0 = performance.now();
  const avif = await sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .avif({ quality: 55, effort })
    .toBuffer();
  console.log(`AVIF 1920 px effort ${effort}: ${(performance.now() - t0).toFixed(0)} ms, ${(avif.length / 1024).toFixed(0)} KiB`);
}
