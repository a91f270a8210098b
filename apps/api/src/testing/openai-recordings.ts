import fs from 'node:fs';
import path from 'node:path';

/** One recorded answer the fake OpenAI server replays (test/fixtures/openai/*.json). */
export interface OpenAiRecording {
  file: string;
  task: string;
  /** Absent on the generic recording of a task, which answers any material. */
  match?: string;
  content: string;
}

const RECORDINGS_DIR = path.resolve(__dirname, '../../../../test/fixtures/openai');

/** The recordings of the given tasks, so each domain checks its own answers against its own schemas. */
export function openAiRecordings(tasks: readonly string[]): OpenAiRecording[] {
  return fs
    .readdirSync(RECORDINGS_DIR)
    .filter((file) => file.endsWith('.json'))
    .map((file) => ({
      file,
      ...(JSON.parse(fs.readFileSync(path.join(RECORDINGS_DIR, file), 'utf8')) as Omit<
        OpenAiRecording,
        'file'
      >),
    }))
    .filter((recording) => tasks.includes(recording.task));
}
