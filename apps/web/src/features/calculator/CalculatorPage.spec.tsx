import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MathEvaluateResult } from '@eps/contracts';
import { installFetch, type FakeAnswer, type RecordedCall } from '@/testing/fake-fetch';
import { renderRoutes } from '@/testing/render-with-providers';
import { CalculatorPage } from './CalculatorPage';
import { HISTORY_STORAGE_KEY } from './scientific/use-history';

const writeText = jest.fn();

beforeEach(() => {
  localStorage.clear();
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});

const INTEGRAL: MathEvaluateResult = {
  operation: 'integrate',
  inputLatex: '\\int 2x\\,dx',
  resultLatex: 'x^{2} + C',
  resultText: 'x^2 + C',
  approximation: null,
  steps: [{ description: 'Apply the power rule', latex: '\\int 2x\\,dx = x^{2} + C' }],
  check: { status: 'passed', description: 'Differentiating the result gives back the integrand.' },
};

const HALF: MathEvaluateResult = {
  ...INTEGRAL,
  operation: 'evaluate',
  steps: [],
  check: { status: 'none', description: 'A value needs no check.' },
};

function renderCalculator(
  url = '/calculator',
  answer: (call: RecordedCall) => FakeAnswer = () => ({ status: 500 }),
) {
  const calls = installFetch((call) => answer(call));
  renderRoutes([{ path: '/calculator', element: <CalculatorPage /> }], { url });
  return calls;
}

const key = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const display = () => screen.getByTestId('scientific-display');

describe('CalculatorPage: scientific', () => {
  it('works out keypad input in the browser, with the fraction, and keeps it in the history', async () => {
    const calls = renderCalculator();
    key('1');
    key('divide');
    key('3');
    key('plus');
    key('1');
    key('divide');
    key('6');
    expect(screen.getByRole('textbox', { name: /Expression/ })).toHaveValue('1÷3+1÷6');
    key('equals');
    expect(display()).toHaveTextContent('= 1/2');
    expect(display()).toHaveTextContent('≈ 0.5');
    expect(calls).toHaveLength(0);
    const stored = JSON.parse(localStorage.getItem(HISTORY_STORAGE_KEY)!) as { input: string }[];
    expect(stored[0]!.input).toBe('1÷3+1÷6');
    expect(
      await within(screen.getByRole('region', { name: 'History' })).findByText('1÷3+1÷6'),
    ).toBeInTheDocument();
  });

  it('switches to degrees, keeps a value in memory and recalls it', async () => {
    const calls = renderCalculator('/calculator', () => ({
      status: 200,
      body: { ...HALF, resultLatex: '\\frac{1}{2}', resultText: '1/2', approximation: '0.5' },
    }));
    const field = screen.getByRole('textbox', { name: /Expression/ });
    fireEvent.click(screen.getByRole('radio', { name: 'Degrees' }));
    fireEvent.change(field, { target: { value: 'sin(30)' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(display()).toHaveTextContent('0.5');
    expect(await screen.findByLabelText('Exact form')).toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ expression: 'sin(30)', operation: 'evaluate', angleUnit: 'deg' });
    key('Memory add');
    key('Memory add');
    expect(screen.getByText('M = 1')).toBeInTheDocument();
    key('clear all');
    key('Memory recall');
    expect(field).toHaveValue('1');
    key('Memory clear');
    expect(screen.getByText('Memory empty')).toBeInTheDocument();
  });

  it('shows an error, not a number, for an undefined value', () => {
    renderCalculator();
    const field = screen.getByRole('textbox', { name: /Expression/ });
    fireEvent.click(screen.getByRole('radio', { name: 'Degrees' }));
    fireEvent.change(field, { target: { value: 'tan(90)' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(screen.getByRole('alert')).toHaveTextContent('tan(90°) is undefined.');
    expect(display()).toHaveTextContent('');
  });

  it("shows the engine's exact surd only when its value agrees with the decimal", async () => {
    const calls = renderCalculator('/calculator', () => ({
      status: 200,
      body: { ...HALF, resultLatex: '2\\sqrt{2}', resultText: '2*sqrt(2)', approximation: '2.828427125' },
    }));
    const field = screen.getByRole('textbox', { name: /Expression/ });
    fireEvent.change(field, { target: { value: 'sqrt(8)' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByLabelText('Exact form')).toBeInTheDocument();
    expect(display().querySelector('[data-latex]')).toHaveAttribute('data-latex', '2\\sqrt{2}');
    expect(display()).toHaveTextContent('≈ 2.82842712475');
    expect(calls[0]).toMatchObject({
      url: '/api/math/evaluate',
      body: { expression: 'sqrt(8)', angleUnit: 'rad' },
    });
  });
});

describe('CalculatorPage: graph', () => {
  it('plots two functions and lists their intersections', () => {
    renderCalculator();
    fireEvent.click(screen.getByRole('tab', { name: 'Graph' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Function 1' }), { target: { value: 'y = x^2' } });
    key('Add function');
    fireEvent.change(screen.getByRole('textbox', { name: 'Function 2' }), { target: { value: 'x + 2' } });
    const table = screen.getByRole('table', { name: 'Points on the graph' });
    const crossings = within(table)
      .getAllByRole('row')
      .filter((row) => row.textContent?.startsWith('Intersection'))
      .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(crossings).toEqual([
      ['Intersection', 'y = x^2 and x + 2', '-1', '1'],
      ['Intersection', 'y = x^2 and x + 2', '2', '4'],
    ]);
    expect(document.querySelectorAll('circle[data-kind="intersection"]')).toHaveLength(2);
    key('Remove function 2');
    expect(screen.queryByRole('textbox', { name: 'Function 2' })).not.toBeInTheDocument();
  });

  it('gives each free letter a slider and redraws with its value', () => {
    renderCalculator();
    fireEvent.click(screen.getByRole('tab', { name: 'Graph' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Function 1' }), { target: { value: 'x^2 - k' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Value of k' }), { target: { value: '9' } });
    const roots = within(screen.getByRole('table', { name: 'Points on the graph' }))
      .getAllByRole('row')
      .filter((row) => row.textContent?.startsWith('Root'))
      .map((row) => row.querySelectorAll('td')[2]!.textContent);
    expect(roots).toEqual(['-3', '3']);
  });

  it('zooms with the keyboard and says why a function cannot be read', () => {
    renderCalculator();
    fireEvent.click(screen.getByRole('tab', { name: 'Graph' }));
    const graph = screen.getByRole('img', { name: /^Graph of/ });
    const labelsBefore = graph.querySelectorAll('text').length;
    fireEvent.keyDown(graph, { key: '-' });
    fireEvent.keyDown(graph, { key: '-' });
    fireEvent.keyDown(graph, { key: '-' });
    expect(graph.querySelectorAll('text').length).not.toBe(labelsBefore);
    fireEvent.change(screen.getByRole('textbox', { name: 'Function 1' }), { target: { value: 'x^2 +' } });
    expect(screen.getByText(/^Could not read it/)).toBeInTheDocument();
  });
});

describe('CalculatorPage: algebra', () => {
  it('integrates on the engine, shows the check and copies the LaTeX', async () => {
    const calls = renderCalculator('/calculator', () => ({ status: 200, body: INTEGRAL }));
    fireEvent.click(screen.getByRole('tab', { name: 'Algebra' }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Operation' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Integrate' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Expression/ }), { target: { value: '2x' } });
    key('Calculate');
    expect(
      await screen.findByText('Differentiating the result gives back the integrand.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Checked')).toBeInTheDocument();
    expect(screen.getByText('Apply the power rule')).toBeInTheDocument();
    expect(calls).toEqual([
      { method: 'POST', url: '/api/math/evaluate', body: { expression: '2x', operation: 'integrate' } },
    ]);
    key('Copy LaTeX');
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('x^{2} + C'));
  });

  it('says plainly when the check failed', async () => {
    renderCalculator('/calculator', () => ({
      status: 200,
      body: {
        ...INTEGRAL,
        check: {
          status: 'failed',
          description: 'Differentiating the result does not give back the integrand.',
        },
      },
    }));
    fireEvent.click(screen.getByRole('tab', { name: 'Algebra' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Expression/ }), { target: { value: 'x' } });
    key('Calculate');
    expect(await screen.findByText('The check failed: do not trust this result')).toBeInTheDocument();
  });

  it("shows the engine's reason for input it cannot read", async () => {
    renderCalculator('/calculator', () => ({
      status: 400,
      body: { error: 'Could not read "x^": a power needs an exponent.', code: 'MATH_UNREADABLE' },
    }));
    fireEvent.click(screen.getByRole('tab', { name: 'Algebra' }));
    fireEvent.change(screen.getByRole('textbox', { name: /^Expression/ }), { target: { value: 'x^' } });
    key('Calculate');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not work that out: Could not read "x^": a power needs an exponent.',
    );
  });

  it('opens with ?expression= in the algebra input and on the graph', () => {
    renderCalculator('/calculator?expression=x%5E2%20-%204');
    expect(screen.getByRole('tab', { name: 'Algebra', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Expression/ })).toHaveValue('x^2 - 4');
    fireEvent.click(screen.getByRole('tab', { name: 'Graph' }));
    expect(screen.getByRole('textbox', { name: 'Function 1' })).toHaveValue('x^2 - 4');
  });
});
