import type { MasteryEntry, ReviewRating } from '@eps/contracts';
import type { AttemptEvent, TopicInfo } from './mastery.repository';

const RATINGS: ReviewRating[] = ['again', 'hard', 'good', 'easy'];

export interface PartMastery {
  recall: number;
  attempts: number;
  correct: number;
  last: Date;
}

export type RecallModel = (history: Array<{ at: Date; rating: ReviewRating }>) => number;

/** Per part: its chance of recall now (from the whole history), how often it was tried and got right. */
export function masteryByPart(events: AttemptEvent[], recall: RecallModel): Map<string, PartMastery> {
  const histories = new Map<string, Array<{ at: Date; rating: ReviewRating }>>();
  for (const e of events) {
    const history = histories.get(e.part_id) ?? [];
    history.push({ at: new Date(e.at), rating: RATINGS[e.rating - 1] });
    histories.set(e.part_id, history);
  }
  const out = new Map<string, PartMastery>();
  for (const [partId, history] of histories)
    out.set(partId, {
      recall: recall(history),
      attempts: history.length,
      correct: history.filter((h) => h.rating === 'good' || h.rating === 'easy').length,
      last: history[history.length - 1].at,
    });
  return out;
}

/**
 * A topic's mastery is the mean recall of the parts practised under it (its own and its subtopics'),
 * so a topic is mastered when what was practised in it is remembered; topics never practised are absent.
 */
export function rollUp(
  parts: Map<string, PartMastery>,
  partTopics: Array<{ part_id: string; topic_id: string }>,
  topics: TopicInfo[],
): { topics: MasteryEntry[]; specificationPoints: MasteryEntry[] } {
  const partsOf = new Map<string, PartMastery[]>();
  for (const { part_id, topic_id } of partTopics) {
    const part = parts.get(part_id);
    if (!part) continue;
    partsOf.set(topic_id, [...(partsOf.get(topic_id) ?? []), part]);
  }
  const entries = topics
    .filter((t) => partsOf.has(t.id))
    .sort(
      (a, b) =>
        a.syllabus_id.localeCompare(b.syllabus_id) || a.code.localeCompare(b.code, 'en', { numeric: true }),
    )
    .map((t) => {
      const ps = partsOf.get(t.id) as PartMastery[];
      const entry: MasteryEntry = {
        topicId: t.id,
        syllabusId: t.syllabus_id,
        code: t.code,
        name: t.name,
        mastery: Math.round((ps.reduce((s, p) => s + p.recall, 0) / ps.length) * 1000) / 1000,
        partsPractised: ps.length,
        attempts: ps.reduce((s, p) => s + p.attempts, 0),
        correct: ps.reduce((s, p) => s + p.correct, 0),
        lastPractised: new Date(Math.max(...ps.map((p) => p.last.getTime()))).toISOString(),
      };
      return { entry, leaf: t.is_leaf };
    });
  return {
    topics: entries.filter((e) => !e.leaf).map((e) => e.entry),
    specificationPoints: entries.filter((e) => e.leaf).map((e) => e.entry),
  };
}
