/**
 * A PDF content stream read as operations (ISO 32000-1, 7.8.2): each operator with its operands and
 * the bytes it came from, so an operation that redaction leaves alone is written back byte for byte.
 */

export type Operand =
  | { kind: 'number'; value: number }
  | { kind: 'name'; value: string }
  | { kind: 'string'; bytes: Uint8Array }
  | { kind: 'array'; items: Operand[] }
  | { kind: 'dict'; entries: Map<string, Operand> }
  | { kind: 'keyword'; value: string };

export interface Operation {
  operator: string;
  operands: Operand[];
  /** Its bytes in the stream, operands first; an inline image (BI … EI) is one operation. */
  start: number;
  end: number;
}

const isWhite = (c: number) => c === 0 || c === 9 || c === 10 || c === 12 || c === 13 || c === 32;
const isDelimiter = (c: number) =>
  c === 0x28 ||
  c === 0x29 ||
  c === 0x3c ||
  c === 0x3e ||
  c === 0x5b ||
  c === 0x5d ||
  c === 0x7b ||
  c === 0x7d ||
  c === 0x2f ||
  c === 0x25;
const isRegular = (c: number) => !isWhite(c) && !isDelimiter(c);
const hexValue = (c: number) =>
  c >= 0x30 && c <= 0x39 ? c - 0x30 : c >= 0x41 && c <= 0x46 ? c - 55 : c >= 0x61 && c <= 0x66 ? c - 87 : -1;

const ESCAPES: Record<number, number> = { 0x6e: 10, 0x72: 13, 0x74: 9, 0x62: 8, 0x66: 12 };

type Token =
  | Operand
  | { kind: 'operator'; value: string }
  | { kind: 'open'; value: '[' | '<<' }
  | { kind: 'close'; value: ']' | '>>' };

class Lexer {
  at = 0;
  constructor(readonly bytes: Uint8Array) {}

  skipSpace(): void {
    const { bytes } = this;
    while (this.at < bytes.length) {
      const c = bytes[this.at];
      if (isWhite(c)) this.at++;
      else if (c === 0x25)
        while (this.at < bytes.length && bytes[this.at] !== 10 && bytes[this.at] !== 13) this.at++;
      else break;
    }
  }

  /** The next token, or null at the end of the stream. */
  next(): Token | null {
    this.skipSpace();
    const { bytes } = this;
    if (this.at >= bytes.length) return null;
    const c = bytes[this.at];
    if (c === 0x28) return { kind: 'string', bytes: this.literalString() };
    if (c === 0x3c && bytes[this.at + 1] === 0x3c) return ((this.at += 2), { kind: 'open', value: '<<' });
    if (c === 0x3e && bytes[this.at + 1] === 0x3e) return ((this.at += 2), { kind: 'close', value: '>>' });
    if (c === 0x3c) return { kind: 'string', bytes: this.hexString() };
    if (c === 0x5b) return (this.at++, { kind: 'open', value: '[' });
    if (c === 0x5d) return (this.at++, { kind: 'close', value: ']' });
    if (c === 0x2f) return { kind: 'name', value: this.name() };
    if (c === 0x7b || c === 0x7d || c === 0x29 || c === 0x3e) {
      this.at++;
      return { kind: 'operator', value: String.fromCharCode(c) };
    }
    const start = this.at;
    while (this.at < bytes.length && isRegular(bytes[this.at])) this.at++;
    const word = String.fromCharCode(...bytes.subarray(start, this.at));
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(word)) return { kind: 'number', value: Number(word) };
    if (word === 'true' || word === 'false' || word === 'null') return { kind: 'keyword', value: word };
    return { kind: 'operator', value: word };
  }

  private literalString(): Uint8Array {
    const { bytes } = this;
    const out: number[] = [];
    let depth = 0;
    this.at++;
    while (this.at < bytes.length) {
      const c = bytes[this.at++];
      if (c === 0x5c) {
        const e = bytes[this.at++];
        if (ESCAPES[e] !== undefined) out.push(ESCAPES[e]);
        else if (e >= 0x30 && e <= 0x37) {
          let value = e - 0x30;
          for (let k = 0; k < 2 && bytes[this.at] >= 0x30 && bytes[this.at] <= 0x37; k++)
            value = value * 8 + bytes[this.at++] - 0x30;
          out.push(value & 0xff);
        } else if (e === 13) {
          if (bytes[this.at] === 10) this.at++;
        } else if (e !== 10) out.push(e);
      } else if (c === 0x28) {
        depth++;
        out.push(c);
      } else if (c === 0x29) {
        if (depth === 0) break;
        depth--;
        out.push(c);
      } else out.push(c);
    }
    return Uint8Array.from(out);
  }

  private hexString(): Uint8Array {
    const { bytes } = this;
    const digits: number[] = [];
    this.at++;
    while (this.at < bytes.length && bytes[this.at] !== 0x3e) {
      const v = hexValue(bytes[this.at++]);
      if (v >= 0) digits.push(v);
    }
    this.at++;
    if (digits.length % 2 === 1) digits.push(0);
    const out = new Uint8Array(digits.length / 2);
    for (let i = 0; i < out.length; i++) out[i] = digits[2 * i] * 16 + digits[2 * i + 1];
    return out;
  }

  private name(): string {
    const { bytes } = this;
    const start = ++this.at;
    while (this.at < bytes.length && isRegular(bytes[this.at])) this.at++;
    return String.fromCharCode(...bytes.subarray(start, this.at)).replace(
      /#([0-9a-fA-F]{2})/g,
      (_, h: string) => String.fromCharCode(parseInt(h, 16)),
    );
  }

  /** After `ID`: the inline image's data ends at whitespace, `EI`, then whitespace or the end. */
  skipInlineImageData(): void {
    const { bytes } = this;
    let at = this.at + 1;
    while (at < bytes.length) {
      if (
        bytes[at] === 0x45 &&
        bytes[at + 1] === 0x49 &&
        isWhite(bytes[at - 1]) &&
        (at + 2 >= bytes.length || isWhite(bytes[at + 2]) || isDelimiter(bytes[at + 2]))
      ) {
        this.at = at + 2;
        return;
      }
      at++;
    }
    this.at = bytes.length;
  }
}

/** Collects an array or dictionary's items up to its closing token. */
function collect(lexer: Lexer, close: ']' | '>>'): Operand[] {
  const items: Operand[] = [];
  for (let token = lexer.next(); token; token = lexer.next()) {
    if (token.kind === 'close') {
      if (token.value === close) return items;
      continue;
    }
    if (token.kind === 'open') items.push(compound(lexer, token.value));
    else if (token.kind === 'operator') items.push({ kind: 'keyword', value: token.value });
    else items.push(token);
  }
  return items;
}

function compound(lexer: Lexer, open: '[' | '<<'): Operand {
  if (open === '[') return { kind: 'array', items: collect(lexer, ']') };
  const items = collect(lexer, '>>');
  const entries = new Map<string, Operand>();
  for (let i = 0; i + 1 < items.length; i += 2) {
    const key = items[i];
    if (key.kind === 'name') entries.set(key.value, items[i + 1]);
  }
  return { kind: 'dict', entries };
}

export function parseContent(bytes: Uint8Array): Operation[] {
  const lexer = new Lexer(bytes);
  const operations: Operation[] = [];
  let operands: Operand[] = [];
  let start = -1;
  for (;;) {
    lexer.skipSpace();
    const tokenStart = lexer.at;
    const token = lexer.next();
    if (!token) break;
    if (start < 0) start = tokenStart;
    if (token.kind === 'operator') {
      if (token.value === 'BI') {
        // BI key value … ID data EI: the dictionary's entries, then the data skipped.
        const items: Operand[] = [];
        for (let t = lexer.next(); t && !(t.kind === 'operator' && t.value === 'ID'); t = lexer.next()) {
          if (t.kind === 'open') items.push(compound(lexer, t.value));
          else if (t.kind !== 'close' && t.kind !== 'operator') items.push(t);
        }
        lexer.skipInlineImageData();
        operands = items;
      }
      operations.push({ operator: token.value, operands, start, end: lexer.at });
      operands = [];
      start = -1;
    } else if (token.kind === 'open') operands.push(compound(lexer, token.value));
    else if (token.kind !== 'close') operands.push(token);
  }
  return operations;
}

const hex = (bytes: Uint8Array) => `<${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}>`;
const number = (value: number) =>
  Number.isInteger(value) ? String(value) : String(Number(value.toFixed(4)));
const escapeName = (name: string) =>
  name.replace(/[^!-~]|[#()<>[\]{}/%]/g, (c) => `#${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

export function writeOperand(operand: Operand): string {
  switch (operand.kind) {
    case 'number':
      return number(operand.value);
    case 'name':
      return `/${escapeName(operand.value)}`;
    case 'string':
      return hex(operand.bytes);
    case 'array':
      return `[${operand.items.map(writeOperand).join(' ')}]`;
    case 'dict':
      return `<<${[...operand.entries].map(([k, v]) => `/${escapeName(k)} ${writeOperand(v)}`).join(' ')}>>`;
    case 'keyword':
      return operand.value;
  }
}

/** An operation written anew, as text (inline images are never written anew). */
export const writeOperation = (operator: string, operands: Operand[]) =>
  [...operands.map(writeOperand), operator].join(' ');
