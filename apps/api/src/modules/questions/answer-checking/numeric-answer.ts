import type { Unit } from 'mathjs';
import { evaluateAt, math, parseExpression, UnreadableAnswerError, variablesOf } from './expression';
import { latexToExpression } from './latex-to-expression';

/** A number as written, with its unit if it had one and whether it was a percentage. */
export interface ReadNumber {
  value: number;
  unit: string | null;
  percent: boolean;
  /** Decimal places written ("3.14" → 2), for "rounded correctly" checks; null for exact forms like 1/2. */
  decimals: number | null;
}

/** Units as people write them → mathjs names: N·s, Ω, °C, µm, degrees. */
export function normaliseUnit(units: string): string {
  return units
    .replace(/[·⋅*]/g, ' ')
    .replace(/Ω/g, 'ohm')
    .replace(/(?:°|\bdeg\s*)([CF])\b/g, 'deg$1')
    .replace(/°/g, 'deg')
    .replace(/[µμ]/g, 'u')
    .replace(/\bdegrees?\b/g, 'deg')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Where the unit starts: the first letter that is not e-notation or a function/constant name. */
const NUMBER_WORDS = /^(?:pi|sqrt|nthRoot|abs|ln|log|log10|exp|sin|cos|tan|Infinity)\b/;

function splitUnit(text: string): [string, string] {
  for (let i = 0; i < text.length; i++) {
    const rest = text.slice(i);
    if (!/^[A-Za-zµΩ°]/.test(rest)) continue;
    if (/^e[-+]?\d/i.test(rest) && /[\d.]\s*$/.test(text.slice(0, i))) continue;
    const word = NUMBER_WORDS.exec(rest);
    if (word) {
      i += word[0].length - 1;
      continue;
    }
    return [text.slice(0, i).trim(), rest.trim()];
  }
  return [text.trim(), ''];
}

/** "0.5", "1/2", "5e-1", "50%", "1,250", "$$\frac{3}{4}$$", "5 km", "9.8 m/s^2" → a value and unit. */
export function readNumber(answer: string): ReadNumber {
  let text = latexToExpression(answer.replace(/°\s*([CF])\b/g, ' deg$1')).replace(
    /\bdeg\s+([CF])\b/g,
    'deg$1',
  );
  const percent = /%\s*$/.test(text);
  if (percent) text = text.replace(/%\s*$/, '');
  const [numberPart, unitPart] = splitUnit(text);
  if (!numberPart) throw new UnreadableAnswerError('no number in the answer');
  const node = parseExpression(numberPart);
  if (variablesOf(node).length) throw new UnreadableAnswerError('the answer is not a number');
  const value = evaluateAt(node, {});
  if (typeof value !== 'number' || Number.isNaN(value))
    throw new UnreadableAnswerError('the answer is not a number');
  // Checked against the part's units by the caller: a unit mathjs does not know ("units", "£") may still be the one asked for.
  const unit = unitPart || null;
  const plain = /^[-+]?\d*\.(\d+)$/.exec(numberPart.replace(/\s/g, ''));
  const integer = /^[-+]?\d+$/.test(numberPart.replace(/\s/g, ''));
  return { value, unit, percent, decimals: plain ? plain[1].length : integer ? 0 : null };
}

/** `value unit` in `target` units; null when the units measure different things (or one is not a unit). */
export function convertUnit(value: number, from: string, target: string): number | null {
  try {
    const u: Unit = math.unit(value, normaliseUnit(from));
    return u.toNumber(normaliseUnit(target));
  } catch {
    return null;
  }
}

export function isKnownUnit(units: string): boolean {
  try {
    math.unit(1, normaliseUnit(units));
    return true;
  } catch {
    return false;
  }
}
