import { applyMatrix, compose, IDENTITY, invert, type Box, type Matrix } from '../page-geometry';
import { contains, inside, intersects, mappedBox, overlapArea } from './boxes';
import { parseContent, writeOperation, type Operand, type Operation } from './content-syntax';
import type { TextFont } from './text-fonts';

/** What a content stream refers to by name, and what happens to an XObject painted under an area. */
export interface ContentContext {
  font: (name: string) => TextFont;
  /**
   * Called for each `Do` with the matrix in force: 'keep' leaves it; a name paints that XObject instead
   * (a copy with the area blanked or redacted); null removes the painting.
   */
  xObject: (name: string, ctm: Matrix) => 'keep' | string | null;
}

/** What was taken out of one content stream. */
export interface ContentCounts {
  glyphs: number;
  inlineImages: number;
  paths: number;
  clippedPaths: number;
}

interface TextState {
  font: TextFont | null;
  size: number;
  charSpacing: number;
  wordSpacing: number;
  scale: number;
  leading: number;
  rise: number;
}

interface GraphicsState {
  ctm: Matrix;
  text: TextState;
}

const PATH_BUILDING = new Set(['m', 'l', 'c', 'v', 'y', 'h', 're']);
const PATH_PAINTING = new Set(['S', 's', 'f', 'F', 'f*', 'B', 'B*', 'b', 'b*', 'n']);
const TEXT_SHOWING = new Set(['Tj', 'TJ', "'", '"']);
/** A glyph is taken out when this share of its box is under an area (or its centre is). */
const GLYPH_SHARE = 0.2;

const encoder = new TextEncoder();
const numberOf = (operand: Operand | undefined) => (operand?.kind === 'number' ? operand.value : 0);

/**
 * Takes out of a content stream what is painted under the areas (boxes in the stream's base space):
 * glyphs (their codes leave the string; a kerning gap keeps the following glyphs where they were),
 * inline images, and paths wholly under an area; a path partly under one is painted clipped around it.
 * XObjects are left to the context. Everything else is written back byte for byte.
 */
export class ContentRedactor {
  readonly counts: ContentCounts = { glyphs: 0, inlineImages: 0, paths: 0, clippedPaths: 0 };
  private readonly out: Uint8Array[] = [];
  private state: GraphicsState;
  private readonly saved: GraphicsState[] = [];
  private tm: Matrix = IDENTITY;
  private tlm: Matrix = IDENTITY;
  private path: Operation[] = [];
  private pathBox: Box | null = null;
  private clipping = false;
  /** Open marked-content spans: the output index of a BDC carrying /ActualText, and whether glyphs went. */
  private readonly spans: Array<{ at: number; op: Operation } | null> = [];
  private removedInSpan = false;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly areas: Box[],
    private readonly context: ContentContext,
    ctm: Matrix,
    /** Bounds of everything the stream can paint, in its base space: the outside of a clip-around. */
    private readonly bounds: Box,
  ) {
    const text: TextState = {
      font: null,
      size: 0,
      charSpacing: 0,
      wordSpacing: 0,
      scale: 1,
      leading: 0,
      rise: 0,
    };
    this.state = { ctm, text };
  }

  run(): Uint8Array {
    for (const op of parseContent(this.bytes)) this.operation(op);
    const size = this.out.reduce((sum, part) => sum + part.length + 1, 0);
    const joined = new Uint8Array(size);
    let at = 0;
    for (const part of this.out) {
      joined.set(part, at);
      joined[at + part.length] = 10;
      at += part.length + 1;
    }
    return joined;
  }

  private keep(op: Operation): void {
    this.out.push(this.bytes.subarray(op.start, op.end));
  }

  private write(text: string): void {
    this.out.push(encoder.encode(text));
  }

  private underAreas(box: Box): boolean {
    return this.areas.some((area) => intersects(area, box));
  }

  private operation(op: Operation): void {
    const { operator, operands } = op;
    if (PATH_BUILDING.has(operator)) return this.buildPath(op);
    if (operator === 'W' || operator === 'W*') {
      this.clipping = true;
      this.path.push(op);
      return;
    }
    if (PATH_PAINTING.has(operator)) return this.paintPath(op);
    if (TEXT_SHOWING.has(operator)) return this.showText(op);
    const text = this.state.text;
    switch (operator) {
      case 'q':
        this.saved.push({ ctm: this.state.ctm, text: { ...text } });
        break;
      case 'Q':
        this.state = this.saved.pop() ?? this.state;
        break;
      case 'cm':
        this.state.ctm = compose(operands.map(numberOf) as unknown as Matrix, this.state.ctm);
        break;
      case 'BT':
        this.tm = this.tlm = IDENTITY;
        break;
      case 'Tf': {
        const name = operands[0];
        text.font = name?.kind === 'name' ? this.context.font(name.value) : null;
        text.size = numberOf(operands[1]);
        break;
      }
      case 'Tc':
        text.charSpacing = numberOf(operands[0]);
        break;
      case 'Tw':
        text.wordSpacing = numberOf(operands[0]);
        break;
      case 'Tz':
        text.scale = numberOf(operands[0]) / 100;
        break;
      case 'TL':
        text.leading = numberOf(operands[0]);
        break;
      case 'Ts':
        text.rise = numberOf(operands[0]);
        break;
      case 'Td':
        this.moveLine(numberOf(operands[0]), numberOf(operands[1]));
        break;
      case 'TD':
        text.leading = -numberOf(operands[1]);
        this.moveLine(numberOf(operands[0]), numberOf(operands[1]));
        break;
      case 'Tm':
        this.tm = this.tlm = operands.map(numberOf) as unknown as Matrix;
        break;
      case 'T*':
        this.moveLine(0, -text.leading);
        break;
      case 'BI':
        return this.inlineImage(op);
      case 'Do':
        return this.paintXObject(op);
      case 'BDC':
        return this.beginSpan(op);
      case 'BMC':
        this.spans.push(null);
        break;
      case 'EMC':
        this.endSpan();
        break;
    }
    this.keep(op);
  }

  private moveLine(tx: number, ty: number): void {
    this.tm = this.tlm = compose([1, 0, 0, 1, tx, ty], this.tlm);
  }

  private buildPath(op: Operation): void {
    const n = op.operands.map(numberOf);
    const points: Array<[number, number]> = [];
    if (op.operator === 're')
      points.push([n[0], n[1]], [n[0] + n[2], n[1] + n[3]], [n[0] + n[2], n[1]], [n[0], n[1] + n[3]]);
    else for (let i = 0; i + 1 < n.length; i += 2) points.push([n[i], n[i + 1]]);
    for (const [x, y] of points) {
      const [px, py] = applyMatrix(this.state.ctm, x, y);
      const b = this.pathBox;
      this.pathBox = b
        ? [Math.min(b[0], px), Math.min(b[1], py), Math.max(b[2], px), Math.max(b[3], py)]
        : [px, py, px, py];
    }
    this.path.push(op);
  }

  private paintPath(op: Operation): void {
    const path = this.path;
    const box = this.pathBox;
    const clipping = this.clipping;
    this.path = [];
    this.pathBox = null;
    this.clipping = false;
    const painted = op.operator !== 'n';
    if (!painted || !box || !this.underAreas(box)) {
      path.forEach((part) => this.keep(part));
      return this.keep(op);
    }
    if (this.areas.some((area) => contains(area, box))) {
      this.counts.paths++;
      // A clip set with the painting still applies: the path stays as a clip, unpainted.
      if (clipping) {
        path.forEach((part) => this.keep(part));
        this.write('n');
      }
      return;
    }
    if (clipping) {
      path.forEach((part) => this.keep(part));
      return this.keep(op);
    }
    this.counts.clippedPaths++;
    this.write(`q ${this.clipAround()} W* n`);
    path.forEach((part) => this.keep(part));
    this.keep(op);
    this.write('Q');
  }

  /** A path of the stream's bounds with the areas cut out (even-odd), in the current user space. */
  private clipAround(): string {
    const toUser = invert(this.state.ctm);
    const ring = ([x0, y0, x1, y1]: Box) => {
      const corners = [
        applyMatrix(toUser, x0, y0),
        applyMatrix(toUser, x1, y0),
        applyMatrix(toUser, x1, y1),
        applyMatrix(toUser, x0, y1),
      ];
      const [first, ...rest] = corners.map(([x, y]) => `${+x.toFixed(3)} ${+y.toFixed(3)}`);
      return `${first} m ${rest.map((p) => `${p} l`).join(' ')} h`;
    };
    return [this.bounds, ...this.areas].map(ring).join(' ');
  }

  private inlineImage(op: Operation): void {
    if (this.underAreas(mappedBox(this.state.ctm, [0, 0, 1, 1]))) {
      this.counts.inlineImages++;
      return;
    }
    this.keep(op);
  }

  private paintXObject(op: Operation): void {
    const name = op.operands[0];
    if (name?.kind !== 'name') return this.keep(op);
    const replacement = this.context.xObject(name.value, this.state.ctm);
    if (replacement === 'keep') return this.keep(op);
    if (replacement !== null) this.write(writeOperation('Do', [{ kind: 'name', value: replacement }]));
  }

  private beginSpan(op: Operation): void {
    const properties = op.operands[1];
    const actualText = properties?.kind === 'dict' && properties.entries.has('ActualText');
    this.spans.push(actualText ? { at: this.out.length, op } : null);
    if (actualText) this.removedInSpan = false;
    this.keep(op);
  }

  /** A span whose glyphs were taken out loses its /ActualText, which would still read them out. */
  private endSpan(): void {
    const span = this.spans.pop();
    if (span && this.removedInSpan) {
      const [tag, properties] = span.op.operands;
      if (properties.kind === 'dict') {
        const entries = new Map(properties.entries);
        entries.delete('ActualText');
        this.out[span.at] = encoder.encode(writeOperation('BDC', [tag, { kind: 'dict', entries }]));
      }
    }
  }

  private showText(op: Operation): void {
    const text = this.state.text;
    const { operator, operands } = op;
    let prefix = '';
    let items: Operand[];
    if (operator === '"') {
      text.wordSpacing = numberOf(operands[0]);
      text.charSpacing = numberOf(operands[1]);
      prefix = `${writeOperation('Tw', [operands[0]])} ${writeOperation('Tc', [operands[1]])} T* `;
      this.moveLine(0, -text.leading);
      items = [operands[2]];
    } else if (operator === "'") {
      prefix = 'T* ';
      this.moveLine(0, -text.leading);
      items = [operands[0]];
    } else items = operator === 'TJ' && operands[0]?.kind === 'array' ? operands[0].items : [operands[0]];

    const kept: Operand[] = [];
    let removed = 0;
    for (const item of items) {
      if (item?.kind === 'number') {
        this.advance((-item.value / 1000) * text.size * text.scale);
        kept.push(item);
      } else if (item?.kind === 'string') removed += this.showString(item.bytes, kept);
    }
    if (removed === 0) return this.keep(op);
    this.counts.glyphs += removed;
    this.removedInSpan = true;
    this.write(`${prefix}${writeOperation('TJ', [{ kind: 'array', items: kept }])}`);
  }

  private advance(tx: number): void {
    this.tm = compose([1, 0, 0, 1, tx, 0], this.tm);
  }

  /** Shows one string: kept codes go to `kept`, each taken-out one becomes a gap as wide; returns how many went. */
  private showString(bytes: Uint8Array, kept: Operand[]): number {
    const text = this.state.text;
    const font = text.font;
    if (!font) {
      kept.push({ kind: 'string', bytes });
      return 0;
    }
    let removed = 0;
    let run: number[] = [];
    const flush = () => {
      if (run.length > 0) kept.push({ kind: 'string', bytes: Uint8Array.from(run) });
      run = [];
    };
    const toPage = (tm: Matrix) =>
      compose(compose([text.size * text.scale, 0, 0, text.size, 0, text.rise], tm), this.state.ctm);
    for (const { code, bytes: codeBytes, isSpace } of font.codes(bytes)) {
      const width = font.width(code);
      const tx = (width * text.size + text.charSpacing + (isSpace ? text.wordSpacing : 0)) * text.scale;
      const glyph = mappedBox(toPage(this.tm), [0, font.descent, width, font.ascent]);
      if (this.glyphUnderAreas(glyph)) {
        flush();
        removed++;
        // A gap of the glyph's advance: a TJ number n moves by -n/1000 · size · scale.
        const gap = text.size * text.scale === 0 ? 0 : (-tx * 1000) / (text.size * text.scale);
        const last = kept[kept.length - 1];
        if (last?.kind === 'number') last.value += gap;
        else kept.push({ kind: 'number', value: gap });
      } else run.push(...codeBytes);
      this.advance(tx);
    }
    flush();
    return removed;
  }

  private glyphUnderAreas(glyph: Box): boolean {
    const area = (glyph[2] - glyph[0]) * (glyph[3] - glyph[1]);
    const cx = (glyph[0] + glyph[2]) / 2;
    const cy = (glyph[1] + glyph[3]) / 2;
    return this.areas.some(
      (box) => inside(box, cx, cy) || (area > 0 && overlapArea(box, glyph) >= GLYPH_SHARE * area),
    );
  }
}
