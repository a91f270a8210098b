import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FormulaDetail, FormulaSearchItem, FormulaSearchResponse } from '@eps/contracts';
import { installFetch } from '@/testing/fake-fetch';
import { renderRoutes } from '@/testing/render-with-providers';
import { FormulaSearchPage } from './FormulaSearchPage';

const KINETIC: FormulaSearchItem = {
  id: 'kinetic-energy',
  name: 'Kinetic energy',
  latex: 'E_k = \\frac{1}{2}mv^2',
  symbols: [
    { symbol: 'E_k', meaning: 'kinetic energy', unit: 'J' },
    { symbol: 'v', meaning: 'speed', unit: 'm s^{-1}' },
  ],
  conditions: 'Speeds much less than the speed of light.',
  topic: 'alevel-physics-aqa:3.4.1.7',
  subjects: ['Physics'],
  inBooklet: [{ board: 'AQA', syllabus: 'alevel-physics-aqa', given: true }],
  keywords: ['ke'],
  score: 104.2,
  matchedBy: ['structure'],
};
const SECTOR: FormulaSearchItem = {
  ...KINETIC,
  id: 'area-of-a-sector',
  name: 'Area of a sector',
  latex: 'A = \\frac{1}{2}r^2\\theta',
  subjects: ['Mathematics'],
  inBooklet: null,
  score: 100,
};
const DETAIL: FormulaDetail = {
  ...KINETIC,
  questions: [{ id: '11111111-1111-4111-8111-111111111111', title: 'Cart on a ramp', subject: 'Physics' }],
};

function renderPage(url: string, total = 2) {
  const calls = installFetch((call) => {
    if (call.url.startsWith('/api/formulas?')) {
      const body: FormulaSearchResponse = {
        items: [KINETIC, SECTOR],
        total,
        subjects: ['Chemistry', 'Mathematics', 'Physics', 'Statistics'],
      };
      return { status: 200, body };
    }
    if (call.url === '/api/formulas/kinetic-energy') return { status: 200, body: DETAIL };
    return { status: 404, body: { error: 'Formula not found.', code: 'FORMULA_NOT_FOUND' } };
  });
  const utils = renderRoutes([{ path: '/formula-search', element: <FormulaSearchPage /> }], { url });
  return { ...utils, calls };
}

describe('FormulaSearchPage', () => {
  it('searches for what is typed, by LaTeX too, and puts it in the URL', async () => {
    const { calls, router } = renderPage('/formula-search');
    await screen.findByText('2 formulas');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search formulas' }), {
      target: { value: '\\frac{1}{2}mv^2' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('2 formulas for “\\frac{1}{2}mv^2”');
    expect(router.state.location.search).toBe('?q=%5Cfrac%7B1%7D%7B2%7Dmv%5E2');
    expect(calls.map((c) => c.url)).toContain('/api/formulas?q=%5Cfrac%7B1%7D%7B2%7Dmv%5E2&limit=12');
  });

  it('shows each result typeset with how it matched and its booklet status', async () => {
    renderPage('/formula-search?q=mv');
    const card = (await screen.findByRole('button', { name: 'Kinetic energy' })).closest('article')!;
    const inCard = within(card as HTMLElement);
    expect(card.querySelector('.katex')).not.toBeNull();
    expect(inCard.getByText('Same shape')).toBeInTheDocument();
    expect(inCard.getByText('In the AQA booklet')).toBeInTheDocument();
    const sector = screen.getByRole('button', { name: 'Area of a sector' }).closest('article')!;
    expect(within(sector as HTMLElement).getByText('Booklet: not known')).toBeInTheDocument();
  });

  it('opens a formula with its symbols, units, copy and calculator actions and the questions using it', async () => {
    const { router } = renderPage('/formula-search?q=mv');
    fireEvent.click(await screen.findByRole('button', { name: 'Kinetic energy' }));
    const title = await screen.findByRole('heading', { level: 2, name: 'Kinetic energy' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(router.state.location.search).toBe('?q=mv&id=kinetic-energy');
    const panel = within(title.closest('section')!);
    expect(panel.getByText('speed').tagName).toBe('TD');
    expect(panel.getByText('Speeds much less than the speed of light.')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Copy LaTeX' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Open in calculator' })).toHaveAttribute(
      'href',
      `/calculator?expression=${encodeURIComponent(KINETIC.latex)}`,
    );
    expect(panel.getByRole('link', { name: 'Cart on a ramp' })).toHaveAttribute(
      'href',
      `/exam-question/${DETAIL.questions[0].id}`,
    );
  });

  it('shows more results on request, a page at a time', async () => {
    const { calls } = renderPage('/formula-search?subject=Physics', 45);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more (43 left)' }));
    await waitFor(() => expect(calls.map((c) => c.url)).toContain('/api/formulas?subject=Physics&limit=24'));
    expect(screen.getByRole('button', { name: 'Kinetic energy' })).toBeInTheDocument();
  });

  it('says so when a linked formula does not exist', async () => {
    renderPage('/formula-search?id=no-such-formula');
    expect(await screen.findByText('Formula not found')).toBeInTheDocument();
  });
});
