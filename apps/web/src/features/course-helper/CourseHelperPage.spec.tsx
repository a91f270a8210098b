import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CoursePoint, CourseTreeResponse, Syllabus } from '@eps/contracts';
import { installFetch, type FetchHandler } from '@/testing/fake-fetch';
import { renderRoutes } from '@/testing/render-with-providers';
import { CourseHelperPage } from './CourseHelperPage';
import { LAST_SYLLABUS_KEY } from './course-tree';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

const PHYSICS: Syllabus = {
  id: 'ap-physics-1',
  board: 'College Board',
  qualification: 'AP',
  subject: 'Physics 1',
  title: 'AP Physics 1',
  topicCount: 3,
  questionCount: 9,
};
const BIOLOGY: Syllabus = {
  id: 'alevel-biology-aqa',
  board: 'AQA',
  qualification: 'A-level',
  subject: 'Biology',
  title: 'A-level Biology (AQA)',
  topicCount: 1,
  questionCount: 0,
};

const point = (n: number, code: string, name: string, extra: Partial<CoursePoint> = {}): CoursePoint => ({
  id: id(n),
  code,
  name,
  description: `About ${name}`,
  questionCount: 0,
  pastPaperQuestionCount: 0,
  noteCount: 0,
  mastery: null,
  attempts: 0,
  children: [],
  ...extra,
});

const TREE: CourseTreeResponse = {
  syllabus: PHYSICS,
  points: [
    point(1, '1', 'Kinematics', {
      questionCount: 9,
      pastPaperQuestionCount: 4,
      noteCount: 1,
      mastery: 0.3,
      attempts: 2,
      children: [
        point(2, '1.1', 'Scalars and Vectors', { questionCount: 5, mastery: 0.9, attempts: 2 }),
        point(3, '1.2', 'Displacement', { questionCount: 0 }),
      ],
    }),
  ],
};

function renderPage(url: string, handler?: FetchHandler) {
  const calls = installFetch(
    handler ??
      ((call) => {
        if (call.url === '/api/syllabuses') return { status: 200, body: { syllabuses: [PHYSICS, BIOLOGY] } };
        if (call.url === '/api/courses/ap-physics-1') return { status: 200, body: TREE };
        if (call.url === '/api/quizzes') return { status: 201, body: { id: id(99) } };
        return { status: 404, body: { error: 'Not found.' } };
      }),
  );
  const utils = renderRoutes([{ path: '/topic-selector', element: <CourseHelperPage /> }], { url });
  return { calls, ...utils };
}

beforeEach(() => localStorage.clear());

describe('CourseHelperPage', () => {
  it('asks for a board, qualification and subject before showing a tree', async () => {
    renderPage('/topic-selector');
    expect(
      await screen.findByText('Choose a board, qualification and subject to see its specification.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Qualification' })).toBeDisabled();
    expect(screen.queryByRole('list', { name: 'Specification' })).not.toBeInTheDocument();
  });

  it('shows each point’s counts and my mastery, and opens a chapter with its disclosure button', async () => {
    renderPage('/topic-selector?syllabus=ap-physics-1');
    expect(await screen.findByText('1 Kinematics')).toBeInTheDocument();
    expect(screen.getByText('9 questions')).toBeInTheDocument();
    expect(screen.getByText('4 past-paper questions')).toBeInTheDocument();
    expect(screen.getByText('1 note')).toBeInTheDocument();
    expect(screen.getByText('Needs practice · 30%')).toBeInTheDocument();
    expect(screen.queryByText('1.1 Scalars and Vectors')).not.toBeInTheDocument();

    const expand = screen.getByRole('button', { name: 'Expand 1 Kinematics' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(expand);
    expect(screen.getByText('1.1 Scalars and Vectors')).toBeInTheDocument();
    expect(screen.getByText('Mastered · 90%')).toBeInTheDocument();
    expect(screen.getByText('Not practised yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Collapse 1 Kinematics' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // Nothing to practise on a point without questions.
    expect(screen.getByRole('button', { name: 'Practise 1.2 Displacement' })).toBeDisabled();
    // The board and qualification of the opened syllabus are filled in, and it is remembered.
    expect(screen.getByRole('combobox', { name: 'Exam board' })).toHaveValue('College Board');
    expect(localStorage.getItem(LAST_SYLLABUS_KEY)).toBe(JSON.stringify('ap-physics-1'));
  });

  it('opens a deep link expanded down to the point, highlights it and scrolls it into view', async () => {
    const scrolled: Element[] = [];
    const scroll = jest.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(function (
      this: Element,
    ) {
      scrolled.push(this);
    });
    renderPage(`/topic-selector?syllabus=ap-physics-1&topic=${id(3)}`);
    const row = await screen.findByText('1.2 Displacement');
    expect(row.closest('[data-highlighted]')).toHaveAttribute('id', `point-${id(3)}`);
    expect(screen.getByText('1 Kinematics').closest('[data-highlighted]')).toBeNull();
    await waitFor(() => expect(scrolled.map((e) => e.id)).toEqual([`point-${id(3)}`]));
    scroll.mockRestore();
  });

  it('links a point to its questions and to the notes generator, prefilled', async () => {
    renderPage(`/topic-selector?syllabus=ap-physics-1&topic=${id(2)}`);
    await screen.findByText('1.1 Scalars and Vectors');
    expect(screen.getByRole('link', { name: 'Questions on 1.1 Scalars and Vectors' })).toHaveAttribute(
      'href',
      `/question-search?topic=${id(2)}`,
    );
    const notes = new URL(
      screen.getByRole('link', { name: 'Generate notes on 1.1 Scalars and Vectors' }).getAttribute('href')!,
      'http://x',
    );
    expect(notes.pathname).toBe('/topic-selector');
    expect(notes.searchParams.get('open')).toBe('notes');
    expect(notes.searchParams.get('material')).toBe('# Scalars and Vectors\n\nAbout Scalars and Vectors');
  });

  it('starts a quiz on the point and goes to it', async () => {
    const { calls } = renderPage('/topic-selector?syllabus=ap-physics-1');
    fireEvent.click(await screen.findByRole('button', { name: 'Practise 1 Kinematics' }));
    expect(await screen.findByTestId('landed')).toHaveTextContent(`/quiz-generator?quiz=${id(99)}`);
    expect(calls.find((c) => c.url === '/api/quizzes')?.body).toEqual({ topicIds: [id(1)] });
  });

  it('says why a quiz could not be made', async () => {
    renderPage('/topic-selector?syllabus=ap-physics-1', (call) => {
      if (call.url === '/api/syllabuses') return { status: 200, body: { syllabuses: [PHYSICS] } };
      if (call.url === '/api/courses/ap-physics-1') return { status: 200, body: TREE };
      return {
        status: 400,
        body: { error: 'No approved questions on these topics yet.', code: 'VALIDATION_FAILED' },
      };
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Practise 1 Kinematics' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/No approved questions on these topics yet/)).toBeInTheDocument();
  });

  it('reopens the syllabus chosen last time', async () => {
    localStorage.setItem(LAST_SYLLABUS_KEY, JSON.stringify('ap-physics-1'));
    const { calls } = renderPage('/topic-selector');
    expect(await screen.findByText('1 Kinematics')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/courses/ap-physics-1')).toBe(true));
  });
});
