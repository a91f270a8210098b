import type { FacetBucket, TopicNode } from '@eps/contracts';

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

/**
 * A topic tree as a flat list in reading order, each label indented by its depth and followed by how many
 * of the current matches are on it or below it ("  3.1.2 Carbohydrates (12)"), once `counts` are known.
 */
export function flattenTopics(
  syllabusId: string,
  nodes: TopicNode[],
  counts?: FacetBucket[],
  depth = 0,
): TopicOption[] {
  const countOf = (value: string) => counts?.find((b) => b.value === value)?.count ?? 0;
  return nodes.flatMap((node) => {
    const value = topicValue(syllabusId, node.code);
    const name = `${node.code} ${node.name}`;
    return [
      { value, name, label: `${'\u2003'.repeat(depth)}${name}${counts ? ` (${countOf(value)})` : ''}` },
      ...flattenTopics(syllabusId, node.children, counts, depth + 1),
    ];
  });
}
