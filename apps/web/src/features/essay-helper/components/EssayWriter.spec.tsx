import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { installFetch, type FakeAnswer, type RecordedCall } from '@/testing/fake-fetch';
import { renderAt } from '@/testing/render-with-providers';
import { EssayHelperPage } from '../EssayHelperPage';
import { BANK } from '../testing/question-bank';

const ESSAY =
  'Rhetoric shapes how we argue. It persuades readers.\n\nEvidence matters most. Writers cite sources.';
const ANALYSIS = {
  paragraphBreakdown: [
    {
      paragraphIndex: 0,
      purpose: 'Introduce the claim',
      reasoning: 'Open broad',
      keySentence: 'Rhetoric shapes how we argue.',
    },
    {
      paragraphIndex: 1,
      purpose: 'Support it',
      reasoning: 'Cite evidence',
      keySentence: 'Evidence matters most.',
    },
  ],
  writingStrategy: 'Claim then evidence.',
  rubricAlignment: '',
};

function renderWriter(dictionary: () => FakeAnswer | Promise<FakeAnswer>) {
  const calls = installFetch((call: RecordedCall) => {
    if (call.url === '/api/essay/questions') return { status: 200, body: BANK };
    if (call.url === '/api/essay/generate')
      return { status: 200, body: { essay: ESSAY, analysis: ANALYSIS, engine: 'offline', isScaffold: true } };
    if (call.url === '/api/essay/identify-essential')
      return {
        status: 200,
        body: {
          essentialSentences: [
            { sentence: 'Evidence matters most.', explanation: 'The thesis of body one.' },
          ],
        },
      };
    if (call.url === '/api/essay/dictionary') return dictionary();
    return { status: 404, body: { error: 'Not found', code: 'NOT_FOUND' } };
  });
  renderAt(<EssayHelperPage />, '/essayhelper');
  return calls;
}

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: label })).toHaveValue(option));
}

function selectText(text: string) {
  jest.spyOn(window, 'getSelection').mockReturnValue({ toString: () => text } as Selection);
}

describe('EssayHelperPage: Essay Writing', () => {
  afterEach(() => jest.restoreAllMocks());

  it('enables Year and Question in turn and clears them when an earlier choice changes', async () => {
    renderWriter(() => ({ status: 404 }));
    expect(screen.getByRole('tab', { name: 'Essay Writing' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('combobox', { name: 'Year' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Question' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Generate AI Essay' })).toBeDisabled();

    await choose('Subject', 'AP English Language and Composition');
    expect(screen.getByRole('combobox', { name: 'Question' })).toBeDisabled();
    fireEvent.click(screen.getByRole('combobox', { name: 'Year' }));
    const years = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(years).toEqual(['2021', '2020', '2019']);
    fireEvent.click(screen.getByRole('option', { name: '2021' }));
    await choose('Question', 'Question 1');
    expect(
      screen.getByText('Read the passage.\nThen analyse it.', { normalizer: (t) => t }),
    ).toBeInTheDocument();

    await choose('Year', '2020');
    expect(screen.getByRole('combobox', { name: 'Question' })).toHaveValue('');
    await choose('Subject', 'AP Psychology');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Question' })).toBeDisabled();
  });

  it('generates a scaffold, highlights essential sentences and looks each word up only once', async () => {
    let answerDefinition: (a: FakeAnswer) => void = () => {};
    const calls = renderWriter(() => new Promise((resolve) => (answerDefinition = resolve)));
    await choose('Subject', 'AP English Language and Composition');
    await choose('Year', '2021');
    await choose('Question', 'Question 2');
    expect(screen.getByText('Generate an essay first to see interactive features.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Generate AI Essay' }));

    const essential = await screen.findByText('Evidence matters most.', { selector: 'mark' });
    expect(essential).toHaveAttribute('data-kind', 'essential');
    expect(screen.getByText(/this is a scaffold to write from/)).toBeInTheDocument();
    const generate = calls.find((c) => c.url === '/api/essay/generate')!;
    expect(generate.body).toMatchObject({
      questionId: 'lang-2021-argument',
      subject: 'AP English Language and Composition',
    });
    expect(calls.filter((c) => c.url === '/api/essay/identify-essential')).toEqual([
      { method: 'POST', url: '/api/essay/identify-essential', body: { essay: ESSAY } },
    ]);
    expect(screen.getByRole('heading', { name: 'Writing Strategy' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rubric Alignment' })).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Paragraph 2 Analysis' });
    expect(screen.getByText('Cite evidence')).not.toBeVisible();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText('Cite evidence')).toBeVisible());

    const paragraph = screen.getByText('Rhetoric shapes how we argue. It persuades readers.');
    selectText(' Rhetoric ');
    fireEvent.doubleClick(paragraph);
    expect(await screen.findByText('Looking up definition...')).toBeInTheDocument();
    selectText('rhetoric.');
    fireEvent.doubleClick(paragraph);
    answerDefinition({
      status: 200,
      body: {
        definition: 'using language effectively',
        word: 'rhetoric',
        lemma: 'rhetoric',
        partOfSpeech: 'noun',
        source: 'wordnet',
      },
    });
    await waitFor(() => expect(screen.queryByText('Looking up definition...')).not.toBeInTheDocument());
    fireEvent.doubleClick(paragraph);
    selectText('three words selected');
    fireEvent.doubleClick(paragraph);

    expect(calls.filter((c) => c.url === '/api/essay/dictionary').map((c) => c.body)).toEqual([
      { word: 'rhetoric' },
    ]);
    const defined = screen.getByText('Rhetoric', { selector: 'span' });
    fireEvent.focus(defined);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('using language effectively');
  });

  it("says 'Failed to generate essay' when generation fails", async () => {
    installFetch((call) =>
      call.url === '/api/essay/questions'
        ? { status: 200, body: BANK }
        : { status: 503, body: { error: 'down', code: 'AI_UNAVAILABLE' } },
    );
    renderAt(<EssayHelperPage />, '/essayhelper');
    await choose('Subject', 'AP Psychology');
    await choose('Year', '2025');
    await choose('Question', 'Question 1');
    fireEvent.click(screen.getByRole('button', { name: 'Generate AI Essay' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to generate essay');
    expect(
      within(screen.getByRole('tabpanel', { name: 'Essay Writing' })).getByRole('button', {
        name: 'Generate AI Essay',
      }),
    ).toBeEnabled();
  });
});
