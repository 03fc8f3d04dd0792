/**
 * Adds a third-party script of ours (the booking widget, the editing tool) once per page, marked
 * with `attr`; a script that failed to load is replaced, so a retry really fetches it again.
 * Reports a load error through `onError`; answers a function that stops listening.
 */
export function injectScriptOnce(src: string, attr: string, onError: () => void): () => void {
  let script = document.querySelector<HTMLScriptElement>(`script[${attr}]`);
  if (script?.dataset.failed === 'true') {
    script.remove();
    script = null;
  }
  if (!script) {
    const created = document.createElement('script');
    created.src = src;
    created.async = true;
    created.setAttribute(attr, '');
    created.addEventListener('error', () => {
      created.dataset.failed = 'true';
    });
    document.head.appendChild(created);
    script = created;
  }
  const el = script;
  const handler = () => onError();
  el.addEventListener('error', handler);
  return () => el.removeEventListener('error', handler);
}
