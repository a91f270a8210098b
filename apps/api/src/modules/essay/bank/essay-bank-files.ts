import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESSAY_SUBJECT_IDS, ZEssayBankFileSchema, type EssayBankFile } from '@eps/contracts';

/**
 * The shipped bank files sit next to this module in src and, copied by the api build, in dist; they are
 * read from disk rather than imported so the seed never depends on how the bundler treats JSON.
 */
export const ESSAY_BANK_DIR = __dirname;

export const essayBankFilePath = (subject: string, dir = ESSAY_BANK_DIR) => join(dir, `${subject}.json`);

/** Every subject's file, validated; a missing or malformed file throws with the file named. */
export function readEssayBankFiles(dir = ESSAY_BANK_DIR): EssayBankFile[] {
  return ESSAY_SUBJECT_IDS.map((subject) => essayBankFilePath(subject, dir)).map((path) => {
    const parsed = ZEssayBankFileSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    if (!parsed.success) {
      throw new Error(`Essay bank file ${path} is invalid: ${parsed.error.message}`);
    }
    return parsed.data;
  });
}
