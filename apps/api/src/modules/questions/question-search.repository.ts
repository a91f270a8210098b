import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { FacetBucket, QuestionFacet, QuestionSource, TopicRef } from '@eps/contracts';
import { HIGHLIGHT_END, HIGHLIGHT_START } from './search-text';

export interface SearchFilters {
  /** Already spell-corrected; websearch syntax ("quoted phrases", or, -word). */
  text?: string;
  board?: string;
  qualification?: string;
  subject?: string;
  /** Topic id; questions on any topic below it match too. */
  topicId?: string;
  year?: number;
  marks?: number;
  commandWord?: string;
  difficulty?: number;
  type?: string;
}

export interface SearchOptions {
  limit: number;
  offset: number;
  /** A syllabus whose topics get facet counts (a question counts for its topics and every topic above). */
  topicFacetSyllabus?: string;
}

export interface SearchPage {
  total: number;
  facets: { facet: QuestionFacet; value: string; count: number }[];
  /** The page, in rank order. */
  items: SearchItemRow[];
}

export interface SearchItemRow {
  id: string;
  title: string;
  headline: string | null;
  text: string;
  subjects: string[];
  total_marks: number;
  difficulty: number | null;
  source: QuestionSource;
  source_url: string | null;
  licence: string;
  attribution: string;
  topics: TopicRef[] | null;
}

export interface Correction {
  word: string;
  /** Approved questions that use the word itself (0 when none does). */
  documents: number;
  suggestion: string | null;
  suggestionDocuments: number;
  similarity: number;
}

const HEADLINE_OPTIONS = `StartSel=${HIGHLIGHT_START}, StopSel=${HIGHLIGHT_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
/** A question's topics as TopicRef JSON, for a query over `questions q`. */
const TOPICS_OF_Q = `SELECT json_agg(json_build_object('id', t.id, 'syllabusId', t.syllabus_id, 'code', t.code, 'name', t.name)
                            ORDER BY t.syllabus_id, t.position)
                   FROM question_topics qt JOIN topics t ON t.id = qt.topic_id WHERE qt.question_id = q.id`;
/** What ts_headline and the plain snippet are cut from: the stem, or for one-line stems also the parts. */
const SNIPPET_TEXT = `concat_ws(' ', nullif(q.stem, ''), q.parts_text)`;

/** Per topic of one syllabus, how many matched questions sit on it or below it (the closure table's rows). */
const topicFacets = (syllabusParam: string) =>
  `SELECT 'topic', t.syllabus_id || ':' || t.code, count(DISTINCT m.id)::int
   FROM matched m JOIN question_topics qt ON qt.question_id = m.id
   JOIN topic_closure tc ON tc.descendant_id = qt.topic_id
   JOIN topics t ON t.id = tc.ancestor_id AND t.syllabus_id = ${syllabusParam}
   GROUP BY t.syllabus_id, t.code`;

/** Approved questions by full-text query and filters; facets count the matching set per value. */
@Injectable()
export class QuestionSearchRepository {
  constructor(private readonly db: DataSource) {}

  /**
   * For each word: how many approved questions use it and, when that is at most `rareBelow`, the most
   * similar other word they use (pg_trgm similarity, a little in favour of common words so a one-off typo
   * in the data is not preferred). Common words skip the trigram lookup, the costly part.
   */
  corrections(words: string[], rareBelow: number): Promise<Correction[]> {
    if (!words.length) return Promise.resolve([]);
    return this.db.query(
      `SELECT w.word, coalesce(v0.documents, 0) AS documents, s.word AS suggestion,
              coalesce(s.documents, 0) AS "suggestionDocuments", coalesce(s.similarity, 0)::float AS similarity
       FROM unnest($1::text[]) AS w(word)
       LEFT JOIN search_vocabulary v0 ON v0.word = w.word
       LEFT JOIN LATERAL (
         SELECT v.word, v.documents, similarity(v.word, w.word) AS similarity FROM search_vocabulary v
         WHERE coalesce(v0.documents, 0) <= $2 AND lower(v.word) % w.word AND v.word <> w.word
         ORDER BY similarity(v.word, w.word) * (1 + ln(v.documents) / 10) DESC, v.word
         LIMIT 1
       ) s ON true`,
      [words, rareBelow],
    );
  }

  async search(
    filters: SearchFilters,
    { limit, offset, topicFacetSyllabus }: SearchOptions,
  ): Promise<SearchPage> {
    const params: unknown[] = [];
    const p = (value: unknown) => `$${params.push(value)}`;
    const where = [`q.status = 'approved'`];
    let rank = '0::real';
    let headline = 'NULL::text';
    if (filters.text) {
      const query = `websearch_to_tsquery('english', ${p(filters.text)})`;
      where.push(`q.search_document @@ ${query}`);
      rank = `ts_rank(q.search_document, ${query})`;
      headline = `ts_headline('english', ${SNIPPET_TEXT}, ${query}, ${p(HEADLINE_OPTIONS)})`;
    }
    const inArray = (column: string, value: string) =>
      `EXISTS (SELECT 1 FROM unnest(q.${column}) AS v WHERE lower(v) = lower(${p(value)}))`;
    if (filters.board) where.push(inArray('boards', filters.board));
    if (filters.qualification) where.push(inArray('qualifications', filters.qualification));
    if (filters.subject) where.push(inArray('subjects', filters.subject));
    if (filters.type) where.push(`${p(filters.type)} = ANY (q.answer_types)`);
    if (filters.year !== undefined) where.push(`q.year = ${p(filters.year)}`);
    if (filters.marks !== undefined) where.push(`q.total_marks = ${p(filters.marks)}`);
    if (filters.difficulty !== undefined) where.push(`q.difficulty = ${p(filters.difficulty)}`);
    if (filters.commandWord) where.push(`lower(q.command_word) = lower(${p(filters.commandWord)})`);
    if (filters.topicId) {
      where.push(`EXISTS (SELECT 1 FROM question_topics qt JOIN topic_closure tc ON tc.descendant_id = qt.topic_id
                          WHERE qt.question_id = q.id AND tc.ancestor_id = ${p(filters.topicId)})`);
    }
    const [row] = await this.db.query(
      `WITH matched AS MATERIALIZED (
         SELECT q.id, q.title, q.boards, q.qualifications, q.subjects, q.answer_types, q.total_marks, q.difficulty,
                q.year, q.command_word, q.source, ${rank} AS rank
         FROM questions q WHERE ${where.join(' AND ')}
       ),
       facets AS (
         SELECT f.facet, f.value, count(*)::int AS count
         FROM matched m CROSS JOIN LATERAL (
           SELECT 'board', unnest(m.boards)
           UNION ALL SELECT 'qualification', unnest(m.qualifications)
           UNION ALL SELECT 'subject', unnest(m.subjects)
           UNION ALL SELECT 'type', unnest(m.answer_types)
           UNION ALL SELECT 'marks', m.total_marks::text
           UNION ALL SELECT 'source', m.source
           UNION ALL SELECT 'difficulty', m.difficulty::text WHERE m.difficulty IS NOT NULL
           UNION ALL SELECT 'year', m.year::text WHERE m.year IS NOT NULL
           UNION ALL SELECT 'commandWord', m.command_word WHERE m.command_word IS NOT NULL
         ) AS f (facet, value)
         GROUP BY f.facet, f.value
         ${topicFacetSyllabus ? `UNION ALL ${topicFacets(p(topicFacetSyllabus))}` : ''}
       )
       SELECT (SELECT count(*)::int FROM matched) AS total,
              (SELECT coalesce(json_agg(json_build_object('facet', facet, 'value', value, 'count', count)), '[]'::json)
                 FROM facets) AS facets,
              (SELECT coalesce(json_agg(json_build_object(
                        'id', q.id, 'title', q.title, 'headline', ${headline}, 'text', left(${SNIPPET_TEXT}, 400),
                        'subjects', q.subjects, 'total_marks', q.total_marks, 'difficulty', q.difficulty,
                        'source', q.source, 'source_url', q.source_url, 'licence', q.licence,
                        'attribution', q.attribution, 'topics', (${TOPICS_OF_Q})
                      ) ORDER BY page.rank DESC, page.title, page.id), '[]'::json)
                 FROM (SELECT id, rank, title FROM matched ORDER BY rank DESC, title, id
                       LIMIT ${p(limit)} OFFSET ${p(offset)}) AS page
                 JOIN questions q ON q.id = page.id) AS items`,
      params,
    );
    return row as SearchPage;
  }

  async syllabusExists(id: string): Promise<boolean> {
    const rows: unknown[] = await this.db.query(`SELECT 1 FROM syllabuses WHERE id = $1`, [id]);
    return rows.length > 0;
  }

  /** A topic by id, or by syllabus and code; null when there is none. */
  async topicId(ref: { id: string } | { syllabusId: string; code: string }): Promise<string | null> {
    const rows: { id: string }[] =
      'id' in ref
        ? await this.db.query(`SELECT id FROM topics WHERE id = $1`, [ref.id])
        : await this.db.query(`SELECT id FROM topics WHERE syllabus_id = $1 AND code = $2`, [
            ref.syllabusId,
            ref.code,
          ]);
    return rows[0]?.id ?? null;
  }
}

export function groupFacets(
  rows: SearchPage['facets'],
  facetNames: readonly QuestionFacet[],
): Record<QuestionFacet, FacetBucket[]> {
  const out = Object.fromEntries(facetNames.map((f) => [f, [] as FacetBucket[]])) as Record<
    QuestionFacet,
    FacetBucket[]
  >;
  for (const r of rows) out[r.facet]?.push({ value: r.value, count: r.count });
  for (const buckets of Object.values(out))
    buckets.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'en', { numeric: true }));
  return out;
}
