'use client';
import dynamic from 'next/dynamic';
import { useCallback, useRef, useState } from 'react';
import { PinIcon } from '../header/icons';

const loadDialog = () => import('./MeetingPointsDialog');
// The dialog (Radix, the zone's HTML, Leaflet) is loaded on first use.
const MeetingPointsDialog = dynamic(loadDialog, { ssr: false });

/**
 * The meeting-points shortcut of the header (docs/spec.md §2): opens the dialog showing the meeting points
 * page's content and map. Closing returns the focus to this button.
 */
export function MeetingPointsButton({ lang, label, inMenu = false }: { lang: string; label: string; inMenu?: boolean }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    // The dialog has no Radix trigger to return to: put the focus back once it has closed.
    if (!next) setTimeout(() => button.current?.focus(), 0);
  }, []);
  return (
    <>
      <button
        ref={button}
        type="button"
        className={inMenu ? 'hd-top hd-menu-shortcut' : 'hd-shortcut hd-meeting-points'}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <PinIcon />
        <span className={inMenu ? undefined : 'hd-shortcut-text'}>{label}</span>
      </button>
      {used ? <MeetingPointsDialog lang={lang} title={label} open={open} onOpenChange={onOpenChange} /> : null}
    </>
  );
}
