import type { EarningsStatement } from '@schuss/contracts';
import { PageSizes, PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { plainEuros } from '../../lib/format';

/**
 * An instructor's statement as a PDF (pdf-lib and the standard fonts, as invoices are made): the period, the school's
 * rule, each lesson with its hours, participants, what was collected, the school's share and what is owed, and the
 * totals. The same statement gives the same bytes (no date from the clock). Text is WinAnsi: a character the standard
 * fonts lack becomes '?'.
 */

type Lang = 'fr' | 'en';

const LABELS = {
  fr: {
    title: 'Relevé de rémunération',
    period: (from: string, to: string) => `Période du ${from} au ${to}`,
    rule: 'Part de l’école',
    perHour: 'par heure',
    none: 'aucune',
    columns: ['Date', 'Horaire', 'Cours', 'Part.', 'Heures', 'Encaissé', 'Part école', 'Dû'],
    totals: 'Total',
    noLessons: 'Aucun cours sur la période.',
    owed: 'Montant dû au moniteur',
    lessons: (n: number) => `${n} cours`,
    page: 'Page',
  },
  en: {
    title: 'Earnings statement',
    period: (from: string, to: string) => `Period from ${from} to ${to}`,
    rule: "School's share",
    perHour: 'per hour',
    none: 'none',
    columns: ['Date', 'Time', 'Lesson', 'Part.', 'Hours', 'Collected', 'School', 'Owed'],
    totals: 'Total',
    noLessons: 'No lessons in this period.',
    owed: 'Amount owed to the instructor',
    lessons: (n: number) => `${n} lesson${n === 1 ? '' : 's'}`,
    page: 'Page',
  },
} as const;

const MARGIN = 40;
const SIZE = 9;
/** Column left edges (A4 portrait, 515 pt wide between margins); amounts are right-aligned at the next edge. */
const COLUMNS = [0, 58, 122, 300, 330, 368, 418, 470, 515];

/** `YYYY-MM-DD` as `DD/MM/YYYY`: the school's country writes dates this way in both languages. */
const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
export const hours = (minutes: number, lang: Lang) => {
  const text = (minutes / 60).toFixed(2);
  return lang === 'fr' ? text.replace('.', ',') : text;
};
const percent = (bp: number, lang: Lang) => {
  const text = `${(bp / 100).toFixed(2).replace(/\.?0+$/, '')}`;
  return `${lang === 'fr' ? text.replace('.', ',') : text} %`;
};

/** The rule in words: `1,5 % + 2,00 € par heure`, or `aucune`. */
function ruleWords(rule: EarningsStatement['rule'], lang: Lang): string {
  const t = LABELS[lang];
  const parts = [
    ...(rule.shareBp ? [percent(rule.shareBp, lang)] : []),
    ...(rule.shareCentsPerHour ? [`${plainEuros(rule.shareCentsPerHour, lang)} ${t.perHour}`] : []),
  ];
  return parts.length ? parts.join(' + ') : t.none;
}

export async function statementPdf(s: EarningsStatement, school: string, lang: Lang): Promise<Uint8Array> {
  const t = LABELS[lang];
  const name = `${s.instructor.firstName} ${s.instructor.lastName}`;
  const pdf = await PDFDocument.create({ updateMetadata: false });
  pdf.setTitle(`${t.title} – ${name}`);
  pdf.setAuthor(school);
  pdf.setLanguage(lang);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const encodable = new Set(regular.getCharacterSet());
  const ansi = (text: string) =>
    Array.from(text.normalize('NFC').replace(/\s/g, ' '))
      .map((c) => (encodable.has(c.codePointAt(0) as number) ? c : '?'))
      .join('');
  const money = (cents: number) => plainEuros(cents, lang);
  let page: PDFPage = pdf.addPage(PageSizes.A4);
  let y = page.getHeight() - MARGIN;
  let pages = 1;
  const text = (value: string, x: number, opts: { font?: PDFFont; size?: number; right?: number } = {}) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? SIZE;
    let v = ansi(value);
    const room = opts.right !== undefined ? opts.right - x : 515 - x;
    while (v.length > 1 && font.widthOfTextAtSize(v, size) > room - 4) v = `${v.slice(0, -2)}…`;
    const left = opts.right !== undefined ? MARGIN + opts.right - 4 - font.widthOfTextAtSize(v, size) : MARGIN + x;
    page.drawText(v, { x: left, y, size, font, color: rgb(0, 0, 0) });
  };
  const header = () => {
    t.columns.forEach((c, i) => {
      const amount = i >= 3;
      text(c, COLUMNS[i] as number, { font: bold, ...(amount ? { right: COLUMNS[i + 1] as number } : {}) });
    });
    y -= 4;
    page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + 515, y }, thickness: 0.5 });
    y -= 12;
  };
  const row = (cells: string[], font = regular) => {
    if (y < MARGIN + 20) {
      page = pdf.addPage(PageSizes.A4);
      pages++;
      y = page.getHeight() - MARGIN;
      text(`${t.title} – ${name} (${t.page} ${pages})`, 0, { font: bold });
      y -= 20;
      header();
    }
    cells.forEach((c, i) => {
      text(c, COLUMNS[i] as number, { font, ...(i >= 3 ? { right: COLUMNS[i + 1] as number } : {}) });
    });
    y -= 13;
  };

  text(school, 0, { font: bold, size: 11 });
  y -= 22;
  text(`${t.title} – ${name}`, 0, { font: bold, size: 15 });
  y -= 18;
  text(t.period(day(s.from), day(s.to)), 0, { size: 10 });
  y -= 14;
  text(`${t.rule}${lang === 'fr' ? ' : ' : ': '}${ruleWords(s.rule, lang)}`, 0, { size: 10 });
  y -= 24;
  header();
  if (!s.lessons.length) row([t.noLessons]);
  for (const l of s.lessons) {
    row([
      day(l.day),
      `${l.start}–${l.end}`,
      `${l.product} – ${l.subtitle}`,
      String(l.participants),
      hours(l.minutes, lang),
      money(l.collectedCents),
      money(l.shareCents),
      money(l.owedCents),
    ]);
  }
  y -= 2;
  page.drawLine({ start: { x: MARGIN, y: y + 10 }, end: { x: MARGIN + 515, y: y + 10 }, thickness: 0.5 });
  const i = s.instructor;
  row(
    [t.totals, '', t.lessons(i.lessons), '', hours(i.minutes, lang), money(i.collectedCents), money(i.shareCents), money(i.owedCents)],
    bold,
  );
  y -= 10;
  text(`${t.owed}${lang === 'fr' ? ' : ' : ': '}${money(i.owedCents)}`, 0, { font: bold, size: 11 });
  return pdf.save();
}
