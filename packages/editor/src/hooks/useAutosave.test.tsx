// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAutosave } from './useAutosave';

const NOW = new Date(2026, 0, 15, 10, 30);

describe('useAutosave', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('saves 2 s after the last of several edits, then says when', async () => {
    const save = vi.fn(async () => {});
    const { result } = renderHook(() => useAutosave(save));
    expect(result.current.saveState).toBe('saved');

    act(() => result.current.autosave.changed());
    await act(() => vi.advanceTimersByTimeAsync(1500));
    act(() => result.current.autosave.changed());
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(save).not.toHaveBeenCalled();
    expect(result.current.saveState).toBe('dirty');
    expect(result.current.savedAt).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(save).toHaveBeenCalledOnce();
    expect(result.current.saveState).toBe('saved');
    expect(result.current.savedAt?.getTime()).toBe(NOW.getTime() + 3500);
  });

  it('shows "saving" while the save runs', async () => {
    let finish = () => {};
    const save = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useAutosave(save));
    act(() => result.current.autosave.changed());
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.saveState).toBe('saving');
    await act(async () => finish());
    expect(result.current.saveState).toBe('saved');
  });

  it('saves with the save function of the latest render (the current draft)', async () => {
    const first = vi.fn(async () => {});
    const second = vi.fn(async () => {});
    const { result, rerender } = renderHook(({ save }) => useAutosave(save), { initialProps: { save: first } });
    const autosave = result.current.autosave;
    rerender({ save: second });
    expect(result.current.autosave).toBe(autosave);

    act(() => result.current.autosave.changed());
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('keeps a failed save pending: the state says so, no time is shown, and the next edit tries again', async () => {
    const save = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue(undefined);
    const { result } = renderHook(() => useAutosave(save));
    act(() => result.current.autosave.changed());
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(result.current.saveState).toBe('error');
    expect(result.current.savedAt).toBeNull();

    act(() => result.current.autosave.changed());
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(save).toHaveBeenCalledTimes(2);
    expect(result.current.saveState).toBe('saved');
    expect(result.current.savedAt).not.toBeNull();
  });

  it('saves nothing more once the tool is gone', async () => {
    const save = vi.fn(async () => {});
    const { result, unmount } = renderHook(() => useAutosave(save));
    act(() => result.current.autosave.changed());
    unmount();
    await vi.advanceTimersByTimeAsync(5000);
    expect(save).not.toHaveBeenCalled();
  });
});
