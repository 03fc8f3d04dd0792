#!/usr/bin/env node
/**
 * Writes the demo PDF documents linked from the demo seed (packages/db/src/seed/demo).
 *
 * No dependencies: the PDFs (version 1.4) are written by hand with the standard Helvetica and
 * Helvetica-Bold fonts in WinAnsiEncoding. Text strings are encoded in Windows-1252 and every
 * non-ASCII byte is written as an octal escape, so accented letters (é, è, à, ç...), € and the
 * typographic apostrophe display correctly. Output is deterministic.
 *
 * Usage: node scripts/make-demo-pdfs.mjs (writes into apps/site/public/static/docs/, served by the site at
 * /static/docs/). The script itself stays out of public/: build scripts are not served to visitors.
 */
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT_DIR = join(dirname(fileURLToPath(import.meta.url)), '../apps/site/public/static/docs');

// ---------------------------------------------------------------------------------------------
// Text encoding and metrics
// ---------------------------------------------------------------------------------------------

/** Windows-1252 bytes 0x80-0x9F; 0x20-0x7E and 0xA0-0xFF are the same as Unicode. */
const CP1252_HIGH = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

function cp1252(text) {
  const bytes = [];
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) bytes.push(code);
    else if (ch in CP1252_HIGH) bytes.push(CP1252_HIGH[ch]);
    else throw new Error(`Character not in Windows-1252: ${JSON.stringify(ch)} in ${JSON.stringify(text)}`);
  }
  return bytes;
}

/** A PDF literal string: printable ASCII as is, delimiters and every other byte as octal escapes. */
function pdfString(text) {
  let out = '(';
  for (const b of cp1252(text)) {
    if (b < 0x20 || b > 0x7e || b === 0x28 || b === 0x29 || b === 0x5c) out += `\\${b.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(b);
  }
  return `${out})`;
}

/** A string for the document information dictionary: UTF-16BE with a byte order mark, in hex. */
function pdfTextString(text) {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

// Advance widths (1/1000 em) of the standard fonts for ASCII 32-126, from the Adobe AFM files.
const HELVETICA = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278,
  278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556,
  556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELVETICA_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333,
  333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722,
  667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611,
  611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
/** Widths [regular, bold] of the non-ASCII characters used; accented letters take their base letter's width. */
const EXTRA_WIDTHS = {
  '\u00a0': [278, 278],
  '€': [556, 556],
  '’': [222, 278],
  '«': [556, 556],
  '»': [556, 556],
  '–': [556, 556],
  '—': [1000, 1000],
  '…': [1000, 1000],
  '•': [350, 350],
  '°': [400, 400],
  '·': [278, 278],
  œ: [944, 944],
  Œ: [1000, 1000],
  '²': [333, 333],
};

function charWidth(ch, bold) {
  if (ch in EXTRA_WIDTHS) return EXTRA_WIDTHS[ch][bold ? 1 : 0];
  const base = ch.normalize('NFD')[0] ?? ch;
  const code = base.charCodeAt(0);
  const table = bold ? HELVETICA_BOLD : HELVETICA;
  if (code >= 32 && code <= 126) return table[code - 32];
  return 556;
}

function textWidth(text, bold, size) {
  let w = 0;
  for (const ch of text) w += charWidth(ch, bold);
  return (w * size) / 1000;
}

/** French typography: typographic apostrophes and non-breaking spaces where a line must not break. */
function typeset(text) {
  return text
    .replace(/'/g, '’')
    .replace(/ ([:;?!»€%])/g, '\u00a0$1')
    .replace(/« /g, '«\u00a0')
    .replace(/(\d) (?=\d{3}(?!\d))/g, '$1\u00a0')
    .replace(/(\d) (h|m|km|min|ans|places)\b/g, '$1\u00a0$2');
}

/**
 * Parses `**bold**` markup into runs, and splits the runs into words that can be wrapped.
 * Each word is a list of runs (a word may change font in the middle).
 */
function words(markup) {
  const runs = typeset(markup)
    .split('**')
    .map((text, i) => ({ text, bold: i % 2 === 1 }))
    .filter((r) => r.text);
  const result = [[]];
  for (const run of runs) {
    const parts = run.text.split(' ');
    parts.forEach((part, i) => {
      if (i > 0) result.push([]);
      if (part) result[result.length - 1]?.push({ text: part, bold: run.bold });
    });
  }
  return result.filter((w) => w.length > 0);
}

/** Wraps markup into lines of runs no wider than `width`. */
function wrap(markup, size, width) {
  const lines = [];
  let line = [];
  let lineWidth = 0;
  const space = textWidth(' ', false, size);
  for (const word of words(markup)) {
    const w = word.reduce((sum, r) => sum + textWidth(r.text, r.bold, size), 0);
    if (line.length > 0 && lineWidth + space + w > width) {
      lines.push(line);
      line = [];
      lineWidth = 0;
    }
    if (line.length > 0) {
      const last = line[line.length - 1];
      if (last) line.push({ text: ' ', bold: last.bold });
      lineWidth += space;
    }
    line.push(...word);
    lineWidth += w;
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Layout
// ---------------------------------------------------------------------------------------------

const PAGE_W = 595;
const PAGE_H = 842;
const MARGIN_X = 56;
const TOP = 772;
const BOTTOM = 78;
const TEXT_W = PAGE_W - 2 * MARGIN_X;

const RED = [0.839, 0.157, 0.157];
const NAVY = [0.114, 0.208, 0.341];
const GREY = [0.4, 0.4, 0.4];
const BLACK = [0.1, 0.1, 0.1];
const PISTE = { verte: [0.18, 0.6, 0.3], bleue: [0.1, 0.4, 0.85], rouge: [0.85, 0.15, 0.15], noire: [0.1, 0.1, 0.1] };

const f = (n) => (Math.round(n * 100) / 100).toString();
const rgb = (c) => `${c.map(f).join(' ')} rg`;
const rgbStroke = (c) => `${c.map(f).join(' ')} RG`;

function textOps(runs, x, y, size, color) {
  let ops = `BT ${rgb(color)} 1 0 0 1 ${f(x)} ${f(y)} Tm`;
  let font = '';
  for (const run of runs) {
    const wanted = run.bold ? 'F2' : 'F1';
    if (wanted !== font) {
      ops += ` /${wanted} ${f(size)} Tf`;
      font = wanted;
    }
    ops += ` ${pdfString(run.text)} Tj`;
  }
  return `${ops} ET`;
}

function circleOps(cx, cy, r) {
  const k = 0.5523 * r;
  return [
    `${f(cx + r)} ${f(cy)} m`,
    `${f(cx + r)} ${f(cy + k)} ${f(cx + k)} ${f(cy + r)} ${f(cx)} ${f(cy + r)} c`,
    `${f(cx - k)} ${f(cy + r)} ${f(cx - r)} ${f(cy + k)} ${f(cx - r)} ${f(cy)} c`,
    `${f(cx - r)} ${f(cy - k)} ${f(cx - k)} ${f(cy - r)} ${f(cx)} ${f(cy - r)} c`,
    `${f(cx + k)} ${f(cy - r)} ${f(cx + r)} ${f(cy - k)} ${f(cx + r)} ${f(cy)} c`,
    'f',
  ].join(' ');
}

/** Lays out a document into pages, each a list of content stream operators. */
function layout(doc) {
  const pages = [];
  let ops = [];
  let y = TOP;

  const newPage = () => {
    ops = [];
    pages.push(ops);
    y = TOP;
  };
  const ensure = (height) => {
    if (y - height < BOTTOM) newPage();
  };
  const paragraph = (markup, { size = 10.5, indent = 0, color = BLACK, leading = 1.4 } = {}) => {
    const lines = wrap(markup, size, TEXT_W - indent);
    const lineHeight = size * leading;
    const firstY = [];
    for (const line of lines) {
      ensure(lineHeight);
      y -= lineHeight;
      firstY.push(y);
      ops.push(textOps(line, MARGIN_X + indent, y, size, color));
    }
    return firstY[0] ?? y;
  };

  newPage();
  // Title block (first page only).
  for (const line of wrap(doc.title, 22, TEXT_W)) {
    y -= 26;
    ops.push(
      textOps(
        line.map((r) => ({ ...r, bold: true })),
        MARGIN_X,
        y,
        22,
        NAVY,
      ),
    );
  }
  if (doc.subtitle) {
    y -= 4;
    paragraph(doc.subtitle, { size: 12, color: GREY });
  }
  y -= 10;
  ops.push(`${rgbStroke(RED)} 1.5 w ${MARGIN_X} ${f(y)} m ${PAGE_W - MARGIN_X} ${f(y)} l S`);
  y -= 6;

  for (const block of doc.blocks) {
    if (block.h) {
      ensure(60);
      y -= 14;
      paragraph(`**${block.h}**`, { size: 13, color: RED, leading: 1.3 });
      y -= 3;
    } else if (block.p) {
      paragraph(block.p);
      y -= 5;
    } else if (block.ul) {
      for (const item of block.ul) {
        const { text, piste } = typeof item === 'string' ? { text: item } : item;
        // Keep an item on one page, so that its bullet is drawn next to its first line.
        ensure(wrap(text, 10.5, TEXT_W - 16).length * 10.5 * 1.4);
        const bulletY = paragraph(text, { indent: 16 });
        if (piste) {
          ops.push(`${rgb(PISTE[piste])} ${f(MARGIN_X + 2)} ${f(bulletY)} 8 8 re f`);
          if (piste === 'noire') ops.push(`1 1 1 rg ${f(MARGIN_X + 4.5)} ${f(bulletY + 2.5)} 3 3 re f`);
        } else {
          ops.push(textOps([{ text: '•', bold: false }], MARGIN_X + 4, bulletY, 10.5, RED));
        }
        y -= 2;
      }
      y -= 4;
    } else if (block.map) {
      ensure(block.map.height + 30);
      y -= 8;
      ops.push(...mapOps(block.map, MARGIN_X, y - block.map.height, TEXT_W, block.map.height));
      y -= block.map.height;
      y -= 4;
      if (block.map.caption) paragraph(block.map.caption, { size: 9, color: GREY });
      y -= 6;
    }
  }

  // Header band and footer on every page.
  const n = pages.length;
  pages.forEach((page, i) => {
    page.unshift(
      `${rgb(RED)} 0 ${PAGE_H - 44} ${PAGE_W} 44 re f`,
      `1 1 1 rg ${f(MARGIN_X)} ${PAGE_H - 30} m ${f(MARGIN_X + 10)} ${PAGE_H - 14} l ${f(MARGIN_X + 20)} ${PAGE_H - 30} l f`,
      textOps(
        typeset('**École de ski Val-Neige** · Saison 2026-2027')
          .split('**')
          .filter(Boolean)
          .map((text, j) => ({ text, bold: j === 0 })),
        MARGIN_X + 28,
        PAGE_H - 28,
        11,
        [1, 1, 1],
      ),
    );
    const footer = typeset(
      'École de ski Val-Neige · 12 place des Marmottes, 73500 Val-Neige · +33 4 79 00 12 34 · bonjour@ecole-ski-val-neige.example',
    );
    const pageNo = `${i + 1} / ${n}`;
    page.push(
      `${rgbStroke([0.75, 0.75, 0.75])} 0.5 w ${MARGIN_X} 52 m ${PAGE_W - MARGIN_X} 52 l S`,
      textOps([{ text: footer, bold: false }], MARGIN_X, 40, 7.5, GREY),
      textOps([{ text: pageNo, bold: false }], PAGE_W - MARGIN_X - textWidth(pageNo, false, 7.5), 40, 7.5, GREY),
    );
  });
  return pages;
}

/** A small schematic map: points placed from their coordinates, optional shuttle lines and a scale bar. */
function mapOps(map, x, y, w, h) {
  const ops = [];
  ops.push(`0.93 0.96 0.99 rg ${f(x)} ${f(y)} ${f(w)} ${f(h)} re f`);
  ops.push(`${rgbStroke([0.7, 0.78, 0.86])} 0.75 w ${f(x)} ${f(y)} ${f(w)} ${f(h)} re S`);
  const lats = map.points.map((p) => p.lat);
  const lngs = map.points.map((p) => p.lng);
  const kmPerLng = 111.32 * Math.cos((((Math.min(...lats) + Math.max(...lats)) / 2) * Math.PI) / 180);
  const kmPerLat = 110.57;
  const spanX = (Math.max(...lngs) - Math.min(...lngs)) * kmPerLng;
  const spanY = (Math.max(...lats) - Math.min(...lats)) * kmPerLat;
  const padL = 40;
  const padR = 170;
  const padY = 26;
  const scale = Math.min((w - padL - padR) / spanX, (h - 2 * padY) / spanY); // points per km
  const ox = x + padL + (w - padL - padR - spanX * scale) / 2;
  const oy = y + padY + (h - 2 * padY - spanY * scale) / 2;
  const pos = (p) => [ox + (p.lng - Math.min(...lngs)) * kmPerLng * scale, oy + (p.lat - Math.min(...lats)) * kmPerLat * scale];
  for (const line of map.lines ?? []) {
    const [a, b] = [map.points[line.from], map.points[line.to]].map((p) => pos(p));
    if (!a || !b) continue;
    ops.push(`${rgbStroke(line.color)} 1.5 w [4 3] 0 d ${f(a[0])} ${f(a[1])} m ${f(b[0])} ${f(b[1])} l S [] 0 d`);
    const label = typeset(line.label);
    ops.push(textOps([{ text: label, bold: false }], (a[0] + b[0]) / 2 + 6, (a[1] + b[1]) / 2 - 3, 7.5, line.color));
  }
  for (const p of map.points) {
    const [px, py] = pos(p);
    ops.push(`${rgb(p.color)} ${circleOps(px, py, 4.5)}`);
    ops.push(`1 1 1 rg ${circleOps(px, py, 1.8)}`);
    const label = typeset(p.label);
    ops.push(textOps([{ text: label, bold: true }], px + 8, py - 3 + (p.dy ?? 0), 8, NAVY));
  }
  // North arrow and 500 m scale bar.
  const nx = x + w - 22;
  const ny = y + h - 34;
  ops.push(`${rgb(NAVY)} ${f(nx - 5)} ${f(ny)} m ${f(nx)} ${f(ny + 16)} l ${f(nx + 5)} ${f(ny)} l f`);
  ops.push(textOps([{ text: 'N', bold: true }], nx - 3.5, ny + 19, 9, NAVY));
  const bar = 0.5 * scale;
  ops.push(`${rgb(NAVY)} ${f(x + w - 16 - bar)} ${f(y + 12)} ${f(bar)} 3 re f`);
  ops.push(textOps([{ text: '500 m', bold: false }], x + w - 16 - bar, y + 19, 7.5, NAVY));
  return ops;
}

// ---------------------------------------------------------------------------------------------
// PDF file
// ---------------------------------------------------------------------------------------------

function buildPdf(doc) {
  const pages = layout(doc);
  const objects = []; // object bodies; object number = index + 1
  const pageIds = pages.map((_, i) => 6 + 2 * i);
  objects[0] = '<< /Type /Catalog /Pages 2 0 R /Lang (fr-FR) /ViewerPreferences << /DisplayDocTitle true >> >>';
  objects[1] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`;
  objects[2] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[4] = [
    '<<',
    `/Title ${pdfTextString(doc.title)}`,
    `/Subject ${pdfTextString(doc.subtitle ?? doc.title)}`,
    `/Author ${pdfTextString('École de ski Val-Neige')}`,
    '/Creator (make-pdfs.mjs)',
    "/CreationDate (D:20260901090000+02'00')",
    '>>',
  ].join(' ');
  pages.forEach((ops, i) => {
    const stream = `${ops.join('\n')}\n`;
    objects[5 + 2 * i] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_W} ${PAGE_H}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${7 + 2 * i} 0 R >>`;
    objects[6 + 2 * i] = `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}endstream`;
  });

  const chunks = [Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let offset = chunks[0]?.length ?? 0;
  const offsets = [];
  objects.forEach((body, i) => {
    const chunk = Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`, 'latin1');
    offsets.push(offset);
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xrefOffset = offset;
  const id = createHash('md5').update(Buffer.concat(chunks)).digest('hex').toUpperCase();
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R /ID [<${id}> <${id}>] >>`,
    'startxref',
    String(xrefOffset),
    '%%EOF',
    '',
  ].join('\n');
  chunks.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(chunks);
}

// ---------------------------------------------------------------------------------------------
// Documents (content consistent with the demo pages)
// ---------------------------------------------------------------------------------------------

const DOCS = [
  {
    file: 'plan-des-pistes.pdf',
    title: 'Plan des pistes 2026-2027',
    subtitle: 'Domaine skiable de Val-Neige, de 1 450 à 2 720 m · 38 pistes · 19 remontées mécaniques',
    blocks: [
      { h: 'Le domaine en bref' },
      {
        p: "Saison du 12 décembre 2026 au 18 avril 2027. Remontées ouvertes de 9 h à 16 h 45, jusqu'à 17 h 15 à partir du 6 février. 19 remontées mécaniques : la télécabine du Grand Plan, 8 télésièges, 6 téléskis et 4 tapis. Ski de fond : 25 km de pistes au Plan du Lac (1 700 m).",
      },
      { h: 'Les pistes' },
      {
        ul: [
          {
            piste: 'verte',
            text: '**8 pistes vertes** autour du front de neige des Marmottes, desservies par les télésièges du Lac, des Marmottes et des Prés. Secteur débutant accessible avec le forfait Débutant (22 € la journée).',
          },
          {
            piste: 'bleue',
            text: '**14 pistes bleues**, dont la Forestière (4,2 km), la plus longue du domaine, depuis le sommet de la télécabine du Grand Plan.',
          },
          { piste: 'rouge', text: '**11 pistes rouges** sur les secteurs des Crêtes et des Granges.' },
          {
            piste: 'noire',
            text: '**5 pistes noires** au départ du télésiège de la Combe (2 720 m), dont le mur de la Combe, réservé aux skieurs confirmés.',
          },
        ],
      },
      { h: 'Les remontées mécaniques' },
      {
        ul: [
          '**Télécabine du Grand Plan** : accès aux pistes bleues du Grand Plan et au départ de la Forestière.',
          '**Télésiège du Lac** (nouveau, 6 places débrayable avec bulle) : relie le village au secteur débutant en 7 minutes.',
          '**Télésièges des Marmottes et des Prés** : pistes vertes du front de neige.',
          '**Télésiège des Granges** : secteur des Granges, au départ du hameau (parking P2 gratuit).',
          '**Télésiège des Crêtes** (arrivée à 1 950 m) : pistes rouges et lieu de rendez-vous des cours adultes niveaux 3 et 4.',
          '**Télésiège du Mont Clair** : pistes bleues et rouges du haut du domaine.',
          '**Télésiège des Choucas** : accès au snowpark des Choucas.',
          '**Télésiège de la Combe** (2 720 m) : pistes noires ; dernière montée 30 minutes avant la fermeture.',
          '**6 téléskis et 4 tapis** au secteur débutant et au jardin des neiges.',
        ],
      },
      { h: 'Sécurité' },
      {
        p: "Les enfants de moins de 1,25 m prennent le télésiège avec un adulte ou leur moniteur. Le hors-piste n'est ni balisé ni sécurisé : consultez le bulletin du risque d'avalanche affiché chaque matin à 8 h au départ des remontées. Ouvertures en temps réel : Remontées mécaniques de Val-Neige.",
      },
    ],
  },
  {
    file: 'cgv-2026-2027.pdf',
    title: 'Conditions générales de vente 2026-2027',
    subtitle: "Ventes en ligne de l'École de ski Val-Neige : résumé des principales conditions",
    blocks: [
      { h: '1. Objet et commande' },
      {
        p: "Ces conditions s'appliquent aux ventes en ligne de cours de ski, forfaits, locations, assurances et activités par l'École de ski Val-Neige, 12 place des Marmottes, 73500 Val-Neige. La commande est ferme après le paiement, confirmé par un e-mail récapitulatif. Les places en cours collectif sont garanties dans la limite des places disponibles au moment du paiement.",
      },
      { h: '2. Prix et paiement' },
      {
        p: "Les prix sont indiqués en euros, toutes taxes comprises. Le paiement s'effectue par carte bancaire sur une page sécurisée ; aucune donnée de carte n'est conservée par l'école. La taxe de séjour éventuelle est perçue pour le compte de la commune (adultes uniquement, mineurs exonérés). Les cours collectifs réservés en ligne au moins 7 jours avant le premier cours bénéficient de 10 % de réduction ; les réductions ne se cumulent pas.",
      },
      { h: '3. Absence de droit de rétractation' },
      {
        p: "Conformément à l'article L221-28 12° du Code de la consommation, le droit de rétractation ne s'applique pas aux prestations de services d'activités de loisirs fournies à une date ou à une période déterminée. Les cours, forfaits, locations et activités datés ne peuvent donc pas faire l'objet d'une rétractation après la commande.",
      },
      { h: '4. Annulation et modification' },
      {
        ul: [
          "**Annulation par l'école** (manque de neige, fermeture des remontées, groupe incomplet) : report ou remboursement intégral.",
          "**Annulation par le client** : aucun remboursement, sauf souscription de l'assurance Neige Sereine et dans les conditions de sa notice.",
          "**Changement de participant ou de semaine** : gratuit jusqu'à 15 jours avant le premier cours, selon les disponibilités.",
        ],
      },
      { h: '5. Responsabilité, réclamations et médiation' },
      {
        p: 'Les élèves doivent respecter les consignes du moniteur et les règles de conduite des usagers des pistes ; le casque est obligatoire dans tous les cours. Toute réclamation est à adresser par e-mail à bonjour@ecole-ski-val-neige.example dans les 30 jours suivant la prestation. À défaut de solution amiable, le client peut recourir gratuitement au médiateur de la consommation Médiation Tourisme Montagne.',
      },
      {
        p: "Version complète et à jour : page « Conditions générales de vente » du site de l'école.",
      },
    ],
  },
  {
    file: 'notice-assurance-neige-sereine.pdf',
    title: "Assurance Neige Sereine : notice d'information",
    subtitle: "Saison 2026-2027 · proposée par l'École de ski Val-Neige",
    blocks: [
      { h: "Pourquoi s'assurer ?" },
      {
        p: "En France, les frais de secours sur les pistes sont à la charge de la personne secourue et ne sont pas remboursés par la Sécurité sociale : une descente en traîneau coûte environ 400 €, un hélitreuillage plus de 2 000 €. Vérifiez d'abord si votre carte bancaire ou votre assurance habitation vous couvre.",
      },
      { h: 'Tarifs' },
      {
        ul: [
          '**3,30 € par jour et par personne**, pour chaque jour du séjour.',
          '**49 € pour toute la saison**, du 12 décembre 2026 au 18 avril 2027.',
        ],
      },
      { h: 'Garanties' },
      {
        ul: [
          "**Frais de secours** sur piste, et hors-piste accompagné d'un moniteur : évacuation en traîneau ou en hélicoptère.",
          "**Transport** jusqu'au cabinet médical ou à l'hôpital le plus proche.",
          '**Remboursement au prorata** des cours, forfaits et locations non utilisés après un accident ou une maladie.',
          '**Rapatriement** au domicile et **frais médicaux complémentaires**.',
        ],
      },
      { h: 'Principales exclusions' },
      {
        p: "Le hors-piste pratiqué sans moniteur, les compétitions officielles, les accidents résultant d'un état d'ivresse ou du non-respect des fermetures de pistes, ainsi que les annulations sans motif médical.",
      },
      { h: 'En cas de sinistre' },
      {
        p: "Conservez tous les justificatifs (facture des secours, certificat médical, forfait, confirmation de commande) et prévenez le chalet de l'école au +33 4 79 00 12 34. Le remboursement des jours non utilisés est calculé à partir du lendemain de l'accident.",
      },
      {
        p: "L'assurance se souscrit dans le panier, en même temps que les cours ou le forfait, pour chaque participant.",
      },
    ],
  },
  {
    file: '75-ans-ecole-val-neige.pdf',
    title: "75 ans de l'École de ski Val-Neige",
    subtitle: 'Livret anniversaire · 1948-2023',
    blocks: [
      { h: 'Des guides aux moniteurs' },
      {
        p: "En 1948, quatre guides et paysans du hameau des Granges donnent les premiers cours de ski aux vacanciers venus de Lyon et de Chambéry. On remonte alors à pied, skis sur l'épaule. Le premier téléski des Marmottes est construit en 1952, et l'école compte déjà douze moniteurs.",
      },
      { h: 'Les grandes dates' },
      {
        ul: [
          '**1948** : premiers cours de ski au hameau des Granges.',
          '**1952** : construction du téléski des Marmottes ; douze moniteurs.',
          '**1964** : mise en service du télésiège des Crêtes, qui ouvre le haut du domaine.',
          '**1972** : création du jardin des neiges et du Club Piou-Piou.',
          '**1988** : premiers cours de snowboard, donnés par deux jeunes moniteurs revenus des États-Unis.',
          '**2006** : ouverture du foyer nordique du Plan du Lac.',
          "**2023** : l'école fête ses 75 ans avec 120 moniteurs.",
        ],
      },
      { h: 'Dans nos archives' },
      {
        p: "Les archives photographiques de l'école sont exposées chaque hiver au chalet, place des Marmottes. Quelques images de l'exposition :",
      },
      {
        ul: [
          'Le premier cours, sur le champ des Granges, en skis de frêne et fixations à câble.',
          "L'inauguration du télésiège des Crêtes, sous la neige, en décembre 1964.",
          'La première promotion du Club Piou-Piou et sa mascotte.',
          'La descente aux flambeaux des moniteurs sur la piste des Marmottes, le 31 décembre.',
        ],
      },
      { h: "Aujourd'hui" },
      {
        p: "Avec 120 moniteurs, l'école reste fidèle à l'esprit de ses fondateurs : transmettre la montagne avec patience et bonne humeur, du jardin des neiges à l'Étoile d'Or.",
      },
    ],
  },
  {
    file: 'cours-collectifs-enfants-2026-2027.pdf',
    title: 'Cours collectifs enfants 2026-2027',
    subtitle: 'Ski alpin de 5 à 12 ans · programme de la semaine',
    blocks: [
      { h: 'Horaires et tarifs' },
      {
        ul: [
          '**6 matinées**, du dimanche au vendredi, de 9 h 15 à 11 h 45 : **239 €**',
          '**5 après-midi**, du dimanche au jeudi, de 14 h 30 à 17 h : **199 €**',
          '**Cours à la séance** (hors vacances scolaires) : 48 € la matinée',
        ],
      },
      {
        p: "Groupes de 10 enfants au maximum (8 en Flocon), du même âge et du même niveau, avec le même moniteur toute la semaine. Médaille et livret de progression inclus. Réservation en ligne au moins 7 jours à l'avance : 10 % de réduction.",
      },
      { h: 'La semaine, jour par jour' },
      {
        ul: [
          "**Dimanche** : accueil au chalet de l'école, place des Marmottes, répartition des groupes par niveau et découverte du secteur.",
          '**Lundi à mercredi** : exercices ludiques et progression technique selon le niveau, découverte de nouvelles pistes.',
          '**Jeudi** : sortie découverte du domaine avec le groupe, et initiation au slalom pour les plus grands.',
          "**Vendredi** : test de niveau (passage des étoiles) le matin, puis remise des médailles à 12 h au chalet de l'école. Les parents sont les bienvenus !",
        ],
      },
      { h: 'Forfait' },
      {
        p: "Le forfait n'est pas compris. En Flocon et 1re Étoile, le forfait Débutant suffit (22 € la journée) ; à partir de la 2e Étoile, l'enfant a besoin d'un forfait Val-Neige.",
      },
      { h: 'À prévoir' },
      {
        ul: [
          'Un **casque**, obligatoire dans tous nos cours, et des gants ou moufles chauds.',
          "Des lunettes de soleil ou un masque, de la crème solaire et un tour de cou (pas d'écharpe).",
          'Le forfait attaché à la veste, et un petit goûter dans la poche.',
          "Le nom et le numéro de téléphone d'un parent inscrits dans le casque.",
        ],
      },
      {
        p: "Rendez-vous 10 minutes avant le cours sous le panneau de votre niveau, au lieu indiqué sur la confirmation. Pensez à l'assurance : les frais de secours sur piste ne sont pas pris en charge par la Sécurité sociale.",
      },
    ],
  },
  {
    file: 'niveaux-esf-enfants.pdf',
    title: 'Niveaux de ski enfants',
    subtitle: "Référentiel ESF, du Piou-Piou à l'Étoile d'Or : ce qu'il faut savoir faire",
    blocks: [
      { h: 'Les premiers pas' },
      {
        ul: [
          '**Piou-Piou** (dès 3 ans) : découvrir la neige, marcher et glisser skis aux pieds, se relever seul. Au jardin des neiges.',
          "**Ourson** (4-5 ans) : glisser en chasse-neige, s'arrêter, prendre le tapis et faire ses premiers virages sur pente douce.",
          "**Flocon** : enchaîner des virages en chasse-neige sur une piste verte, utiliser le téléski, s'arrêter où on le décide.",
        ],
      },
      { h: 'Les Étoiles' },
      {
        ul: [
          '**1re Étoile** : virages élémentaires sur piste verte, début de dérapage, prendre seul le télésiège.',
          '**2e Étoile** : virages avec skis parallèles en fin de courbe, pistes bleues, traversées et dérapage latéral.',
          '**3e Étoile** : virages parallèles enchaînés sur pistes bleues et rouges faciles, dérapage arrondi, petites bosses.',
        ],
      },
      { h: 'Bronze, Or et après' },
      {
        ul: [
          '**Étoile de Bronze** : virages coupés, godille, pistes rouges et terrains variés.',
          "**Étoile d'Or** : tous terrains et toutes neiges, pistes noires, bosses, premiers sauts. C'est le plus haut niveau des cours enfants.",
          '**Flèche et Chamois** : tests chronométrés en slalom géant et en slalom, pour les enfants qui rêvent de compétition.',
        ],
      },
      { h: 'Quel niveau choisir ?' },
      {
        p: "Réservez le niveau qui suit le dernier niveau obtenu : un enfant qui a eu sa 1re Étoile s'inscrit en 2e Étoile. Si la dernière semaine de ski date de plus d'un an, restez au même niveau. Les tests ont lieu le vendredi matin en cours collectifs enfants.",
      },
    ],
  },
  {
    file: 'plan-du-village.pdf',
    title: 'Plan du village de Val-Neige',
    subtitle: "Se repérer, se garer et rejoindre l'école",
    blocks: [
      {
        map: {
          height: 230,
          caption:
            "Schéma indicatif, orienté au nord, établi d'après les coordonnées des lieux de rendez-vous. Le chalet de l'école est à deux pas de l'arrêt de navette « Front de neige ».",
          points: [
            { lat: 45.3824, lng: 6.5862, label: "Chalet de l'école (1 550 m)", color: RED },
            { lat: 45.3817, lng: 6.5889, label: 'Jardin des neiges', color: [0.95, 0.55, 0.1], dy: -8 },
            { lat: 45.3768, lng: 6.5951, label: 'Sommet des Crêtes (1 950 m)', color: NAVY },
            { lat: 45.3869, lng: 6.5801, label: 'Les Granges (P2)', color: [0.2, 0.55, 0.35] },
            { lat: 45.3903, lng: 6.5746, label: 'Foyer nordique du Plan du Lac', color: [0.2, 0.55, 0.35] },
          ],
          lines: [
            { from: 3, to: 0, label: 'Navette 1', color: [0.1, 0.4, 0.85] },
            { from: 4, to: 3, label: 'Navette 3', color: [0.1, 0.4, 0.85] },
          ],
        },
      },
      { h: 'Repères' },
      {
        ul: [
          "**Chalet de l'école** : 12 place des Marmottes, au pied du front de neige. Rendez-vous principal des cours.",
          "**Jardin des neiges des Oursons** : rue des Chalets, à 200 m à l'est du chalet.",
          '**Les Granges** : départ du télésiège des Granges, route des Granges.',
          "**Foyer nordique du Plan du Lac** : route du Plan du Lac, à 1 700 m d'altitude.",
          '**Loueurs partenaires** : Glisse Attitude (place des Marmottes) et Marmotte Ski Service (Les Granges).',
        ],
      },
      { h: 'Stationnement et navettes' },
      {
        ul: [
          '**Parking couvert P1 des Marmottes** : payant (14 € la journée, 62 € la semaine), à 100 m du chalet.',
          '**Parking P2 des Granges** : gratuit, relié au front de neige par la navette ligne 1.',
          '**Navettes gratuites** toutes les 15 minutes de 8 h à 19 h 30 : ligne 1 (Les Granges - Front de neige), ligne 2 (Le Grand Plan), ligne 3 (Plan du Lac).',
        ],
      },
      {
        p: 'Le stationnement est interdit sur la place des Marmottes : prévoyez 15 minutes de plus le premier jour pour déposer les enfants.',
      },
    ],
  },
];

for (const doc of DOCS) {
  const pdf = buildPdf(doc);
  writeFileSync(join(OUT_DIR, doc.file), pdf);
  console.log(`${doc.file}: ${pdf.length} bytes`);
}
