import { join } from 'node:path';
import { ZFormulaFileSchema, type Formula, type SyllabusTopicInput } from '@eps/contracts';
import { contentDataDir, jsonFilesIn, readJson, readSyllabusFiles } from '../questions/import/content-files';

/** A formula with the name of its topic resolved (a syllabus topic's name, or the topic as written). */
export interface FormulaRecord {
  formula: Formula;
  topicName: string;
}

export interface FormulaData {
  records: FormulaRecord[];
  /** `<syllabus-id>:<code>` → topic name, for every syllabus topic. */
  topicNames: Map<string, string>;
  /** Syllabus id → its title ("AQA A-level Physics (7408)"). */
  syllabusTitles: Map<string, string>;
}

function addTopics(syllabusId: string, topics: SyllabusTopicInput[], into: Map<string, string>) {
  for (const topic of topics) {
    into.set(`${syllabusId}:${topic.code}`, topic.name);
    addTopics(syllabusId, topic.children, into);
  }
}

/** data/formulas/*.json, each validated (the message names the file and the field), with topic names. */
export function readFormulaData(dataDir = contentDataDir()): FormulaData {
  const topicNames = new Map<string, string>();
  const syllabusTitles = new Map<string, string>();
  for (const { file } of readSyllabusFiles(dataDir)) {
    syllabusTitles.set(file.id, file.title);
    addTopics(file.id, file.topics, topicNames);
  }
  const records = jsonFilesIn(join(dataDir, 'formulas')).flatMap((path) =>
    readJson(path, ZFormulaFileSchema).formulas.map((formula) => ({
      formula,
      topicName: topicNames.get(formula.topic) ?? formula.topic,
    })),
  );
  return { records, topicNames, syllabusTitles };
}
