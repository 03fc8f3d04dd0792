'use client';
import { useCallback, useEffect, useState } from 'react';
import { validBusinessProvider } from '../../lib/affiliation';
import { Dropdown } from './Dropdown';
import { GlobeIcon } from './icons';
import { type LanguageLink, withHoteId } from './language-links';

/**
 * The language switcher (docs/spec.md §2): a button opening the list of the current page in each
 * language. Links are plain anchors (another language is another root layout: a full load);
 * they carry `hoteId` when a valid business provider id is stored (read after hydration).
 * The button's accessible name is its content — a hidden "Langue :" then the language shown (its
 * name, or its code where room is short) — so the name always contains the visible text (WCAG 2.5.3).
 */
export function LanguageSwitcher({ links, label, listLabel }: { links: LanguageLink[]; label: string; listLabel: string }) {
  const [hoteId, setHoteId] = useState<string | null>(null);
  const refresh = useCallback(() => setHoteId(validBusinessProvider()), []);
  useEffect(refresh, [refresh]);
  const current = links.find((l) => l.current);
  return (
    <Dropdown
      id="hd-languages"
      className="hd-lang"
      onOpen={refresh}
      button={
        <>
          <GlobeIcon />
          <span className="visually-hidden">{label} </span>
          <span className="hd-lang-long">{current?.name}</span>
          <span className="hd-lang-short">{current?.lang.toUpperCase()}</span>
        </>
      }
    >
      <ul aria-label={listLabel}>
        {links.map((l) => (
          <li key={l.lang}>
            <a href={withHoteId(l.href, hoteId)} hrefLang={l.lang} lang={l.lang} aria-current={l.current ? 'true' : undefined}>
              {l.name}
            </a>
          </li>
        ))}
      </ul>
    </Dropdown>
  );
}
