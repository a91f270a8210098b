import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetch, type FetchHandler } from '@/testing/fake-fetch';
import { renderRoutes } from '@/testing/render-with-providers';
import { GRAPH, SYLLABUS, nodeId } from './galaxy-fixture';
import { KnowledgeGalaxyPage } from './KnowledgeGalaxyPage';

// jsdom has no WebGL (like a browser with it turned off): the page says so and shows the list, which
// carries the same data as the drawing. The drawing itself is tested in Chromium (knowledge-network.e2e.ts).
beforeEach(() => jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null));
afterEach(() => jest.restoreAllMocks());

const answer: FetchHandler = ({ url }) => {
  if (url === '/api/syllabuses') return { status: 200, body: { syllabuses: [SYLLABUS] } };
  if (url === `/api/knowledge-graph?syllabus=${SYLLABUS.id}`) return { status: 200, body: GRAPH };
  return {
    status: 404,
    body: { error: 'No syllabus "nope". Choose one from GET /api/syllabuses.', code: 'NOT_FOUND' },
  };
};

function renderGalaxy(url: string, handler: FetchHandler = answer) {
  const calls = installFetch(handler);
  const utils = renderRoutes([{ path: '/knowledge-network', element: <KnowledgeGalaxyPage /> }], { url });
  return { calls, ...utils };
}

const listedCodes = () =>
  within(screen.getByRole('region', { name: 'Points in this view' }))
    .getAllByRole('listitem')
    .map((li) => li.getAttribute('data-point-code'));

describe('KnowledgeGalaxyPage', () => {
  it('opens the first syllabus around its first chapter, as a list when WebGL is off', async () => {
    const { calls } = renderGalaxy('/knowledge-network');
    expect(await screen.findByText('Showing 6 of 9 points within 2 steps of P7')).toBeInTheDocument();
    expect(screen.getByText(/WebGL is turned off/)).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([
      '/api/syllabuses',
      `/api/knowledge-graph?syllabus=${SYLLABUS.id}`,
    ]);
    // P7's children, then what they need or feed (P3.1 → P7.1, P7.2 and P7.3 → P8.1).
    expect(listedCodes()).toEqual(['P3.1', 'P7', 'P7.1', 'P7.2', 'P7.3', 'P8.1']);
  });

  it('says each point’s chapter, mastery, counts and prerequisites, and links it to the course helper', async () => {
    renderGalaxy(`/knowledge-network?syllabus=${SYLLABUS.id}&topic=${nodeId(6)}&depth=1`);
    const item = (await screen.findAllByRole('listitem')).find(
      (li) => li.getAttribute('data-point-code') === 'P8.1',
    )!;
    expect(item).toHaveTextContent(
      'Chapter P8 Integration · Mastery: Not practised yet · 3 questions · 0 notes',
    );
    expect(item).toHaveTextContent(
      'Learn first: P7.2 Standard derivatives; P7.3 Product, quotient and chain rules',
    );
    expect(within(item).getByRole('link', { name: 'P8.1 Indefinite integrals' })).toHaveAttribute(
      'href',
      `/topic-selector?syllabus=${SYLLABUS.id}&topic=${nodeId(6)}`,
    );
    const strong = screen
      .getAllByRole('listitem')
      .find((li) => li.getAttribute('data-point-code') === 'P7.2')!;
    expect(strong).toHaveTextContent('Mastery: 30%');
  });

  it('widens with the depth control and shows everything in the whole-subject view', async () => {
    const { router } = renderGalaxy(`/knowledge-network?topic=${nodeId(6)}&depth=1`);
    expect(await screen.findByText('Showing 5 of 9 points within 1 step of P8.1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: '3' }));
    expect(await screen.findByText('Showing 7 of 9 points within 3 steps of P8.1')).toBeInTheDocument();
    expect(router.state.location.search).toContain('depth=3');
    fireEvent.click(screen.getByRole('radio', { name: 'Whole subject' }));
    expect(await screen.findByText('Showing 9 of 9 points')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '3' })).not.toBeInTheDocument();
    expect(listedCodes()).toEqual(['P3', 'P3.1', 'P7', 'P7.1', 'P7.2', 'P7.3', 'P8', 'P8.1', 'P8.2']);
  });

  it('centres on a point found by typing part of its name', async () => {
    const { router } = renderGalaxy('/knowledge-network?depth=1');
    await screen.findByText('Showing 4 of 9 points within 1 step of P7');
    const search = screen.getByRole('combobox', { name: 'Find a point' });
    fireEvent.click(search);
    fireEvent.change(search, { target: { value: 'definite areas' } });
    fireEvent.click(await screen.findByRole('option', { name: 'P8.2 Definite integrals and areas' }));
    expect(await screen.findByText('Showing 3 of 9 points within 1 step of P8.2')).toBeInTheDocument();
    expect(router.state.location.search).toContain(`topic=${nodeId(7)}`);
  });

  it('passes on the server’s message for an unknown syllabus', async () => {
    renderGalaxy('/knowledge-network?syllabus=nope');
    expect(
      await screen.findByText('No syllabus "nope". Choose one from GET /api/syllabuses.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByLabelText('Loading the knowledge graph')).not.toBeInTheDocument(),
    );
  });
});
