import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  FIXED_ESSAY_RUBRIC,
  NO_QUESTION_PROVIDED,
  type EssayCheckResult,
  type EssayEngineInfo,
  type RewriteResponse,
} from '@eps/contracts';
import { installEventSource } from '@/testing/fake-event-source';
import { installFetch, type FakeAnswer, type RecordedCall } from '@/testing/fake-fetch';
import { renderAt } from '@/testing/render-with-providers';
import { EssayHelperPage } from '../EssayHelperPage';
import { BANK } from '../testing/question-bank';

const ESSAY = 'Their going to the park today. It was a very very nice day.\n\nParks matter to towns.';
const RESULT: EssayCheckResult = {
  overallScore: 6.5,
  overallFeedback: 'A clear start.',
  rubricBreakdown: {
    thesis: { score: 1, max: 1, feedback: 'Defensible.' },
    evidence: { score: 2.5, max: 4, feedback: 'Some commentary.' },
    sophistication: { score: 0, max: 1, feedback: 'Not yet.' },
  },
  strengths: ['Clear claim'],
  weaknesses: ['Thin evidence'],
  paragraphAnalysis: [
    {
      paragraphNumber: 1,
      purpose: 'Sets the scene',
      reasoning: 'Opens',
      keySentence: 'Parks.',
      suggestions: ['Add a source.'],
    },
  ],
  grammarIssues: [
    { issue: "Use 'They're'", sentence: 'Their going to the park today.', suggestion: "They're going" },
  ],
  styleImprovements: [
    { improvement: 'Weak intensifier', sentence: 'It was a very very nice day.', reason: 'Cut very' },
  ],
  engine: 'offline',
};

const REWRITTEN: RewriteResponse = {
  rewrittenSentence: 'was a lovely',
  changed: true,
  note: 'Rewritten by the offline engine’s rules.',
};

const OFFLINE_ENGINE: EssayEngineInfo = {
  engine: 'offline',
  checkTakes: {
    grammar: 'This may take a few moments',
    style: 'This may take a few moments',
    comprehensive: 'This takes a few seconds on the offline engine',
  },
};

function renderChecker(
  analyze: (call: RecordedCall) => FakeAnswer | Promise<FakeAnswer>,
  rewritten: RewriteResponse = REWRITTEN,
  engine: EssayEngineInfo = OFFLINE_ENGINE,
) {
  const calls = installFetch((call) => {
    if (call.url === '/api/essay/questions') return { status: 200, body: BANK };
    if (call.url === '/api/essay/engine') return { status: 200, body: engine };
    if (call.url === '/api/essay/analyze') return analyze(call);
    if (call.url === '/api/essay/rewrite') return { status: 200, body: rewritten };
    if (call.url === '/api/essay/explain')
      return { status: 200, body: { explanation: 'Their is a possessive; this needs they are.' } };
    return { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };
  });
  renderAt(<EssayHelperPage />, '/essayhelper');
  fireEvent.click(screen.getByRole('tab', { name: 'Essay Correction' }));
  const panel = screen.getByRole('tabpanel', { name: 'Essay Correction' });
  return {
    calls,
    panel: within(panel),
    essayBox: within(panel).getByRole('textbox', { name: /Essay Text/ }),
  };
}

/** Selects `from`…`to` of the text inside `element`, as a mouse drag would, and releases the mouse. */
function dragSelect(element: HTMLElement, from: number, to: number) {
  const text = element.firstChild!;
  const range = document.createRange();
  range.setStart(text, from);
  range.setEnd(text, to);
  // jsdom lays nothing out: the toolbar's position needs a rectangle.
  range.getBoundingClientRect = () => ({ left: 10, top: 100, width: 80 }) as DOMRect;
  jest.spyOn(window, 'getSelection').mockReturnValue({
    toString: () => range.toString(),
    anchorNode: range.startContainer,
    getRangeAt: () => range,
  } as unknown as Selection);
  fireEvent.mouseUp(element);
}

function upload(panel: ReturnType<typeof within>, file: File) {
  const input = panel
    .getByRole('button', { name: 'Upload .txt' })
    .parentElement!.querySelector('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

describe('EssayHelperPage: Essay Correction', () => {
  afterEach(() => jest.restoreAllMocks());

  it('reads a .txt upload, ignores other files and binary files renamed .txt, and counts words live', async () => {
    const { panel, essayBox } = renderChecker(() => ({ status: 200, body: RESULT }));
    expect(panel.getByText('0 words')).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Complete Analysis' })).toBeDisabled();

    upload(panel, new File(['%PDF-1.4'], 'essay.pdf', { type: 'application/pdf' }));
    expect(await panel.findByText(/essay\.pdf was ignored: only plain-text/)).toBeInTheDocument();
    expect(essayBox).toHaveValue('');

    const binary = Uint8Array.from({ length: 512 }, (_, i) => (i * 37) % 256);
    upload(panel, new File([binary], 'photo.txt', { type: 'text/plain' }));
    expect(
      await panel.findByText(/photo\.txt was ignored: it does not contain plain text/),
    ).toBeInTheDocument();
    expect(essayBox).toHaveValue('');

    upload(panel, new File([ESSAY], 'essay.txt', { type: 'text/plain' }));
    await waitFor(() => expect(essayBox).toHaveValue(ESSAY));
    expect(panel.getByText('17 words')).toBeInTheDocument();
    fireEvent.change(essayBox, { target: { value: '   ' } });
    expect(panel.getByRole('button', { name: 'Grammar Check' })).toBeDisabled();
  });

  it.each([
    [OFFLINE_ENGINE, 'This takes a few seconds on the offline engine'],
    [
      {
        engine: 'openai',
        checkTakes: { ...OFFLINE_ENGINE.checkTakes, comprehensive: 'This may take up to 30 seconds' },
      } as const,
      'This may take up to 30 seconds',
    ],
  ])('says what a complete analysis takes on the server’s engine (%#)', async (engine, note) => {
    const { panel, essayBox } = renderChecker(() => new Promise(() => {}), REWRITTEN, engine);
    fireEvent.change(essayBox, { target: { value: ESSAY } });
    await waitFor(() => expect(panel.getByRole('button', { name: 'Complete Analysis' })).toBeEnabled());
    fireEvent.click(panel.getByRole('button', { name: 'Complete Analysis' }));
    const progress = await panel.findByRole('status', { name: 'Parsing text structure...' });
    await waitFor(() => expect(progress).toHaveTextContent(note));
  });

  it('sends the fixed rubric without a question and says when the analysis fails', async () => {
    let fail = () => {};
    const { calls, panel, essayBox } = renderChecker(
      () =>
        new Promise((resolve) => (fail = () => resolve({ status: 500, body: { error: 'x', code: 'X' } }))),
    );
    fireEvent.change(essayBox, { target: { value: ESSAY } });
    fireEvent.click(panel.getByRole('button', { name: 'Grammar Check' }));
    const progress = await panel.findByRole('status', { name: 'Parsing text structure...' });
    expect(progress).toHaveTextContent('Checking grammar rules...');
    expect(progress).toHaveTextContent('This may take a few moments');
    expect(panel.getByRole('button', { name: 'Complete Analysis' })).toBeDisabled();
    fail();
    expect(await panel.findByRole('alert')).toHaveTextContent('Failed to analyze essay');
    expect(calls.find((c) => c.url === '/api/essay/analyze')!.body).toEqual({
      essay: ESSAY,
      question: NO_QUESTION_PROVIDED,
      rubric: FIXED_ESSAY_RUBRIC,
      analysisType: 'grammar',
    });
  });

  it("moves the step list with the server's named steps of the check", async () => {
    const streams = installEventSource();
    let answer = () => {};
    const { panel, essayBox } = renderChecker(
      () => new Promise((resolve) => (answer = () => resolve({ status: 200, body: RESULT }))),
    );
    fireEvent.change(essayBox, { target: { value: ESSAY } });
    fireEvent.click(panel.getByRole('button', { name: 'Complete Analysis' }));
    await panel.findByRole('status', { name: 'Parsing text structure...' });
    const stream = streams[0]!;
    expect(stream.url).toMatch(/^\/api\/jobs\/[0-9a-f-]{36}\/events$/);
    for (const [step, label] of [
      ['grammar', 'Checking grammar rules...'],
      ['style', 'Checking style...'],
      ['rubric', 'Scoring the rubric and analyzing paragraphs...'],
      ['feedback', 'Compiling feedback...'],
    ] as const) {
      stream.emit({ kind: 'essay-check', stage: 'running', step, message: step });
      expect(panel.getByRole('status', { name: label })).toBeInTheDocument();
    }
    answer();
    expect(await panel.findByText('6.5/10')).toBeInTheDocument();
  });

  it('checks against the chosen question, shows the results and rewrites a selection', async () => {
    const { calls, panel, essayBox } = renderChecker(() => ({ status: 200, body: RESULT }));
    fireEvent.change(essayBox, { target: { value: ESSAY } });
    fireEvent.click(panel.getByRole('combobox', { name: 'Question from the bank' }));
    fireEvent.click(await screen.findByRole('option', { name: /^AP Psychology 2025: Describe the study\./ }));
    fireEvent.click(panel.getByRole('button', { name: 'Complete Analysis' }));

    expect(await panel.findByText('6.5/10')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/essay/analyze')!.body).toEqual({
      essay: ESSAY,
      question: 'Describe the study.',
      rubric: BANK.subjects[1]!.years[0]!.questions[0]!.rubric,
      analysisType: 'comprehensive',
      questionId: 'psych-2025-aaq',
    });
    expect(panel.getByTestId('rubric-thesis')).toHaveAttribute('data-score-color', 'green');
    expect(panel.getByTestId('rubric-thesis')).toHaveTextContent('1/1');
    expect(panel.getByTestId('rubric-evidence')).toHaveAttribute('data-score-color', 'yellow');
    expect(panel.getByTestId('rubric-evidence')).toHaveTextContent('2.5/4');
    expect(panel.getByTestId('rubric-sophistication')).toHaveAttribute('data-score-color', 'red');
    expect(panel.getByTestId('rubric-sophistication')).toHaveTextContent('0/1');
    expect(panel.getByText('Their going to the park today.', { selector: 'mark' })).toHaveAttribute(
      'data-kind',
      'grammar',
    );
    expect(panel.getByText('It was a very very nice day.', { selector: 'mark' })).toHaveAttribute(
      'data-kind',
      'style',
    );
    expect(panel.getByRole('heading', { name: 'Grammar Issues (1)' })).toBeInTheDocument();
    expect(panel.getByRole('heading', { name: 'Style Improvements (1)' })).toBeInTheDocument();
    expect(panel.getByRole('button', { name: 'Paragraph 1 Analysis' })).toBeInTheDocument();

    // "t was a very very ni": starts and ends inside words, so "was a very very nice" is what is sent.
    dragSelect(panel.getByText('It was a very very nice day.', { selector: 'mark' }), 1, 21);
    fireEvent.click(screen.getByRole('button', { name: 'Rewrite' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rewrite Sentence' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Rewrite' }));
    expect(await dialog.findByLabelText('Rewritten text')).toHaveTextContent(/^was a lovely$/);
    expect(dialog.getByLabelText('Engine note')).toHaveTextContent(
      'Rewritten by the offline engine’s rules.',
    );
    expect(calls.find((c) => c.url === '/api/essay/rewrite')!.body).toEqual({
      sentence: 'It was a very very nice',
      context: ESSAY,
      instruction: 'Improve clarity and style',
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Replace' }));
    await waitFor(() =>
      expect(essayBox).toHaveValue(ESSAY.replace('It was a very very nice', 'was a lovely')),
    );
  });

  it('replaces nothing when the engine found nothing to change, and shows its note beside the text', async () => {
    const note = 'Nothing to change: the offline engine’s rules found nothing to change in this text.';
    const { calls, panel, essayBox } = renderChecker(() => ({ status: 200, body: RESULT }), {
      rewrittenSentence: 'Parks matter to towns.',
      changed: false,
      note,
    });
    fireEvent.change(essayBox, { target: { value: ESSAY } });
    fireEvent.click(panel.getByRole('button', { name: 'Style Check' }));
    const paragraph = (await panel.findByText('Parks matter to towns.')) as HTMLElement;
    dragSelect(paragraph, 3, 18); // "ks matter to to"
    fireEvent.click(screen.getByRole('button', { name: 'Rewrite' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Rewrite Sentence' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Rewrite' }));
    expect(await dialog.findByLabelText('Engine note')).toHaveTextContent(note);
    expect(calls.find((c) => c.url === '/api/essay/rewrite')!.body).toMatchObject({
      sentence: 'Parks matter to towns',
    });
    expect(dialog.getByRole('status')).toHaveTextContent('Nothing to replace: your text stays as it is.');
    expect(dialog.queryByLabelText('Rewritten text')).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Replace' })).toBeDisabled();
    fireEvent.click(dialog.getByRole('button', { name: 'Keep original' }));
    expect(essayBox).toHaveValue(ESSAY);
  });

  it('keeps the toolbar beside its passage while the page scrolls, and hides it once the passage is off screen', async () => {
    const { panel, essayBox } = renderChecker(() => ({ status: 200, body: RESULT }));
    fireEvent.change(essayBox, { target: { value: ESSAY } });
    fireEvent.click(panel.getByRole('button', { name: 'Grammar Check' }));
    const highlight = await panel.findByText('Their going to the park today.', { selector: 'mark' });
    let top = 300;
    highlight.getBoundingClientRect = () => ({ left: 200, top, bottom: top + 20, width: 160 }) as DOMRect;

    fireEvent.focus(highlight);
    const toolbar = () =>
      screen.queryByRole('button', { name: 'Rewrite' })?.closest<HTMLElement>('.mantine-Paper-root');
    expect(toolbar()).toHaveStyle({ top: '294px' });

    top = 250;
    fireEvent.scroll(window);
    expect(toolbar()).toHaveStyle({ top: '244px' });

    top = -100;
    fireEvent.scroll(window);
    expect(screen.queryByRole('button', { name: 'Rewrite' })).not.toBeInTheDocument();
  });

  it('lets a keyboard user explain a highlighted passage: Tab to it, then Alt+E; Escape hides the toolbar', async () => {
    const { calls, panel, essayBox } = renderChecker(() => ({ status: 200, body: RESULT }));
    fireEvent.change(essayBox, { target: { value: ESSAY } });
    fireEvent.click(panel.getByRole('button', { name: 'Grammar Check' }));
    const highlight = await panel.findByText('Their going to the park today.', { selector: 'mark' });

    fireEvent.focus(highlight);
    expect(screen.getByRole('button', { name: 'Explain' })).toHaveAttribute('aria-keyshortcuts', 'Alt+E');
    fireEvent.keyDown(highlight, { key: 'Escape', code: 'Escape' });
    expect(screen.queryByRole('button', { name: 'Explain' })).not.toBeInTheDocument();

    fireEvent.focus(highlight);
    fireEvent.keyDown(highlight, { key: 'e', code: 'KeyE', altKey: true });
    const dialog = within(await screen.findByRole('dialog', { name: 'Text Explanation' }));
    expect(await dialog.findByText('Their is a possessive; this needs they are.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/essay/explain')!.body).toEqual({
      sentence: 'Their going to the park today.',
      context: ESSAY,
    });
  });
});
