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

  it('runs the loader: the scripts are added once the first contentful paint is reported, or at once in a hidden tab', () => {
    const loader = out.match(new RegExp(`<script ${LOADER_ATTRIBUTE}="">([\\s\\S]*?)</script>`))?.[1] ?? '';
    const run = (visibilityState: string, paintTiming: boolean) => {
      const added: string[] = [];
      const frames: (() => void)[] = [];
      const timers: { f: () => void; ms: number }[] = [];
      const observers: {
        cb: (list: { getEntriesByName: (n: string) => unknown[] }, o: { disconnect: () => void }) => void;
        on: boolean;
      }[] = [];
      const document = {
        visibilityState,
        createElement: () => ({}) as { src?: string },
        head: { appendChild: (el: { src: string }) => added.push(el.src) },
      };
      function PerformanceObserver(this: unknown, cb: (typeof observers)[number]['cb']) {
        const o = { cb, on: false };
        observers.push(o);
        return { observe: () => (o.on = true), disconnect: () => (o.on = false) };
      }
      PerformanceObserver.supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
      new Function('document', 'window', 'requestAnimationFrame', 'setTimeout', loader)(
        document,
        { PerformanceObserver },
        (f: () => void) => frames.push(f),
        (f: () => void, ms: number) => timers.push({ f, ms }),
      );
      /** Reports a paint entry to the observers still listening. */
      const paint = (name: string) => {
        for (const o of observers)
          if (o.on) o.cb({ getEntriesByName: (n) => (n === name ? [{}] : []) }, { disconnect: () => (o.on = false) });
      };
      const fire = (ms: number) => {
        for (const t of timers.filter((x) => x.ms === ms)) t.f();
      };
      return { added, frames, timers, paint, fire };
    };
    const all = ['/_next/static/chunks/react-dom.js', '/_next/static/chunks/turbopack-x.js', '/_next/static/chunks/boot.js'];

    expect(run('hidden', true).added).toEqual(all);

    const visible = run('visible', true);
    visible.paint('first-paint');
    visible.fire(0);
    expect(visible.added).toHaveLength(0);
    visible.paint('first-contentful-paint');
    expect(visible.added).toHaveLength(0);
    visible.fire(0);
    expect(visible.added).toEqual(all);
    // The safety timer later adds nothing twice.
    visible.fire(5000);
    expect(visible.added).toEqual(all);

    const oldBrowser = run('visible', false);
    oldBrowser.frames.shift()?.();
    oldBrowser.frames.shift()?.();
    expect(oldBrowser.added).toHaveLength(0);
    oldBrowser.fire(0);
    expect(oldBrowser.added).toEqual(all);

    const neverPainted = run('visible', true);
    neverPainted.fire(5000);
    expect(neverPainted.added).toEqual(all);
  });

  it('leaves a page without async scripts, or already rewritten, as it is', () => {
    const plain = '<html><body><p>x</p></body></html>';
    expect(deferScriptsAfterPaint(plain)).toBe(plain);
    expect(deferScriptsAfterPaint(out)).toBe(out);
  });
});
