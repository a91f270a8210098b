import { useMemo } from 'react';
import { flattenTopics, syllabusOfTopic } from '../lib/topics';
import { useSyllabusTopicsQuery } from '../question-search-api';

/** "3.1 Biological molecules" for a topic filter value, once its syllabus's tree has loaded. */
export function useTopicName(topic: string | undefined): string | undefined {
  const syllabusId = syllabusOfTopic(topic);
  const tree = useSyllabusTopicsQuery(syllabusId ?? '', { skip: !syllabusId });
  return useMemo(() => {
    if (!syllabusId || !tree.data) return undefined;
    return flattenTopics(syllabusId, tree.data.topics).find((t) => t.value === topic)?.name;
  }, [syllabusId, tree.data, topic]);
}
