/**
 * Debounced saving: `changed()` after every edit saves `delayMs` after the last one; `flush()`
 * saves now (Save button). One save at a time: changes made while a save runs are saved after
 * it. A failed save stays pending (the state says so) until the next change or flush.
 */
export type SaveState = 'saved' | 'dirty' | 'saving' | 'error';

export type Timers = {
  set: (fn: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
};

const realTimers: Timers = {
  set: (fn, ms) => setTimeout(fn, ms),
  clear: (h) => clearTimeout(h as ReturnType<typeof setTimeout>),
};

export class Autosave {
  state: SaveState = 'saved';
  private timer: unknown = null;
  private running: Promise<void> | null = null;
  /** Edits not yet sent (bumped by changed(), reset when a save starts). */
  private pending = 0;
  private paused = false;

  constructor(
    /** Sends the current state; throws on failure. */
    private readonly save: () => Promise<void>,
    private readonly onState: (s: SaveState) => void = () => {},
    private readonly delayMs = 2000,
    private readonly timers: Timers = realTimers,
  ) {}

  private set(s: SaveState) {
    this.state = s;
    this.onState(s);
  }

  /** An edit was made: schedule a save. */
  changed() {
    this.pending++;
    if (this.state !== 'saving') this.set('dirty');
    this.schedule();
  }

  private schedule() {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    if (this.paused) return;
    this.timer = this.timers.set(() => {
      this.timer = null;
      void this.flush();
    }, this.delayMs);
  }

  /** Saves now if anything is unsaved; resolves when saved (or failed). */
  async flush(): Promise<void> {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    if (this.running) {
      await this.running;
      if (this.pending > 0 && !this.paused) return this.flush();
      return;
    }
    if (this.pending === 0 || this.paused) return;
    this.pending = 0;
    this.set('saving');
    this.running = (async () => {
      try {
        await this.save();
        this.set(this.pending > 0 ? 'dirty' : 'saved');
      } catch {
        this.pending++;
        this.set('error');
      } finally {
        this.running = null;
      }
    })();
    await this.running;
    if (this.pending > 0 && this.state === 'dirty') this.schedule();
  }

  /** Stops saving (e.g. during a conflict) without losing the pending edits. */
  pause() {
    this.paused = true;
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
  }

  resume() {
    this.paused = false;
    if (this.pending > 0) this.schedule();
  }

  /** Unsaved edits exist (for the unload warning). */
  get unsaved() {
    return this.pending > 0 || this.state === 'saving';
  }

  /** Forgets pending edits (after reloading someone else's version). */
  reset() {
    if (this.timer !== null) this.timers.clear(this.timer);
    this.timer = null;
    this.pending = 0;
    this.set('saved');
  }

  dispose() {
    this.pause();
  }
}
