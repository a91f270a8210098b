import type { TopicNode } from '@eps/contracts';

/** The topic filter's value: `<syllabus-id>:<code>`, which the API accepts and a person can read in a URL. */
export function topicValue(syllabusId: string, code: string): string {
  return `${syllabusId}:${code}`;
}

/** The syllabus of a topic filter value, or null when the value names none. */
export function syllabusOfTopic(value: string | undefined): string | null {
  const colon = value?.indexOf(':') ?? -1;
  return value && colon > 0 ? value.slice(0, colon) : null;
}

export interface TopicOption {
  value: string;
  label: string;
  name: string;
}

/** A topic tree as a flat list in reading order, each label indented by its depth ("  3.1.2 Carbohydrates (12)"). */
export function flattenTopics(syllabusId: string, nodes: TopicNode[], depth = 0): TopicOption[] {
  return nodes.flatMap((node) => [
    {
      value: topicValue(syllabusId, node.code),
      label: `${'\u2003'.repeat(depth)}${node.code} ${node.name} (${node.questionCount})`,
      name: `${node.code} ${node.name}`,
    },
    ...flattenTopics(syllabusId, node.children, depth + 1),
  ]);
}
