import { replay, retrievability } from '../review/fsrs-scheduler';
import { masteryByPart, rollUp, type RecallModel } from './mastery';
import type { TopicInfo } from './mastery.repository';

const now = new Date('2027-03-01T10:00:00Z');
const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * 86_400_000);
const recall: RecallModel = (history) => {
  const card = replay(history);
  return card ? retrievability(card, now) : 0;
};

const topic = (id: string, code: string, isLeaf: boolean): TopicInfo => ({
  id,
  syllabus_id: 'physics',
  code,
  name: `Topic ${code}`,
  is_leaf: isLeaf,
  position: 0,
});

describe('masteryByPart', () => {
  it('replays each part’s attempts in order: right answers recalled, wrong ones not', () => {
    const parts = masteryByPart(
      [
        { part_id: 'p1', at: at(3), rating: 1 },
        { part_id: 'p1', at: at(2), rating: 3 },
        { part_id: 'p1', at: at(1), rating: 3 },
        { part_id: 'p2', at: at(1), rating: 1 },
      ],
      recall,
    );
    expect(parts.get('p1')).toMatchObject({ attempts: 3, correct: 2, last: at(1) });
    expect(parts.get('p2')).toMatchObject({ attempts: 1, correct: 0 });
    expect(parts.get('p1')!.recall).toBeGreaterThan(0.9);
    expect(parts.get('p2')!.recall).toBeLessThan(parts.get('p1')!.recall);
  });
});

describe('rollUp', () => {
  const parts = new Map([
    ['p1', { recall: 0.9, attempts: 2, correct: 2, last: at(1) }],
    ['p2', { recall: 0.5, attempts: 1, correct: 0, last: at(2) }],
  ]);
  const partTopics = [
    { part_id: 'p1', topic_id: 'mech' },
    { part_id: 'p1', topic_id: 'mech.1' },
    { part_id: 'p2', topic_id: 'mech' },
    { part_id: 'p2', topic_id: 'mech.2' },
    { part_id: 'unpractised', topic_id: 'waves' },
  ];
  const topics = [
    topic('mech', '3.4', false),
    topic('mech.1', '3.4.1', true),
    topic('mech.2', '3.4.2', true),
    topic('waves', '3.3', false),
  ];

  it('averages recall over the parts under each topic and splits parents from specification points', () => {
    const { topics: parents, specificationPoints } = rollUp(parts, partTopics, topics);
    expect(parents).toEqual([
      expect.objectContaining({
        topicId: 'mech',
        mastery: 0.7,
        partsPractised: 2,
        attempts: 3,
        correct: 2,
        lastPractised: at(1).toISOString(),
      }),
    ]);
    expect(specificationPoints.map((p) => [p.code, p.mastery])).toEqual([
      ['3.4.1', 0.9],
      ['3.4.2', 0.5],
    ]);
  });
});
