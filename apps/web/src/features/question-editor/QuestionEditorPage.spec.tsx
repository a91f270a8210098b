import type { User } from '@eps/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetch, type FetchHandler } from '@/testing/fake-fetch';
import { GUEST_USER, renderRoutes, TEST_USER } from '@/testing/render-with-providers';
import { mathToHtml } from './components/MathText';
import { QuestionEditorPage } from './QuestionEditorPage';

const TEACHER: User = { ...TEST_USER, role: 'teacher' };
const ID = '11111111-1111-4111-8111-111111111111';
const saved = (status: string) => ({
  id: ID,
  title: 'Spring constant',
  status,
  revisionStatus: null,
  suggestion: false,
  version: 1,
  authorName: 'Ada Lovelace',
  review: null,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const defaultHandler: FetchHandler = (call) => {
  if (call.url === '/api/questions/mine') return { status: 200, body: { items: [] } };
  if (call.url === '/api/syllabuses') return { status: 200, body: { syllabuses: [] } };
  return { status: 404, body: { error: 'Not found.', code: 'NOT_FOUND' } };
};

function renderEditor(handler: FetchHandler = defaultHandler, user = TEACHER) {
  const calls = installFetch(handler);
  const utils = renderRoutes(
    [
      { path: '/questions/edit', element: <QuestionEditorPage /> },
      { path: '/questions/edit/:id', element: <QuestionEditorPage /> },
    ],
    { url: '/questions/edit', user },
  );
  return { ...utils, calls };
}

describe('mathToHtml', () => {
  it('typesets $…$ and $$…$$ and escapes the text around them', () => {
    const html = mathToHtml('<b>x</b> is $x^2$ and $$\\frac{1}{2}$$ costs $5');
    expect(html).toContain('&#60;b&#62;x&#60;/b&#62;');
    expect(html.match(/class="katex"/g)).toHaveLength(2);
    expect(html).toContain('katex-display');
    expect(html).toMatch(/costs \$5$/);
  });

  it('shows a formula KaTeX cannot read in its error colour instead of throwing', () => {
    expect(mathToHtml('$\\frac{1}{$')).toContain('katex-error');
  });
});

describe('QuestionEditorPage', () => {
  it('tells guests to create an account', () => {
    renderEditor(defaultHandler, GUEST_USER);
    expect(screen.getByText(/Guests cannot write questions/)).toBeInTheDocument();
  });

  it('previews the maths as it is typed', () => {
    renderEditor();
    fireEvent.change(screen.getByLabelText(/^Stem/), { target: { value: 'Let $x^2 = 4$.' } });
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(preview.querySelector('.katex')).not.toBeNull();
  });

  it('submits the question with the marks of its mark scheme and opens it for editing', async () => {
    const { calls, router } = renderEditor((call) =>
      call.method === 'POST' && call.url === '/api/questions'
        ? { status: 201, body: saved('pending') }
        : defaultHandler(call, { get: () => null }),
    );
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Spring constant' } });
    fireEvent.change(screen.getByLabelText(/Part \(a\) prompt/), { target: { value: 'Find $k$.' } });
    fireEvent.change(screen.getByLabelText('Part (a) answer'), { target: { value: '49' } });
    fireEvent.change(screen.getByLabelText('Units'), { target: { value: 'N/m' } });
    fireEvent.change(screen.getByLabelText(/Part \(a\), point 1/), { target: { value: 'F = mg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a marking point' }));
    fireEvent.change(screen.getByLabelText(/Part \(a\), point 2/), { target: { value: 'k = 49 N/m' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/questions/edit/${ID}`));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({
      title: 'Spring constant',
      submit: true,
      parts: [
        {
          label: 'a',
          marks: 2,
          answerType: 'numeric',
          answer: { value: 49, units: 'N/m' },
          markScheme: [
            { point: 'F = mg', marks: 1 },
            { point: 'k = 49 N/m', marks: 1 },
          ],
        },
      ],
    });
  });

  it('lists the server’s field errors when a save is refused', async () => {
    renderEditor((call) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: {
              error: 'Validation failed.',
              code: 'VALIDATION_FAILED',
              details: [{ path: 'title', message: 'title must not be empty.' }],
            },
          }
        : defaultHandler(call, { get: () => null }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('title: title must not be empty.')).toBeInTheDocument();
  });

  it('shows the author each question’s status and the reviewer’s reason', async () => {
    renderEditor((call) =>
      call.url === '/api/questions/mine'
        ? {
            status: 200,
            body: {
              items: [
                {
                  ...saved('draft'),
                  review: { decision: 'changes', reason: 'Give units.', at: '2026-01-02T00:00:00.000Z' },
                },
              ],
            },
          }
        : defaultHandler(call, { get: () => null }),
    );
    const item = (await screen.findByText('Reviewer: Give units.')).closest('li')!;
    expect(within(item).getByText('Changes requested')).toBeInTheDocument();
  });

  it('offers students only to suggest', () => {
    renderEditor(defaultHandler, TEST_USER);
    expect(screen.getByRole('button', { name: 'Suggest for review' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });
});
