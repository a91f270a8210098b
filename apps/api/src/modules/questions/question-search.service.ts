import { Injectable } from '@nestjs/common';
import {
  QUESTION_FACETS,
  type QuestionSearchItem,
  type QuestionSearchQuery,
  type QuestionSearchResponse,
} from '@eps/contracts';
import { isUuid } from '../../common/uuid';
import { QuestionErrors } from './questions.errors';
import {
  groupFacets,
  QuestionSearchRepository,
  type Correction,
  type SearchItemRow,
} from './question-search.repository';
import { applyCorrections, highlightHtml, plainSnippet, wordsToCheck } from './search-text';

/** A word used by at most this many questions may itself be a typo in the data ("probabilty" is in 6). */
const RARE_WORD_DOCUMENTS = 10;
const RARE_WORD_MIN_SIMILARITY = 0.55;
const RARE_WORD_MIN_RATIO = 20;

/**
 * A word no approved question uses is replaced by its nearest neighbour. A rare word is replaced only by a
 * very similar one that is much more common, so a real but rare word (heptagon) is kept.
 */
export function shouldCorrect(c: Correction): boolean {
  if (!c.suggestion) return false;
  if (c.documents === 0) return true;
  return (
    c.documents <= RARE_WORD_DOCUMENTS &&
    c.similarity >= RARE_WORD_MIN_SIMILARITY &&
    c.suggestionDocuments >= RARE_WORD_MIN_RATIO * c.documents
  );
}

function toItem(row: SearchItemRow): QuestionSearchItem {
  return {
    id: row.id,
    title: row.title,
    snippet: row.headline ? highlightHtml(row.headline) : plainSnippet(row.text),
    subject: row.subjects[0] ?? null,
    subjects: row.subjects,
    topics: row.topics ?? [],
    marks: row.total_marks,
    difficulty: row.difficulty,
    source: { kind: row.source, url: row.source_url, licence: row.licence, attribution: row.attribution },
  };
}

/**
 * Search of the approved bank: query words that no approved question uses are replaced by the most
 * similar word that one does (so "pythagorus" finds Pythagorean), then Postgres full-text search ranks
 * title over stem over mark scheme; filters narrow with AND.
 */
@Injectable()
export class QuestionSearchService {
  constructor(private readonly repo: QuestionSearchRepository) {}

  async search(query: QuestionSearchQuery): Promise<QuestionSearchResponse> {
    const text = query.q?.trim() || undefined;
    let searched = text;
    let correctedQuery: string | null = null;
    if (text) {
      const corrections = new Map(
        (await this.repo.corrections(wordsToCheck(text), RARE_WORD_DOCUMENTS))
          .filter(shouldCorrect)
          .map((c) => [c.word, c.suggestion!]),
      );
      if (corrections.size) {
        searched = applyCorrections(text, corrections);
        correctedQuery = searched;
      }
    }
    const topicId = query.topic ? await this.resolveTopic(query.topic) : undefined;
    if (query.topicFacets && !(await this.repo.syllabusExists(query.topicFacets)))
      throw QuestionErrors.unknownSyllabusForFacets(query.topicFacets);
    const page = await this.repo.search(
      {
        text: searched,
        board: query.board || undefined,
        qualification: query.qualification || undefined,
        subject: query.subject || undefined,
        topicId,
        year: query.year,
        marks: query.marks,
        commandWord: query.commandWord || undefined,
        difficulty: query.difficulty,
        type: query.type,
      },
      {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
        topicFacetSyllabus: query.topicFacets || undefined,
      },
    );
    return {
      items: page.items.map(toItem),
      total: page.total,
      page: query.page,
      pageSize: query.pageSize,
      facets: groupFacets(page.facets, QUESTION_FACETS),
      correctedQuery,
    };
  }

  private async resolveTopic(topic: string): Promise<string> {
    const colon = topic.indexOf(':');
    const byId: boolean = isUuid(topic);
    const id = byId
      ? await this.repo.topicId({ id: topic.toLowerCase() })
      : colon > 0
        ? await this.repo.topicId({ syllabusId: topic.slice(0, colon), code: topic.slice(colon + 1) })
        : null;
    if (!id) throw QuestionErrors.unknownTopic(topic);
    return id;
  }
}
