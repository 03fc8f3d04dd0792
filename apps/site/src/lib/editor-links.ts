/**
 * Page links in editor mode (docs/spec.md §2 "Links"): a click on a page link loads the new page in
 * full instead of navigating on the client, so the editing tool mounts again on that page.
 * Part of every visitor's page (link components call it), so kept tiny.
 */

/** True while a connected editor's tool is on the page (set by the editor mode on `<html>`). */
export const isEditorMode = (): boolean => typeof document !== 'undefined' && document.documentElement.dataset.editor === 'on';

type Click = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
};
type Anchor = {
  /** The absolute URL (`HTMLAnchorElement.href`). */
  href: string;
  target: string;
  download: boolean;
  /** Inside text being edited, where a click places the caret rather than following the link. */
  editable: boolean;
};

/**
 * The URL to load in full for a click on a link in editor mode, or null to leave the click
 * alone: modified or non-primary clicks, other tabs, downloads, other origins, links inside
 * edited text and anchors within the same page keep their usual behaviour.
 */
export function fullNavigationHref(click: Click, anchor: Anchor, current: string): string | null {
  if (click.defaultPrevented || click.button !== 0 || click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null;
  if ((anchor.target && anchor.target !== '_self') || anchor.download || anchor.editable || !anchor.href) return null;
  let to: URL;
  let from: URL;
  try {
    to = new URL(anchor.href, current);
    from = new URL(current);
  } catch {
    return null;
  }
  if (to.origin !== from.origin || !/^https?:$/.test(to.protocol)) return null;
  if (to.hash && to.pathname === from.pathname && to.search === from.search) return null;
  return to.href;
}

/**
 * In editor mode, turns a click on `anchor` into a full page load (and stops the client-side
 * navigation). Returns true when it did.
 */
export function reloadOnEditorClick(event: Click & { preventDefault(): void }, anchor: HTMLAnchorElement): boolean {
  if (!isEditorMode()) return false;
  const href = fullNavigationHref(
    event,
    {
      href: anchor.href,
      target: anchor.target,
      download: anchor.hasAttribute('download'),
      editable: !!anchor.closest('[contenteditable]:not([contenteditable="false"])'),
    },
    window.location.href,
  );
  if (!href) return false;
  event.preventDefault();
  window.location.assign(href);
  return true;
}
