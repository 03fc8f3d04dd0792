import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_CLICK_SCRIPT, takeEarlyClick } from './early-click';

afterEach(() => vi.unstubAllGlobals());

/** Runs the head script against a fake document and clicks a button (or not) carrying `key`. */
function headScript() {
  let listener: ((e: unknown) => void) | undefined;
  const win: Record<string, unknown> = {};
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', { addEventListener: (_type: string, fn: (e: unknown) => void) => (listener = fn) });
  new Function(EARLY_CLICK_SCRIPT)();
  const click = (key: string | null) => {
    const e = {
      prevented: false,
      stopped: false,
      target: { closest: () => (key === null ? null : { getAttribute: () => key }) },
      preventDefault() {
        this.prevented = true;
      },
      stopPropagation() {
        this.stopped = true;
      },
    };
    listener?.(e);
    return e;
  };
  return { win, click };
}

describe('clicks on header buttons before hydration', () => {
  it('are taken from the page (React is not there yet) and kept, the last one winning', () => {
    const { win, click } = headScript();
    expect(click('hd-languages')).toMatchObject({ prevented: true, stopped: true });
    click('search');
    expect(win.__schussEarlyClick).toBe('search');
    // Any other click is left alone.
    expect(click(null)).toMatchObject({ prevented: false, stopped: false });
  });

  it('are replayed once by the component whose button it was, and no more taken once hydrated', () => {
    const { win, click } = headScript();
    click('hd-languages');
    const other = vi.fn();
    takeEarlyClick((key) => key === 'search', other);
    expect(other).not.toHaveBeenCalled();
    const open = vi.fn();
    takeEarlyClick((key) => key === 'hd-languages', open);
    takeEarlyClick((key) => key === 'hd-languages', open);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledWith('hd-languages');
    expect(click('hd-languages')).toMatchObject({ prevented: false, stopped: false });
    expect(win.__schussEarlyClick).toBeUndefined();
  });
});
