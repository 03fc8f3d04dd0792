import type { VersionsResponse } from '@schuss/contracts';
import { useEffect, useState } from 'react';
import type { Messages } from '../i18n';
import { Busy, Dialog, messageOf } from './shared';

export function HistoryDialog(p: {
  t: Messages;
  lang: string;
  load: () => Promise<VersionsResponse>;
  restore: (versionId: number) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = p;
  const [data, setData] = useState<VersionsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once when the dialog opens
  useEffect(() => {
    p.load()
      .then(setData)
      .catch((e) => setError(messageOf(e)));
  }, []);
  const when = (iso: string) => new Date(iso).toLocaleString(p.lang, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Dialog title={t.history} onClose={p.onClose}>
      {error ? (
        <p className="err" role="alert">
          {error}
        </p>
      ) : null}
      {!data && !error ? <Busy label={t.loading} /> : null}
      {data && data.versions.length === 0 ? <p>{t.historyEmpty}</p> : null}
      {confirming !== null ? (
        <div role="alert">
          <p>{t.restoreConfirm}</p>
          <div className="actions">
            <button type="button" onClick={() => setConfirming(null)}>
              {t.cancel}
            </button>
            <button
              type="button"
              className="primary"
              disabled={busy}
              onClick={async () => {
                setBusy(true);
                try {
                  await p.restore(confirming);
                } catch (e) {
                  setError(messageOf(e));
                  setBusy(false);
                  setConfirming(null);
                }
              }}
            >
              {t.restore}
            </button>
          </div>
        </div>
      ) : null}
      {data && data.versions.length > 0 ? (
        <div className="scroll">
          <table>
            <thead>
              <tr>
                <th scope="col">{t.date}</th>
                <th scope="col">{t.author}</th>
                <th scope="col">{t.status}</th>
                <th scope="col">{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {data.versions.map((v) => (
                <tr key={v.id}>
                  <td>{when(v.createdAt)}</td>
                  <td>{v.author ?? '—'}</td>
                  <td>{t.vStatus[v.status] ?? v.status}</td>
                  <td>
                    {v.id !== data.version ? (
                      <button type="button" aria-label={t.restoreN(when(v.createdAt))} onClick={() => setConfirming(v.id)}>
                        {t.restore}
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <div className="actions">
        <button type="button" onClick={p.onClose}>
          {t.close}
        </button>
      </div>
    </Dialog>
  );
}
