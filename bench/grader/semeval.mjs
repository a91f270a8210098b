/**
 * The SemEval-2013 Task 7 training split (data/semeval-2013/training.tar.gz, CC BY-SA 3.0), read
 * straight from the tarball, or any file, directory or tarball of the task's XML (BENCH_GRADER_TEST).
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

/** The 3-way label of a 3-way or 5-way SemEval label (the 5-way "partially correct…" and the rest are incorrect). */
const label3Of = (label) => (label === 'correct' || label === 'contradictory' ? label : 'incorrect');

/** The XML files under a path: a .tar.gz like the training split's, a directory, or one file. */
function xmlFiles(source) {
  if (/\.(tar\.gz|tgz)$/.test(source)) return untar(zlib.gunzipSync(fs.readFileSync(source)));
  if (fs.statSync(source).isFile()) return new Map([[source, fs.readFileSync(source, 'utf8')]]);
  const files = new Map();
  for (const name of fs.readdirSync(source, { recursive: true }))
    if (String(name).endsWith('.xml'))
      files.set(String(name), fs.readFileSync(path.join(source, String(name)), 'utf8'));
  return files;
}

/**
 * Every question in SemEval-2013 Task 7 files (by default the training split): { corpus: 'sciEntsBank' |
 * 'beetle' | 'other', id, question, references: string[], answers: [{ id, answer, label3: 'correct' |
 * 'contradictory' | 'incorrect', label2: 'correct' | 'incorrect' }] }. The corpus comes from the file's
 * path; the 2-way copies of a question are skipped (its 3-way or 5-way labels give the 2-way ones).
 */
export function loadSemEval(source = SEMEVAL_TARBALL) {
  const files = xmlFiles(source);
  const questions = new Map();
  for (const [name, xml] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    const full = source.endsWith('.xml') ? name : `${source}/${name}`;
    if (!name.endsWith('.xml') || /(^|\/)2way\//.test(full)) continue;
    const corpus = /beetle/i.test(full) ? 'beetle' : /scientsbank/i.test(full) ? 'sciEntsBank' : 'other';
    const questionId = /<question\b[^>]*\bid="([^"]+)"/.exec(xml)?.[1];
    if (!questionId || questions.has(`${corpus}:${questionId}`)) continue;
    questions.set(`${corpus}:${questionId}`, {
      corpus,
      id: `${corpus}:${questionId}`,
      question: elements(xml, 'questionText')[0]?.text ?? '',
      references: elements(xml, 'referenceAnswer').map((r) => r.text),
      answers: elements(xml, 'studentAnswer').map((a) => ({
        id: a.attributes.id,
        answer: a.text,
        label3: label3Of(a.attributes.accuracy),
        label2: a.attributes.accuracy === 'correct' ? 'correct' : 'incorrect',
      })),
    });
  }
  return [...questions.values()];
}
