import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ZodType } from 'zod';
import {
  ZOriginalQuestionFileSchema,
  ZSyllabusFileSchema,
  type OriginalQuestionFile,
  type SyllabusFile,
} from '@eps/contracts';
import { OatutorTopicMap, ZOatutorTopicMapFileSchema } from './oatutor-topic-map';

/**
 * The content shipped in the repository's data/ folder (never ../shared: a school's clone has only the
 * repo). Found by walking up from this file, which sits at the same depth under src (ts-node, jest) and
 * under dist (the build), unless CONTENT_DATA_DIR names it.
 */
export function contentDataDir(start = __dirname): string {
  if (process.env.CONTENT_DATA_DIR) return process.env.CONTENT_DATA_DIR;
  for (let dir = start; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'data', 'syllabuses'))) return join(dir, 'data');
    if (dirname(dir) === dir)
      throw new Error(`No data/syllabuses folder above ${start}; set CONTENT_DATA_DIR.`);
  }
}

/** A data file that does not match its schema: the message names the file and the field. */
export class ContentFileError extends Error {}

export function readJson<T>(path: string, schema: ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new ContentFileError(`${path}: not valid JSON (${(err as Error).message})`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`)
      .join('; ');
    throw new ContentFileError(`${path}: ${issues}`);
  }
  return parsed.data;
}

export const jsonFilesIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(dir, f))
    : [];

export function readSyllabusFiles(dataDir: string): { path: string; file: SyllabusFile }[] {
  return jsonFilesIn(join(dataDir, 'syllabuses')).map((path) => {
    const file = readJson(path, ZSyllabusFileSchema);
    const expected = path.replace(/^.*[\\/]/, '').replace(/\.json$/, '');
    if (file.id !== expected)
      throw new ContentFileError(`${path}: id: "${file.id}" must match the file name "${expected}".`);
    return { path, file };
  });
}

export function readOriginalQuestionFiles(dataDir: string): { path: string; file: OriginalQuestionFile }[] {
  return jsonFilesIn(join(dataDir, 'questions', 'original')).map((path) => ({
    path,
    file: readJson(path, ZOriginalQuestionFileSchema),
  }));
}

export function readOatutorTopicMap(dataDir: string): OatutorTopicMap {
  return new OatutorTopicMap(
    readJson(join(dataDir, 'oatutor', 'topic-map.json'), ZOatutorTopicMapFileSchema),
  );
}

export const oatutorProblemsPath = (dataDir: string) => join(dataDir, 'oatutor', 'oatutor-problems.jsonl.gz');

export function readOatutorLines(dataDir: string): string[] {
  const path = oatutorProblemsPath(dataDir);
  if (!existsSync(path)) return [];
  return gunzipSync(readFileSync(path))
    .toString('utf8')
    .split('\n')
    .filter((line) => line.trim());
}

/** Every file the import reads, for the fingerprint that lets an unchanged start skip the import. */
export function contentFilePaths(dataDir: string): string[] {
  return [
    ...jsonFilesIn(join(dataDir, 'syllabuses')),
    ...jsonFilesIn(join(dataDir, 'questions', 'original')),
    join(dataDir, 'oatutor', 'topic-map.json'),
    oatutorProblemsPath(dataDir),
  ].filter(existsSync);
}
