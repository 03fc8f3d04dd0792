import { readScanEntry } from '@schuss/contracts';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorText, isApiCallError } from '../../api/client';
import { useVoucherScan } from '../../api/vouchers';
import { useI18n, useTexts } from '../../i18n';
import { scanTexts } from '../../i18n/scan';
import { navigate } from '../../router';
import { Screen } from '../../ui/Screen';
import { createDecoder } from './decoder';

type Camera = 'starting' | 'on' | 'denied' | 'none' | 'failed';

/** Why getUserMedia failed, as staff can act on it. */
const cameraFailure = (err: unknown): Camera => {
  const name = (err as { name?: string } | null)?.name;
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'none';
  return 'failed';
};

/**
 * Check-in with the voucher's QR code: the phone's back camera reads the code (frames
 * decoded a few times a second), or staff type the order number printed under it (or the code); an
 * entry the platform accepts opens the order's check-in, where staff confirm who is checked in. A
 * refused code is said with one message; an unknown number as such.
 */
export default function ScanScreen() {
  const t = useTexts(scanTexts);
  const { m } = useI18n();
  const id = useId();
  const scan = useVoucherScan();
  const [camera, setCamera] = useState<Camera>('starting');
  const [attempt, setAttempt] = useState(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [typed, setTyped] = useState('');
  // What is wrong with the typed entry, said under the field (not sent).
  const [fieldError, setFieldError] = useState<'missing' | 'malformed' | null>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const busy = useRef(false);
  // The camera sees the same refused code many times a second: it is said once, not sent again.
  const lastRefused = useRef<string | null>(null);

  const submit = async (code: string, fromCamera: boolean) => {
    if (busy.current) return;
    busy.current = true;
    setRefusal(null);
    try {
      const { orderNumber } = await scan.mutateAsync(code);
      navigate(`/orders/${encodeURIComponent(orderNumber)}/check-in`);
    } catch (err) {
      if (fromCamera) lastRefused.current = code;
      const entry = readScanEntry(code);
      if (isApiCallError(err) && err.status === 404) setRefusal(entry?.kind === 'number' ? t.numberUnknown(entry.number) : t.codeRefused);
      else if (isApiCallError(err) && err.status === 400 && err.field === 'body.code')
        setRefusal(fromCamera ? t.codeRefused : t.manualMalformed);
      else setRefusal(errorText(err, m));
    } finally {
      busy.current = false;
    }
  };
  const submitRef = useRef(submit);
  submitRef.current = submit;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` restarts the camera (the retry button)
  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | undefined;
    let timer: number | undefined;
    const media = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (!media?.getUserMedia) {
      setCamera('none');
      return;
    }
    setCamera('starting');
    void (async () => {
      try {
        stream = await media.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false });
      } catch (err) {
        if (!stopped) setCamera(cameraFailure(err));
        return;
      }
      const video = videoRef.current;
      if (stopped || !video) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      video.srcObject = stream;
      await video.play().catch(() => {});
      if (stopped) return;
      setCamera('on');
      const decode = await createDecoder();
      const tick = async () => {
        if (stopped) return;
        if (!busy.current && video.readyState >= 2) {
          const text = (await decode(video).catch(() => null))?.trim();
          if (text && text !== lastRefused.current && !stopped) {
            // A QR code that is neither a voucher nor an order number (a poster's web address…) is not sent.
            if (readScanEntry(text)) await submitRef.current(text, true);
            else {
              lastRefused.current = text;
              setRefusal(t.codeRefused);
            }
          }
        }
        if (!stopped) timer = window.setTimeout(() => void tick(), 200);
      };
      void tick();
    })();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [attempt]);

  const onManual = (e: FormEvent) => {
    e.preventDefault();
    const code = typed.trim();
    const problem = code === '' ? 'missing' : readScanEntry(code) ? null : 'malformed';
    setFieldError(problem);
    if (problem) setRefusal(null);
    else void submit(code, false);
  };

  const status = scan.isPending
    ? t.checking
    : { starting: t.cameraStarting, on: t.cameraOn, denied: t.cameraDenied, none: t.cameraNone, failed: t.cameraFailed }[camera];

  return (
    <Screen title={t.scanTitle}>
      <p className="lead">{t.scanIntro}</p>
      <video
        ref={videoRef}
        aria-label={t.cameraLabel}
        hidden={camera !== 'on'}
        muted
        playsInline
        autoPlay
        // A phone's width, at most a comfortable size on a desk.
        style={{ display: camera === 'on' ? 'block' : 'none', width: '100%', maxWidth: '28rem', borderRadius: '0.5rem' }}
      />
      <p role="status" aria-live="polite" className={camera === 'on' || camera === 'starting' ? 'muted' : 'error-box'}>
        {status}
      </p>
      {(camera === 'denied' || camera === 'failed') && (
        <p>
          <button type="button" className="button secondary" onClick={() => setAttempt((n) => n + 1)}>
            {t.cameraRetry}
          </button>
        </p>
      )}
      {/* The result area: always there, so a screen reader hears each refusal as it comes. */}
      <div role="alert" aria-atomic="true">
        {refusal && <p className="error-box">{refusal}</p>}
      </div>
      <section aria-labelledby={`${id}-manual`} className="panel">
        <h2 id={`${id}-manual`}>{t.manualTitle}</h2>
        <form onSubmit={onManual} noValidate className="form">
          <div className="field">
            <label htmlFor={`${id}-code`}>{t.manualLabel}</label>
            <input
              id={`${id}-code`}
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              maxLength={200}
              inputMode="text"
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={`${id}-hint${fieldError ? ` ${id}-error` : ''}`}
            />
            <p className="hint" id={`${id}-hint`}>
              {t.manualHint}
            </p>
            {fieldError && (
              <p className="field-error" id={`${id}-error`}>
                {fieldError === 'missing' ? t.manualRequired : t.manualMalformed}
              </p>
            )}
          </div>
          <button type="submit" className="button primary" disabled={scan.isPending}>
            {t.manualSubmit}
          </button>
        </form>
      </section>
    </Screen>
  );
}
