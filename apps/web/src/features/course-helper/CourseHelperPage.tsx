import { Alert, Loader, Stack, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import type { CoursePoint } from '@eps/contracts';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ToolPage } from '@/components/tool-page';
import { useListSyllabusesQuery } from '@/features/question-search';
import { useCreateQuizMutation } from '@/features/quiz-generator';
import { failureWithReason } from '@/lib/api';
import { CourseTree } from './components/CourseTree';
import { SyllabusChooser } from './components/SyllabusChooser';
import { useCourseTreeQuery } from './course-helper-api';
import { LAST_SYLLABUS_KEY, notesMaterial, pathTo, plural } from './course-tree';

/**
 * /topic-selector, the course helper: board → qualification → subject, then the specification tree with
 * what exists per point and my mastery. `?syllabus=ID&topic=TOPIC_ID` (the Knowledge Galaxy's links)
 * opens the syllabus, expands down to the point, scrolls to it and highlights it.
 */
export function CourseHelperPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [lastSyllabus, setLastSyllabus] = useLocalStorage<string | null>({
    key: LAST_SYLLABUS_KEY,
    defaultValue: null,
    getInitialValueInEffect: false,
  });
  const syllabuses = useListSyllabusesQuery();
  const list = syllabuses.data?.syllabuses ?? [];
  const syllabusId =
    params.get('syllabus') ?? (list.some((s) => s.id === lastSyllabus) ? lastSyllabus : null);
  const topicId = params.get('topic');
  // Fetched afresh on each visit: mastery and notes change on other pages.
  const tree = useCourseTreeQuery(syllabusId ?? '', { skip: !syllabusId, refetchOnMountOrArgChange: true });
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [createQuiz, quiz] = useCreateQuizMutation();
  const [practising, setPractising] = useState<string | null>(null);

  useEffect(() => {
    if (syllabusId && syllabusId !== lastSyllabus) setLastSyllabus(syllabusId);
  }, [syllabusId, lastSyllabus, setLastSyllabus]);

  // A deep link: open every point above the one asked for, then bring it into view. The scroll waits
  // for the render that shows the point (a timer or frame may run before React has drawn it).
  const points = tree.currentData?.points;
  const [scrollTarget, setScrollTarget] = useState<string | null>(null);
  useEffect(() => {
    if (!points || !topicId) return;
    const path = pathTo(points, topicId);
    if (!path) return;
    setExpanded((open) => new Set([...open, ...path.slice(0, -1)]));
    setScrollTarget(topicId);
  }, [points, topicId]);
  useEffect(() => {
    const row = scrollTarget && document.getElementById(`point-${scrollTarget}`);
    if (!row) return;
    row.scrollIntoView?.({ block: 'center' });
    setScrollTarget(null);
  }, [scrollTarget, expanded]);

  const choose = (id: string) => {
    setExpanded(new Set());
    setParams({ syllabus: id });
  };
  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const practise = async (point: CoursePoint) => {
    setPractising(point.id);
    const made = await createQuiz({ topicIds: [point.id] })
      .unwrap()
      .catch(() => null);
    setPractising(null);
    if (made) void navigate(`/quiz-generator?quiz=${made.id}`);
  };
  const here = (point: CoursePoint, extra: Record<string, string> = {}) =>
    `/topic-selector?${new URLSearchParams({ syllabus: syllabusId ?? '', topic: point.id, ...extra })}`;

  return (
    <ToolPage
      title="Course Helper"
      description="Your course by specification point: what there is to practise, your notes and how well you know each point."
    >
      <Stack gap="md">
        {syllabuses.isError && (
          <Alert color="red" role="alert">
            {failureWithReason('The syllabuses could not be loaded', syllabuses.error)}
          </Alert>
        )}
        {syllabuses.isLoading && <Loader size="sm" aria-label="Loading syllabuses" />}
        {syllabuses.data && <SyllabusChooser syllabuses={list} value={syllabusId} onChange={choose} />}
        {!syllabusId && syllabuses.data && (
          <Text c="dimmed">Choose a board, qualification and subject to see its specification.</Text>
        )}
        {quiz.isError && (
          <Alert color="red" role="alert">
            {failureWithReason('The quiz could not be made', quiz.error)}
          </Alert>
        )}
        {tree.isFetching && !tree.currentData && <Loader size="sm" aria-label="Loading the specification" />}
        {tree.isError && (
          <Alert color="red" role="alert">
            {failureWithReason('The specification could not be loaded', tree.error)}
          </Alert>
        )}
        {tree.currentData && (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {tree.currentData.syllabus.title}: {plural(tree.currentData.syllabus.topicCount, 'point')},{' '}
              {plural(tree.currentData.syllabus.questionCount, 'approved question')}.
            </Text>
            <CourseTree
              points={tree.currentData.points}
              expanded={expanded}
              onToggle={toggle}
              highlightId={topicId}
              onPractise={(p) => void practise(p)}
              practising={practising}
              questionsHref={(p) => `/question-search?${new URLSearchParams({ topic: p.id })}`}
              notesHref={(p) => here(p, { open: 'notes', material: notesMaterial(p) })}
            />
          </Stack>
        )}
      </Stack>
    </ToolPage>
  );
}
