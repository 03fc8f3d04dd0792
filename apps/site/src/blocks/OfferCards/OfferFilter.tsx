'use client';
import { useEffect, useRef, useState } from 'react';
import { storage } from '../../lib/storage';
import { isShown, presentCategories, restoredCategory } from './filter';

export type OfferFilterProps = {
  /** Label of each category (all five, in order), and of "All". */
  labels: { code: string; label: string }[];
  allLabel: string;
  groupLabel: string;
  /** "{count} offer(s) shown", announced after a change. */
  countTemplate: string;
};

/**
 * Category filter of the offers page (a small island): one filter for the whole page, shown by
 * the first offer-cards block of an `offers` page (CSS does the same, so there is no layout
 * shift), remembered in localStorage as `categoryCode`. It hides the cards of other categories (and
 * the title of blocks left without a card); the cards themselves are server-rendered.
 */
export function OfferFilter({ labels, allLabel, groupLabel, countTemplate }: OfferFilterProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(false);
  const [present, setPresent] = useState<string[] | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [announce, setAnnounce] = useState('');

  useEffect(() => {
    const el = ref.current;
    const page = el?.closest('.page-offers');
    if (!el || !page || page.querySelector('.offer-filter') !== el) return;
    const cats = presentCategories(Array.from(page.querySelectorAll<HTMLElement>('.offer-card')).map((c) => c.dataset.category));
    setActive(true);
    setPresent(cats);
    setSelected(restoredCategory(storage.local.get('categoryCode'), cats));
  }, []);

  useEffect(() => {
    const page = ref.current?.closest('.page-offers');
    if (!active || !page) return;
    for (const block of Array.from(page.querySelectorAll<HTMLElement>('.offers'))) {
      let visibleInBlock = 0;
      for (const card of Array.from(block.querySelectorAll<HTMLElement>('.offer-card'))) {
        const show = isShown(card.dataset.category, selected);
        card.hidden = !show;
        if (show) visibleInBlock++;
      }
      // A block left without a card hides its title and list (not itself: it may hold the filter).
      for (const part of Array.from(block.querySelectorAll<HTMLElement>(':scope > h2, :scope > .offer-list'))) {
        part.hidden = visibleInBlock === 0;
      }
    }
  }, [active, selected]);

  const choose = (code: string | null) => {
    setSelected(code);
    if (code) storage.local.set('categoryCode', code);
    else storage.local.remove('categoryCode');
    const page = ref.current?.closest('.page-offers');
    const count = page
      ? Array.from(page.querySelectorAll<HTMLElement>('.offer-card')).filter((c) => isShown(c.dataset.category, code)).length
      : 0;
    setAnnounce(countTemplate.replace('{count}', String(count)));
  };

  const buttons = present ? labels.filter((l) => present.includes(l.code)) : labels;
  return (
    <div ref={ref} className="offer-filter" data-active={active || undefined}>
      {/* Disabled until the page has hydrated (its scripts start after the first paint): a click
          then would do nothing, so the buttons say they are not ready rather than lose it. */}
      <fieldset className="offer-filter-buttons" disabled={!active}>
        <legend className="visually-hidden">{groupLabel}</legend>
        <button type="button" className="offer-filter-button" aria-pressed={selected === null} onClick={() => choose(null)}>
          {allLabel}
        </button>
        {buttons.map((b) => (
          <button
            key={b.code}
            type="button"
            className={`offer-filter-button offer-filter-${b.code}`}
            aria-pressed={selected === b.code}
            onClick={() => choose(b.code)}
          >
            {b.label}
          </button>
        ))}
      </fieldset>
      <p className="visually-hidden" aria-live="polite">
        {announce}
      </p>
    </div>
  );
}
