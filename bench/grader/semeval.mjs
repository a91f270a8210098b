/**
 * The SemEval-2013 Task 7 training split (data/semeval-2013/training.tar.gz, CC BY-SA 3.0), read
 * straight from the tarball: the 3-way files, whose labels give the 2-way ones (correct vs the rest).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from '../../scripts/lib/paths.mjs';

export const SEMEVAL_TARBALL = path.join(ROOT, 'data/semeval-2013/training.tar.gz');

/** The files of a (ustar) tar archive: name → text. */
function untar(buffer) {
  const files = new Map();
  for (let offset = 0; offset + 512 <= buffer.length;) {
    const header = buffer.subarray(offset, offset + 512);
    const name = header.toString('utf8', 0, 100).replace(/\0.*$/s, '');
    if (!name) break;
    const prefix = header.toString('utf8', 345, 500).replace(/\0.*$/s, '');
    const size = parseInt(header.toString('utf8', 124, 136).replace(/\0.*$/s, '').trim() || '0', 8);
    const type = header.toString('utf8', 156, 157);
    const body = buffer.subarray(offset + 512, offset + 512 + size);
    if (type === '0' || type === '\0') files.set(prefix ? `${prefix}/${name}` : name, body.toString('utf8'));
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

const decode = (s) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();

const elements = (xml, tag) =>
  [...xml.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) => ({
    attributes: Object.fromEntries([...m[1].matchAll(/(\w+)="([^"]*)"/g)].map((a) => [a[1], a[2]])),
    text: decode(m[2]),
  }));

/**
 * Every question of the split: { corpus: 'sciEntsBank' | 'beetle', id, question, references: string[],
 * answers: [{ id, answer, label3: 'correct' | 'contradictory' | 'incorrect', label2: 'correct' | 'incorrect' }] }.
 */
export function loadSemEval() {
  const files = untar(zlib.gunzipSync(fs.readFileSync(SEMEVAL_TARBALL)));
  const questions = [];
  for (const [name, xml] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const where = /(?:^|\/)3way\/(sciEntsBank|beetle)\/[^/]+\.xml$/.exec(name);
    if (!where) continue;
    const id = /<question\b[^>]*\bid="([^"]+)"/.exec(xml)[1];
    questions.push({
      corpus: where[1],
      id: `${where[1]}:${id}`,
      question: elements(xml, 'questionText')[0]?.text ?? '',
      references: elements(xml, 'referenceAnswer').map((r) => r.text),
      answers: elements(xml, 'studentAnswer').map((a) => ({
        id: a.attributes.id,
        answer: a.text,
        label3: a.attributes.accuracy,
        label2: a.attributes.accuracy === 'correct' ? 'correct' : 'incorrect',
      })),
    });
  }
  return questions;
}
