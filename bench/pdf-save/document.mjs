/**
 * The bench's input: a text-heavy A4 document (a revision pack) and annotations on every page as the
 * PDF annotator stores them (libs/pdf-annotate/src/model.ts: unscaled page units, origin top-left).
 * Everything is deterministic, so two runs of the bench save the same thing.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@cantoo/fontkit';
import { createCanvas } from '@napi-rs/canvas';
import { PageSizes, PDFDocument } from '@cantoo/pdf-lib';

const require = createRequire(import.meta.url);
const fontFile = (name) => fs.readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${name}`));

const [PAGE_WIDTH, PAGE_HEIGHT] = PageSizes.A4;
const MARGIN = 56;
const BODY_SIZE = 10.5;
const LEADING = 14;

const WORDS = (
  'energy momentum velocity displacement enzyme substrate mitochondria respiration equilibrium ' +
  'reaction oxidation reduction electron nucleus isotope wavelength frequency amplitude derivative ' +
  'integral function gradient tangent vector matrix probability distribution variance hypothesis ' +
  'evidence economy inflation supply demand elasticity revolution treaty parliament sonnet metaphor'
).split(' ');

/** A small linear congruential generator: the same "random" text on every run. */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

function sentence(random) {
  const length = 8 + Math.floor(random() * 10);
  const words = Array.from({ length }, () => WORDS[Math.floor(random() * WORDS.length)]);
  const text = words.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

/** Lines of running text that fit the text width, as a word processor would break them. */
function paragraphLines(random, font, width) {
  const lines = [];
  let line = '';
  for (let i = 0; i < 6; i += 1) {
    for (const word of sentence(random).split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && font.widthOfTextAtSize(candidate, BODY_SIZE) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
  }
  lines.push(line);
  return lines;
}

/**
 * `pages` A4 pages, each a heading and about 45 lines of body text, page number at the foot, in fonts
 * embedded as subsets (as word processors and LaTeX write them).
 */
export async function revisionPack(pages) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const body = await doc.embedFont(fontFile('DejaVuSerif.ttf'), { subset: true });
  const bold = await doc.embedFont(fontFile('DejaVuSans-Bold.ttf'), { subset: true });
  const random = seeded(42);
  for (let n = 1; n <= pages; n += 1) {
    const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    let y = PAGE_HEIGHT - MARGIN;
    page.drawText(`Unit ${n}: revision notes`, { x: MARGIN, y, size: 16, font: bold });
    y -= 28;
    while (y > MARGIN + 2 * LEADING) {
      for (const line of paragraphLines(random, body, PAGE_WIDTH - 2 * MARGIN)) {
        if (y <= MARGIN + 2 * LEADING) break;
        page.drawText(line, { x: MARGIN, y, size: BODY_SIZE, font: body });
        y -= LEADING;
      }
      y -= LEADING / 2;
    }
    page.drawText(String(n), { x: PAGE_WIDTH / 2, y: MARGIN / 2, size: 9, font: body });
  }
  return doc.save();
}

/** A 240 × 160 diagram-like PNG (flat colours and lines, as a pasted figure usually is). */
export function figurePng() {
  const canvas = createCanvas(240, 160);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#f8fafc';
  ctx.fillRect(0, 0, 240, 160);
  ctx.strokeStyle = '#0f172a';
  ctx.lineWidth = 2;
  ctx.beginPath();
  ctx.moveTo(20, 140);
  ctx.lineTo(220, 140);
  ctx.moveTo(20, 140);
  ctx.lineTo(20, 20);
  ctx.stroke();
  ctx.strokeStyle = '#2563eb';
  ctx.beginPath();
  for (let x = 0; x <= 200; x += 4) ctx.lineTo(20 + x, 140 - 110 * Math.sin((x / 200) * Math.PI));
  ctx.stroke();
  ctx.fillStyle = '#dc2626';
  for (const [x, y] of [
    [60, 70],
    [120, 32],
    [180, 70],
  ])
    ctx.fillRect(x - 4, y - 4, 8, 8);
  return new Uint8Array(canvas.toBuffer('image/png'));
}

/** A freehand stroke as pointer events give it: one point every few units along a wavy line. */
function stroke(random, color, size) {
  const x0 = 80 + random() * 300;
  const y0 = 120 + random() * 600;
  const points = Array.from({ length: 40 }, (_, i) => ({
    x: x0 + i * 3,
    y: y0 + 12 * Math.sin(i / 5) + random() * 2,
  }));
  return { color, size, points };
}

const FORMULAS = ['\\frac{a}{b}', 'E = mc^2', '\\int_0^1 x^2\\,dx = \\frac{1}{3}', '\\sqrt{b^2 - 4ac}'];

/**
 * Annotations on every page: three pen strokes, a text note (the six families in turn, so the
 * embedded fonts are in play), a LaTeX formula on every third page, the same figure placed once per
 * page (shapes in turn) and a white-out. `model` is the lib's model module (FONT_FAMILIES, IMAGE_SHAPES).
 */
export function annotationsFor(pages, { FONT_FAMILIES, IMAGE_SHAPES }) {
  const random = seeded(7);
  const image = { mimeType: 'image/png', bytes: figurePng(), naturalWidth: 240, naturalHeight: 160 };
  const byPage = {};
  for (let n = 1; n <= pages; n += 1) {
    const texts = [
      {
        id: `t${n}`,
        content: `Check this step (${n})`,
        x: 300,
        y: 760,
        isLatex: false,
        fontFamily: FONT_FAMILIES[n % FONT_FAMILIES.length],
        fontSize: 16,
      },
    ];
    if (n % 3 === 0)
      texts.push({
        id: `f${n}`,
        content: FORMULAS[(n / 3) % FORMULAS.length],
        x: 320,
        y: 700,
        isLatex: true,
        fontFamily: 'Arial',
        fontSize: 20,
      });
    byPage[n] = {
      drawings: [stroke(random, '#000000', 2), stroke(random, '#dc2626', 4), stroke(random, '#2563eb', 1)],
      texts,
      images: [
        {
          id: `i${n}`,
          image,
          x: 340,
          y: 420,
          width: 180,
          height: 120,
          shape: IMAGE_SHAPES[n % IMAGE_SHAPES.length],
        },
      ],
      deletions: [{ x: 56, y: 300, width: 220, height: 40, opacity: n % 2 ? 1 : 0.7 }],
    };
  }
  return byPage;
}
