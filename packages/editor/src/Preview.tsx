import type { Section } from '@schuss/contracts';
import { useEffect, useRef } from 'react';
import { showTexts } from './fields';
import { followLink } from './follow-link';

/**
 * A structured section as the site rendered it (a copy, inert), with the draft's texts when `section`
 * is given, or its type when the page did not show it.
 */
export function Preview({ element, label, section }: { element?: Element; label: string; section?: Section }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current || !element) return;
    const copy = element.cloneNode(true) as HTMLElement;
    // The original is hidden by the tool (inline display) and maybe by its dates (`hidden`): the copy is not.
    copy.hidden = false;
    copy.style.removeProperty('display');
    copy.removeAttribute('id');
    copy.removeAttribute('data-section-id');
    for (const el of copy.querySelectorAll('[id]')) el.removeAttribute('id');
    // A copy for the eye only: out of the tab order (the original stays the page's content), but its
    // page links still lead to their pages (full load, docs/spec.md §2).
    for (const el of copy.querySelectorAll('a, button, input, select, textarea, [tabindex]')) el.setAttribute('tabindex', '-1');
    if (section) showTexts(copy, section);
    box.current.replaceChildren(copy);
  }, [element, section]);
  return (
    <div className="scms-card">
      {element ? null : <p>{label}</p>}
      <div
        ref={box}
        className="scms-preview"
        aria-hidden="true"
        onClick={(e) => {
          e.preventDefault();
          followLink(e.nativeEvent);
        }}
      />
    </div>
  );
}
