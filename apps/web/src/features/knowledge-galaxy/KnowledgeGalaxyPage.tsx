import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { apiErrorMessage } from '@/lib/api';
import { GalaxyControls } from './GalaxyControls';
import { GalaxyLegend } from './GalaxyLegend';
import { GalaxyList } from './GalaxyList';
import { galaxyView } from './galaxy-layout';
import { buildGalaxyModel, courseHelperLink } from './galaxy-model';
import { useGalaxySyllabusesQuery, useKnowledgeGraphQuery } from './knowledge-galaxy-api';
import classes from './knowledge-galaxy.module.css';

// sigma.js and graphology load only where WebGL can draw them.
const GalaxyCanvas = lazy(async () => ({ default: (await import('./GalaxyCanvas')).GalaxyCanvas }));

function canDrawWebGL(): boolean {
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

const readDepth = (raw: string | null) => Math.min(4, Math.max(1, Math.round(Number(raw ?? 2)) || 2));

/**
 * /knowledge-network: a syllabus's points as a graph (parent and prerequisite links) coloured by my
 * mastery and sized by content; around one topic by default, or the whole subject; a node opens the
 * course helper. The view lives in the URL (?syllabus=&topic=&view=subject&depth=&list=1).
 */
export function KnowledgeGalaxyPage() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [webgl] = useState(canDrawWebGL);
  const syllabuses = useGalaxySyllabusesQuery();
  const syllabusId = params.get('syllabus') ?? syllabuses.data?.syllabuses[0]?.id ?? null;
  const graphQuery = useKnowledgeGraphQuery(syllabusId ?? skipToken);
  const model = useMemo(
    () => (graphQuery.data ? buildGalaxyModel(graphQuery.data) : null),
    [graphQuery.data],
  );

  const wholeSubject = params.get('view') === 'subject';
  const depth = readDepth(params.get('depth'));
  const asList = params.get('list') === '1' || !webgl;
  const topic = params.get('topic');
  const chosenId = model && topic && model.byId.has(topic) ? topic : null;
  const centreId = chosenId ?? model?.graph.nodes.find((n) => n.parentId === null)?.id ?? null;
  const view = useMemo(
    () => (model ? galaxyView(model, centreId, wholeSubject ? 'whole' : depth) : null),
    [model, centreId, wholeSubject, depth],
  );

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          for (const [k, v] of Object.entries(changes)) {
            if (v === null) next.delete(k);
            else next.set(k, v);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const open = useCallback(
    (topicId: string) => {
      if (syllabusId) void navigate(courseHelperLink(syllabusId, topicId));
    },
    [navigate, syllabusId],
  );
  const error = syllabuses.error ?? graphQuery.error;

  return (
    <Container size="xl" py="xl">
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
            Knowledge Galaxy
          </Title>
          <Text size="sm" c="dimmed">
            How the points of a specification connect, coloured by your mastery. Open a point in the course
            helper by clicking it.
          </Text>
        </div>
        <GalaxyControls
          syllabuses={syllabuses.data?.syllabuses ?? []}
          syllabusId={syllabusId}
          model={model}
          focusId={wholeSubject ? chosenId : centreId}
          wholeSubject={wholeSubject}
          depth={depth}
          asList={asList}
          onSyllabus={(id) => update({ syllabus: id, topic: null })}
          onView={(whole) => update({ view: whole ? 'subject' : null })}
          onDepth={(d) => update({ depth: String(d) })}
          onFind={(id) => update({ topic: id })}
          onList={(on) => update({ list: on ? '1' : null })}
        />
        {error && (
          <Alert color="red" role="alert">
            {apiErrorMessage(error, 'The knowledge graph could not be loaded. Try again later.')}
          </Alert>
        )}
        {(syllabuses.isLoading || graphQuery.isFetching) && (
          <Center py="xl">
            <Loader aria-label="Loading the knowledge graph" />
          </Center>
        )}
        {!webgl && (
          <Alert color="yellow">
            This browser cannot draw the graph (WebGL is turned off), so the points are shown as a list.
          </Alert>
        )}
        {model && view && !graphQuery.isFetching && (
          <>
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={500} role="status">
                Showing {view.ids.length} of {model.graph.nodes.length} points
                {wholeSubject
                  ? ''
                  : ` within ${depth} ${depth === 1 ? 'step' : 'steps'} of ${model.byId.get(centreId!)?.code}`}
              </Text>
            </Group>
            <GalaxyLegend model={model} />
            {webgl && !asList && (
              <div
                className={classes.canvas}
                role="img"
                aria-label={`Graph of ${view.ids.length} points; the list has the same points`}
              >
                <Suspense fallback={<Loader aria-label="Loading the graph drawing" />}>
                  <GalaxyCanvas
                    model={model}
                    positions={view.positions}
                    focusId={wholeSubject ? chosenId : centreId}
                    wholeSubject={wholeSubject}
                    onOpen={open}
                  />
                </Suspense>
              </div>
            )}
            <GalaxyList model={model} ids={view.ids} visible={asList} />
          </>
        )}
      </Stack>
    </Container>
  );
}
