/**
 * Results entered on a phone, saved at once and never lost (issue 30). Each change goes into the phone's queue
 * (localStorage) before it is sent; the queue is sent whole, in one request, at each change, when the screen opens,
 * when the browser says the network is back, and on "Send now". An entry leaves the queue when the platform answers
 * for it: 200 (applied, or listed in `duplicates`: applied before) or a refusal (4xx: shown on the child, not retried).
 * No network, an expired session or a server failure keep it waiting.
 */
import type { ResultInput } from '@schuss/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorText, isApiCallError } from '../../api/client';
import { useSendResults } from '../../api/results';
import { useI18n } from '../../i18n';
import { useLevelsTexts } from '../levels/texts';
import { childRef, newResultKey, readQueue, withEntry, withoutKeys, writeQueue } from './resultsQueue';

/** What a child's card says about its last change. */
export type SaveState = { state: 'sending' | 'saved' | 'waiting' } | { state: 'error'; message: string };
/** A change as the card makes it: the key and the time are added here. */
export type ResultChange = Omit<ResultInput, 'key' | 'recordedAt'>;

/** The platform takes at most 60 results a request. */
const BATCH = 60;

/** Worth trying again later: no answer, the session ended (login comes up), the platform failed or is busy. */
const transient = (err: unknown) =>
  !isApiCallError(err) || err.status === 0 || err.status === 401 || err.status === 408 || err.status === 429 || err.status >= 500;

/** The entry a refusal names (`body.results.3.comment`), if it names one. */
function refusedIndex(err: unknown): number | undefined {
  const found = isApiCallError(err) && err.field ? /results\.(\d+)/.exec(err.field) : null;
  return found ? Number(found[1]) : undefined;
}

/** `nameOf` gives a child's name once the course is read (the queue may be sent before: then counts are said). */
export function useResultsSync(slotId: number, nameOf: (ref: string) => string | undefined) {
  const { m } = useI18n();
  const t = useLevelsTexts();
  const send = useSendResults(slotId);
  const queue = useRef<ResultInput[]>([]);
  const [waiting, setWaiting] = useState(0);
  /** Each child's latest change on this phone: what its card shows over the platform's result. */
  const [local, setLocal] = useState<Record<string, ResultInput>>({});
  const [states, setStates] = useState<Record<string, SaveState>>({});
  // Numbered, so that the same words said twice (two children saved in a row) are announced again.
  const [announcement, setAnnounced] = useState({ text: '', n: 0 });
  const setAnnouncement = (text: string) => setAnnounced((a) => ({ text, n: a.n + 1 }));
  const inFlight = useRef(false);
  const again = useRef(false);
  const names = useRef(nameOf);
  names.current = nameOf;

  const setQueue = useCallback(
    (entries: ResultInput[]) => {
      queue.current = entries;
      writeQueue(slotId, entries);
      setWaiting(entries.length);
    },
    [slotId],
  );
  const mark = (refs: string[], state: SaveState) => setStates((all) => ({ ...all, ...Object.fromEntries(refs.map((r) => [r, state])) }));
  const stillQueued = (ref: string) => queue.current.some((e) => childRef(e) === ref);

  /** Sends a batch; false when it must wait (nothing more is tried now). A refused entry is found and taken out. */
  const sendBatch = async (batch: ResultInput[]): Promise<boolean> => {
    try {
      await send(batch);
      setQueue(
        withoutKeys(
          queue.current,
          batch.map((e) => e.key),
        ),
      );
      const saved = batch.map(childRef).filter((r) => !stillQueued(r));
      mark(saved, { state: 'saved' });
      const name = saved.length === 1 ? names.current(saved[0] as string) : undefined;
      if (saved.length) setAnnouncement(name ? t.announceSaved(name) : t.announceSavedCount(saved.length));
      return true;
    } catch (err) {
      if (transient(err)) return false;
      const index = refusedIndex(err);
      const refused = batch.length === 1 ? batch[0] : index !== undefined ? batch[index] : undefined;
      if (!refused) {
        // A refusal of the whole batch that names no entry: each is sent alone to find which.
        for (const entry of batch) if (!(await sendBatch([entry]))) return false;
        return true;
      }
      setQueue(withoutKeys(queue.current, [refused.key]));
      const ref = childRef(refused);
      if (!stillQueued(ref)) {
        const message = errorText(err, m);
        mark([ref], { state: 'error', message });
        const name = names.current(ref);
        setAnnouncement(name ? t.announceError(name, message) : t.stateError(message));
      }
      return batch.length === 1 || sendBatch(batch.filter((e) => e !== refused));
    }
  };

  /** Sends the whole queue; one sending at a time (a change made meanwhile goes right after). */
  const flush = async () => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    inFlight.current = true;
    try {
      let sent = true;
      do {
        again.current = false;
        const entries = queue.current.slice();
        mark([...new Set(entries.map(childRef))], { state: 'sending' });
        for (let i = 0; sent && i < entries.length; i += BATCH) sent = await sendBatch(entries.slice(i, i + BATCH));
      } while (sent && again.current);
      if (!sent) {
        const refs = [...new Set(queue.current.map(childRef))];
        mark(refs, { state: 'waiting' });
        const name = refs.length === 1 ? names.current(refs[0] as string) : undefined;
        setAnnouncement(name ? t.announceWaiting(name) : t.waitingCount(queue.current.length));
      }
    } finally {
      inFlight.current = false;
    }
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;

  /** A tap (or a comment, a level advised): kept on the phone first, then sent unless the phone knows it is offline. */
  const record = (change: ResultChange) => {
    const entry: ResultInput = { ...change, key: newResultKey(), recordedAt: new Date().toISOString() };
    const ref = childRef(entry);
    setLocal((all) => ({ ...all, [ref]: entry }));
    setQueue(withEntry(queue.current, entry));
    if (navigator.onLine === false) {
      mark([ref], { state: 'waiting' });
      const name = names.current(ref);
      setAnnouncement(name ? t.announceWaiting(name) : t.waitingCount(queue.current.length));
      return;
    }
    void flush();
  };

  // The screen opens on what this phone kept, sends it if it can, and again whenever the network is back.
  useEffect(() => {
    const kept = readQueue(slotId);
    queue.current = kept;
    setWaiting(kept.length);
    setLocal(Object.fromEntries(kept.map((e) => [childRef(e), e])));
    setStates(Object.fromEntries(kept.map((e) => [childRef(e), { state: 'waiting' } as SaveState])));
    const online = () => void flushRef.current();
    if (kept.length && navigator.onLine !== false) online();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [slotId]);

  return { record, local, states, waiting, announcement, sendNow: () => void flush() };
}

export type ResultsSync = ReturnType<typeof useResultsSync>;
