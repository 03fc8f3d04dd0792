import type { MediaView } from '@schuss/contracts';
import { SAFE_IMAGE_SCHEMES, safeHref } from '@schuss/contracts/rules';
import type { Editor } from '@tiptap/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import type { Messages } from '../i18n';
import { Busy, Dialog, messageOf } from './shared';

export function ImageDialog(p: {
  t: Messages;
  editor: Editor;
  loadMedia: () => Promise<MediaView[]>;
  upload: (file: File) => Promise<MediaView>;
  onClose: () => void;
}) {
  const { t } = p;
  // null: the media library is not available on this platform (insert by URL only).
  const [media, setMedia] = useState<MediaView[] | null | undefined>(undefined);
  const [src, setSrc] = useState('');
  const [srcset, setSrcset] = useState<string | undefined>();
  const [size, setSize] = useState<{ width?: number; height?: number }>({});
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const id = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once when the dialog opens
  useEffect(() => {
    p.loadMedia()
      .then(setMedia)
      .catch(() => setMedia(null));
  }, []);
  const pick = (m: MediaView) => {
    setSrc(m.url);
    setSrcset(m.srcset);
    setSize({ width: m.width, height: m.height });
    if (m.alt && !alt) setAlt(m.alt);
  };
  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (!src.trim() || !safeHref(src.trim(), SAFE_IMAGE_SCHEMES)) return setError(t.imageBad);
    const attrs = { src: src.trim(), alt, ...(srcset ? { srcset, sizes: '(min-width: 60rem) 60rem, 100vw' } : {}), ...size } as {
      src: string;
      alt: string;
    };
    p.editor.chain().focus().setImage(attrs).run();
    p.onClose();
  };
  return (
    <Dialog title={t.imageTitle} onClose={p.onClose}>
      <form className="dlg" style={{ padding: 0 }} noValidate onSubmit={apply}>
        {media === undefined ? <Busy label={t.loading} /> : null}
        {media ? (
          <>
            <div className="field">
              <label htmlFor={`${id}-up`}>{t.imageUpload}</label>
              <input
                id={`${id}-up`}
                type="file"
                accept="image/*"
                disabled={uploading}
                onChange={async (e) => {
                  const file = e.target.files?.[0];
                  if (!file) return;
                  setUploading(true);
                  setError(null);
                  try {
                    const m = await p.upload(file);
                    setMedia([m, ...media]);
                    pick(m);
                  } catch (err) {
                    setError(messageOf(err));
                  } finally {
                    setUploading(false);
                  }
                }}
              />
              {uploading ? <Busy label={t.uploading} /> : null}
            </div>
            <fieldset>
              <legend>{t.imageLibrary}</legend>
              {media.length === 0 ? <p>{t.noMedia}</p> : null}
              <div className="media scroll">
                {media.map((m) => (
                  <button key={m.id} type="button" aria-pressed={src === m.url} onClick={() => pick(m)} aria-label={m.alt || m.url}>
                    <img src={m.url} alt="" />
                  </button>
                ))}
              </div>
            </fieldset>
          </>
        ) : null}
        <div className="field">
          <label htmlFor={`${id}-src`}>{t.imageUrl}</label>
          <input
            id={`${id}-src`}
            value={src}
            onChange={(e) => {
              setSrc(e.target.value);
              setSrcset(undefined);
              setSize({});
            }}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-alt`}>{t.imageAlt}</label>
          <input id={`${id}-alt`} value={alt} onChange={(e) => setAlt(e.target.value)} />
        </div>
        {error ? (
          <p className="err" role="alert">
            {error}
          </p>
        ) : null}
        <div className="actions">
          <button type="button" onClick={p.onClose}>
            {t.cancel}
          </button>
          <button type="submit" className="primary" disabled={uploading}>
            {t.insert}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
