import type { Section } from '@schuss/contracts';
import type { Messages } from './i18n';

/**
 * The texts a visitor sees in a structured section (banner, offer cards, link list), edited in place
 * as plain text: the site renders them as text (React escapes them), so no HTML goes through here.
 */
export type TextField = {
  /** Where the text lives in the section's props: `title`, `cta.label`, `offers.2.text`… */
  key: string;
  label: string;
  value: string;
  /** A paragraph (a text area) rather than a line. */
  multiline?: boolean;
  /** The site's class for that text, so that it looks as on the page while edited. */
  className?: string;
};

/** The section types whose texts the tool edits in place. */
export const hasTextFields = (s: Section) => s.type === 'hero' || s.type === 'offerCards' || s.type === 'linkList';

export function textFields(s: Section, n: number, t: Messages): TextField[] {
  switch (s.type) {
    case 'hero': {
      const f: TextField[] = [
        { key: 'title', label: t.fieldTitle(n), value: s.props.title, className: 'hero-title' },
        { key: 'text', label: t.fieldText(n), value: s.props.text ?? '', multiline: true, className: 'hero-text' },
      ];
      if (s.props.cta) f.push({ key: 'cta.label', label: t.fieldButton(n), value: s.props.cta.label, className: 'button' });
      return f;
    }
    case 'offerCards':
      return [
        { key: 'title', label: t.fieldTitle(n), value: s.props.title ?? '' },
        ...s.props.offers.flatMap((o, i) => [
          { key: `offers.${i}.title`, label: t.fieldItemTitle(n, i + 1), value: o.title },
          { key: `offers.${i}.text`, label: t.fieldItemText(n, i + 1), value: o.text, multiline: true },
        ]),
      ];
    case 'linkList':
      return [
        { key: 'title', label: t.fieldTitle(n), value: s.props.title ?? '' },
        ...s.props.links.flatMap((l, i) => [
          { key: `links.${i}.label`, label: t.fieldLinkLabel(n, i + 1), value: l.label },
          { key: `links.${i}.text`, label: t.fieldLinkText(n, i + 1), value: l.text ?? '', multiline: true },
        ]),
      ];
    default:
      return [];
  }
}

/** An optional text left empty is removed (the site then shows nothing rather than an empty element). */
const optional = (s: Section, key: string) => (s.type === 'hero' ? key === 'text' : key === 'title' || /^links\.\d+\.text$/.test(key));

/** The section with one text changed (`key` as in textFields; the props are copied, never mutated). */
export function withText(s: Section, key: string, value: string): Section {
  if (!hasTextFields(s) || !('props' in s)) return s;
  const props = structuredClone(s.props) as Record<string, unknown>;
  const path = key.split('.');
  let at: Record<string, unknown> | unknown[] = props;
  for (const step of path.slice(0, -1)) {
    const next = (at as Record<string, unknown>)[step];
    if (typeof next !== 'object' || next === null) return s;
    at = next as Record<string, unknown>;
  }
  const last = path.at(-1)!;
  if (value === '' && optional(s, key)) delete (at as Record<string, unknown>)[last];
  else (at as Record<string, unknown>)[last] = value;
  return { ...s, props } as Section;
}

/** The banner with its button's link changed. */
export function withButtonLink(s: Section, path: string): Section {
  if (s.type !== 'hero' || !s.props.cta) return s;
  return { ...s, props: { ...s.props, cta: { ...s.props.cta, path } } };
}

const put = (el: Element | null | undefined, value: string) => {
  if (el) el.textContent = value;
};

/**
 * The draft's texts shown in the copy of a section the site rendered (Preview), which the page
 * served before the edits: the copy keeps the site's look, the words are the draft's.
 */
export function showTexts(copy: HTMLElement, s: Section) {
  switch (s.type) {
    case 'hero': {
      const title = copy.querySelector('.hero-title');
      put(title, s.props.title);
      let text = copy.querySelector('.hero-text');
      if (s.props.text && !text && title) {
        text = document.createElement('p');
        text.className = 'hero-text';
        title.after(text);
      }
      if (s.props.text) put(text, s.props.text);
      else text?.remove();
      if (s.props.cta) put(copy.querySelector('.hero .button'), s.props.cta.label);
      return;
    }
    case 'offerCards': {
      put(copy.querySelector('.offers > h2'), s.props.title ?? '');
      const cards = copy.querySelectorAll('.offer-card');
      s.props.offers.forEach((o, i) => {
        put(cards[i]?.querySelector('article > h3'), o.title);
        put(cards[i]?.querySelector('article > p:not([class])'), o.text);
      });
      return;
    }
    case 'linkList': {
      put(copy.querySelector('.link-list > h2'), s.props.title ?? '');
      const items = copy.querySelectorAll('.link-list li');
      s.props.links.forEach((l, i) => {
        put(items[i]?.querySelector('.tile-label'), l.label);
        put(items[i]?.querySelector('.tile-text'), l.text ?? '');
      });
      return;
    }
    default:
      return;
  }
}
