import { Injectable } from '@nestjs/common';
import type {
  Formula,
  FormulaDetail,
  FormulaQuestion,
  FormulaSearchItem,
  FormulaSearchQuery,
  FormulaSearchResponse,
} from '@eps/contracts';
import { QuestionSearchService } from '../questions/question-search.service';
import { readFormulaData, type FormulaData, type FormulaRecord } from './formula-data';
import { FormulaErrors } from './formulas.errors';
import { FormulaIndex } from './search/formula-index';

/** Bank questions listed with a formula. */
const QUESTIONS_PER_FORMULA = 6;
/** Keywords tried after the name when the name alone finds too few questions. */
const KEYWORDS_TRIED = 2;

const item = (hit: { record: FormulaRecord; score: number; matchedBy: FormulaSearchItem['matchedBy'] }) =>
  ({
    ...hit.record.formula,
    score: Math.round(hit.score * 1000) / 1000,
    matchedBy: hit.matchedBy,
  }) satisfies FormulaSearchItem;

/**
 * Formula search over data/formulas (read once, indexed in memory: see search/formula-index.ts for why),
 * and each formula's bank questions through the question bank's own search. `search(q, limit)` is what
 * other modules (the chat tutor's retrieval) call.
 */
@Injectable()
export class FormulasService {
  private data: FormulaData | null = null;
  private indexed: FormulaIndex | null = null;

  constructor(private readonly questionSearch: QuestionSearchService) {}

  private load(): { data: FormulaData; index: FormulaIndex } {
    if (!this.data || !this.indexed) {
      this.data = readFormulaData();
      this.indexed = new FormulaIndex(this.data.records);
    }
    return { data: this.data, index: this.indexed };
  }

  /** The best formulas for a query (words, a symbol or LaTeX), best first. */
  search(q: string, limit = 5): FormulaSearchItem[] {
    return this.load().index.search(q).slice(0, limit).map(item);
  }

  list(query: FormulaSearchQuery): FormulaSearchResponse {
    const { data, index } = this.load();
    const filter = this.filterFor(query, data);
    const text = query.q?.trim();
    const hits = text
      ? index.search(text, filter)
      : data.records
          .filter(filter)
          .sort(
            (a, b) =>
              a.formula.subjects[0].localeCompare(b.formula.subjects[0]) ||
              a.formula.name.localeCompare(b.formula.name),
          )
          .map((record) => ({ record, score: 0, matchedBy: [] }));
    const subjects = [...new Set(data.records.flatMap((r) => r.formula.subjects))].sort();
    return { items: hits.slice(0, query.limit).map(item), total: hits.length, subjects };
  }

  async get(id: string): Promise<FormulaDetail> {
    const record = this.load().data.records.find((r) => r.formula.id === id);
    if (!record) throw FormulaErrors.notFound();
    return { ...record.formula, questions: await this.questionsUsing(record.formula) };
  }

  /**
   * Approved bank questions about the formula: the bank's search (stems, spelling repair, ranking) for its
   * name, then its first keywords until enough are found.
   */
  private async questionsUsing(formula: Formula): Promise<FormulaQuestion[]> {
    const found = new Map<string, FormulaQuestion>();
    for (const q of [formula.name, ...formula.keywords.slice(0, KEYWORDS_TRIED)]) {
      if (found.size >= QUESTIONS_PER_FORMULA) break;
      const page = await this.questionSearch.search({
        q,
        page: 1,
        pageSize: QUESTIONS_PER_FORMULA,
      });
      for (const question of page.items)
        if (found.size < QUESTIONS_PER_FORMULA && !found.has(question.id))
          found.set(question.id, { id: question.id, title: question.title, subject: question.subject });
    }
    return [...found.values()];
  }

  private filterFor(query: FormulaSearchQuery, data: FormulaData): (record: FormulaRecord) => boolean {
    const subject = query.subject?.trim().toLowerCase();
    const topic = query.topic?.trim();
    if (topic?.includes(':') && !data.topicNames.has(topic)) throw FormulaErrors.unknownTopic(topic);
    const topicName = topic?.toLowerCase();
    return ({ formula, topicName: name }) =>
      (!subject || formula.subjects.some((s) => s.toLowerCase() === subject)) &&
      (!topic ||
        (topic.includes(':')
          ? formula.topic === topic || formula.topic.startsWith(`${topic}.`)
          : name.toLowerCase().includes(topicName!)));
  }
}
