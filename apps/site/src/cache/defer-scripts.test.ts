import { describe, expect, it } from 'vitest';
import { deferScriptsAfterPaint, LOADER_ATTRIBUTE } from './defer-scripts.mjs';

// The shape Next 16 writes: React's preinit scripts in the head, a low-priority preload of the
// bootstrap script, the nomodule polyfills, the inline flight data at the end of the body.
const page = [
  '<!DOCTYPE html><html lang="fr"><head>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js"/>',
  '<script src="/_next/static/chunks/react-dom.js" async=""></script>',
  '<script src="/_next/static/chunks/turbopack-x.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '</head><body><main><p>Les cours collectifs</p></main>',
  '<script id="_R_">(globalThis.TURBOPACK=globalThis.TURBOPACK||[]).push({})</script>',
  '<script src="/_next/static/chunks/boot.js" async=""></script>',
  '<script>self.__next_f.push([1,"x"])</script></body></html>',
].join('');

describe('deferScriptsAfterPaint', () => {
  const out = deferScriptsAfterPaint(page);

  it('takes every async Next script and its preload out of the markup', () => {
    expect(out).not.toMatch(/<script src="[^"]+" async="">/);
    expect(out).not.toContain('<link rel="preload" as="script"');
  });

  it('starts them, in their order, from one loader at the end of the body', () => {
    const loader = out.slice(out.indexOf(`<script ${LOADER_ATTRIBUTE}`));
    expect(loader.endsWith('</script></body></html>')).toBe(true);
    const list = JSON.parse(loader.match(/l=(\[[^\]]*\])/)?.[1] ?? '[]');
    expect(list).toEqual(['/_next/static/chunks/react-dom.js', '/_next/static/chunks/turbopack-x.js', '/_next/static/chunks/boot.js']);
    expect(loader).toContain('requestAnimationFrame');
  });

  it('keeps the stylesheets, the inline scripts, the text and the nomodule polyfills', () => {
    for (const kept of [
      '<link rel="stylesheet" href="/_next/static/chunks/a.css"',
      '<p>Les cours collectifs</p>',
      '<script id="_R_">',
      'self.__next_f.push',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
    ])
      expect(out).toContain(kept);
  });

  it('runs the loader: the scripts are added to the head after two frames, or at once in a hidden tab', () => {
    const loader = out.match(new RegExp(`<script ${LOADER_ATTRIBUTE}="">([\\s\\S]*?)</script>`))?.[1] ?? '';
    const run = (visibilityState: string) => {
      const added: string[] = [];
      const frames: (() => void)[] = [];
      const timers: (() => void)[] = [];
      const document = {
        visibilityState,
        createElement: () => ({}) as { src?: string },
        head: { appendChild: (el: { src: string }) => added.push(el.src) },
      };
      new Function('document', 'requestAnimationFrame', 'setTimeout', loader)(
        document,
        (f: () => void) => frames.push(f),
        (f: () => void) => timers.push(f),
      );
      return { added, frames, timers };
    };
    const hidden = run('hidden');
    expect(hidden.added).toHaveLength(3);

    const visible = run('visible');
    expect(visible.added).toHaveLength(0);
    visible.frames.shift()?.();
    expect(visible.added).toHaveLength(0);
    visible.frames.shift()?.();
    // The zero timeout after the second frame, then the fallback timer: scripts are added once.
    for (const t of visible.timers.splice(0)) t();
    expect(visible.added).toEqual([
      '/_next/static/chunks/react-dom.js',
      '/_next/static/chunks/turbopack-x.js',
      '/_next/static/chunks/boot.js',
    ]);
  });

  it('leaves a page without async scripts, or already rewritten, as it is', () => {
    const plain = '<html><body><p>x</p></body></html>';
    expect(deferScriptsAfterPaint(plain)).toBe(plain);
    expect(deferScriptsAfterPaint(out)).toBe(out);
  });
});
