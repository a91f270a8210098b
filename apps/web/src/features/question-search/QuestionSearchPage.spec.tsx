import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QuestionSearchItem, QuestionSearchResponse } from '@eps/contracts';
import { installFetch, type FetchHandler } from '@/testing/fake-fetch';
import { renderRoutes } from '@/testing/render-with-providers';
import { QuestionSearchPage } from './QuestionSearchPage';

const ITEM: QuestionSearchItem = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Pythagorean theorem: ladder',
  snippet: 'Use the <mark>Pythagorean</mark> theorem: $$a^2+b^2=c^2$$ &amp; x &lt; 3 <b>not bold</b>',
  subject: 'Mathematics',
  subjects: ['Mathematics'],
  topics: [
    { id: '22222222-2222-4222-8222-222222222222', syllabusId: 'ib-maths-aa', code: '3.1', name: 'Triangles' },
  ],
  marks: 3,
  difficulty: 2,
  source: {
    kind: 'oatutor',
    url: null,
    licence: 'CC BY 4.0',
    attribution: 'Problem from OpenStax, CC BY 4.0',
  },
};

function answer(overrides: Partial<QuestionSearchResponse> = {}): QuestionSearchResponse {
  return {
    items: [ITEM],
    total: 45,
    page: 1,
    pageSize: 20,
    facets: {
      board: [{ value: 'AQA', count: 30 }],
      qualification: [],
      subject: [
        { value: 'Mathematics', count: 40 },
        { value: 'Physics', count: 5 },
      ],
      year: [],
      marks: [{ value: '3', count: 45 }],
      commandWord: [],
      difficulty: [{ value: '2', count: 45 }],
      type: [{ value: 'numeric', count: 45 }],
      source: [],
      topic: [
        { value: 'ib-maths-aa:3', count: 7 },
        { value: 'ib-maths-aa:3.1', count: 4 },
      ],
    },
    correctedQuery: null,
    ...overrides,
  };
}

/** Answers the search from `search`, and the syllabus calls with one small syllabus. */
function renderSearch(url: string, search: FetchHandler = () => ({ status: 200, body: answer() })) {
  const calls = installFetch((call, headers) => {
    if (call.url === '/api/syllabuses')
      return {
        status: 200,
        body: {
          syllabuses: [
            {
              id: 'ib-maths-aa',
              board: 'IBO',
              qualification: 'IB',
              subject: 'Mathematics',
              title: 'IB Maths AA',
              topicCount: 2,
              questionCount: 50,
            },
          ],
        },
      };
    if (call.url.startsWith('/api/syllabuses/'))
      return {
        status: 200,
        body: {
          syllabus: {
            id: 'ib-maths-aa',
            board: 'IBO',
            qualification: 'IB',
            subject: 'Mathematics',
            title: 'IB Maths AA',
            topicCount: 2,
            questionCount: 50,
          },
          topics: [
            {
              id: '33333333-3333-4333-8333-333333333333',
              code: '3',
              name: 'Geometry',
              description: '',
              questionCount: 20,
              children: [
                {
                  id: ITEM.topics[0].id,
                  code: '3.1',
                  name: 'Triangles',
                  description: '',
                  questionCount: 12,
                  children: [],
                },
              ],
            },
          ],
        },
      };
    return search(call, headers);
  });
  const utils = renderRoutes([{ path: '/question-search', element: <QuestionSearchPage /> }], { url });
  const searches = () => calls.filter((c) => c.url.startsWith('/api/questions'));
  return { ...utils, calls, searches };
}

describe('QuestionSearchPage', () => {
  it('searches for the words of the URL and shows a result with its details and a link to the question', async () => {
    const { searches } = renderSearch('/question-search?q=pythagoras&subject=Mathematics');
    const card = (await screen.findByRole('link', { name: ITEM.title })).closest('article')!;
    expect(searches()[0].url).toBe('/api/questions?q=pythagoras&subject=Mathematics&pageSize=20');
    expect(screen.getByRole('link', { name: ITEM.title })).toHaveAttribute(
      'href',
      `/exam-question/${ITEM.id}`,
    );
    expect(screen.getByText('45 questions for “pythagoras”')).toBeInTheDocument();
    const inCard = within(card as HTMLElement);
    expect(inCard.getByText('3 marks')).toBeInTheDocument();
    expect(inCard.getByText('Difficulty 2 – easy')).toBeInTheDocument();
    expect(inCard.getByText('Topics: 3.1 Triangles')).toBeInTheDocument();
    expect(inCard.getByText('Problem from OpenStax, CC BY 4.0')).toBeInTheDocument();
  });

  it('renders the snippet safely: <mark> as a highlight, maths with KaTeX, any other tag as text', async () => {
    renderSearch('/question-search?q=pythagoras');
    const card = (await screen.findByRole('link', { name: ITEM.title })).closest('article')!;
    expect(card.querySelector('mark')?.textContent).toBe('Pythagorean');
    expect(card.querySelector('.katex')).not.toBeNull();
    expect(card.querySelector('b')).toBeNull();
    expect(card.textContent).toContain('& x < 3 <b>not bold</b>');
    expect(card.textContent).not.toContain('$$');
  });

  it('searches on Enter, putting the words in the URL and dropping the page number', async () => {
    const { router, searches } = renderSearch('/question-search?q=old&page=3');
    const box = await screen.findByRole('searchbox', { name: 'Search questions' });
    expect(box).toHaveValue('old');
    fireEvent.change(box, { target: { value: 'kinetic energy' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?q=kinetic+energy'));
    await waitFor(() => expect(searches().at(-1)?.url).toBe('/api/questions?q=kinetic+energy&pageSize=20'));
  });

  it('says what it searched for when the API corrected a misspelling', async () => {
    renderSearch('/question-search?q=diferentiation', () => ({
      status: 200,
      body: answer({ correctedQuery: 'differentiation' }),
    }));
    expect(await screen.findByText('45 questions for “differentiation”')).toBeInTheDocument();
    expect(screen.getByText(/Did you mean/)).toHaveTextContent(
      'Did you mean differentiation? Showing results for it; you searched for “diferentiation”.',
    );
  });

  it('shows each facet value with its count, and a chosen filter as a chip that clears it', async () => {
    const { router, searches } = renderSearch('/question-search?q=energy');
    fireEvent.click(await screen.findByRole('combobox', { name: 'Subject' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Physics (5)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=energy&subject=Physics'));
    await waitFor(() =>
      expect(searches().at(-1)?.url).toBe('/api/questions?q=energy&subject=Physics&pageSize=20'),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Remove filter Subject: Physics' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=energy'));
  });

  it('offers the topics of the chosen syllabus with their counts among the matches, and names the chosen one on its chip', async () => {
    const { router, searches } = renderSearch('/question-search?q=angle');
    fireEvent.click(await screen.findByRole('combobox', { name: 'Syllabus' }));
    fireEvent.click(await screen.findByRole('option', { name: 'IB Maths AA' }));
    await waitFor(() =>
      expect(searches().at(-1)?.url).toBe('/api/questions?q=angle&pageSize=20&topicFacets=ib-maths-aa'),
    );
    fireEvent.click(screen.getByRole('combobox', { name: 'Topic' }));
    expect(await screen.findByRole('option', { name: /3\.1 Triangles \(4\)/ })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: /3 Geometry \(7\)/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=angle&topic=ib-maths-aa%3A3'));
    expect(
      await screen.findByRole('button', { name: 'Remove filter Topic: 3 Geometry' }),
    ).toBeInTheDocument();
  });

  it('reads a topic filter from the URL and asks for its syllabus’s topic counts', async () => {
    const { searches } = renderSearch('/question-search?topic=ib-maths-aa:3.1');
    expect(
      await screen.findByRole('button', { name: 'Remove filter Topic: 3.1 Triangles' }),
    ).toBeInTheDocument();
    expect(searches()[0].url).toBe(
      '/api/questions?topic=ib-maths-aa%3A3.1&pageSize=20&topicFacets=ib-maths-aa',
    );
  });

  it('pages through the results, keeping the page in the URL', async () => {
    const { router, searches } = renderSearch('/question-search?q=energy');
    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=energy&page=2'));
    await waitFor(() => expect(searches().at(-1)?.url).toBe('/api/questions?q=energy&page=2&pageSize=20'));
  });

  it('offers to clear the filters when nothing matches', async () => {
    const { router } = renderSearch('/question-search?q=zebra&board=AQA', () => ({
      status: 200,
      body: answer({ items: [], total: 0 }),
    }));
    expect(await screen.findByText('No questions match this search.')).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Clear all filters' }).at(-1)!);
    await waitFor(() => expect(router.state.location.search).toBe('?q=zebra'));
  });

  it('offers the first page when the URL names a page past the last result', async () => {
    const { router } = renderSearch('/question-search?q=energy&page=9', ({ url }) => ({
      status: 200,
      body: answer(url.includes('page=9') ? { items: [], total: 45, page: 9 } : {}),
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Go to the first page' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=energy'));
    expect(await screen.findByRole('link', { name: ITEM.title })).toBeInTheDocument();
  });

  it("shows the server's reason for a refused search, and retries when asked", async () => {
    let failures = 1;
    const { searches } = renderSearch('/question-search?topic=nope:1', () =>
      failures-- > 0
        ? { status: 400, body: { error: 'Unknown topic: nope:1.', code: 'QUESTION_UNKNOWN_TOPIC' } }
        : { status: 200, body: answer() },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown topic: nope:1.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: ITEM.title })).toBeInTheDocument();
    expect(searches()).toHaveLength(2);
  });

  it('says the server could not be reached when the call never got an answer', async () => {
    renderSearch('/question-search', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not reach the server. Check your connection, then try again.',
    );
  });
});
