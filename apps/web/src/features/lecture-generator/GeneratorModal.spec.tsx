import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_FORMATTING_REQUIREMENT, type GeneratedDocument, type GenerationKind } from '@eps/contracts';
import { installEventSource } from '@/testing/fake-event-source';
import { installFetch, type FakeAnswer, type FetchHandler, type RecordedCall } from '@/testing/fake-fetch';
import { renderAt } from '@/testing/render-with-providers';
import { GeneratorModal } from './GeneratorModal';
import { NOTES, SLIDES } from './testing/sample-documents';

/** A 1×1 PNG: the plot image the compile worker would answer. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const PDF: FakeAnswer = { status: 200, text: '%PDF-1.5 fake', contentType: 'application/pdf' };
const DOCUMENT_ID = '00000000-0000-4000-8000-0000000000aa';
const PLAIN_NOTES = NOTES.replace(/\\begin\{pythonplot\}[\s\S]*?\\end\{figure\}\n/, '');

const saved = (latexCode: string, change: string, version: number): GeneratedDocument => ({
  id: DOCUMENT_ID,
  kind: 'notes',
  title: 'Oscillations',
  version,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  latexCode,
  change,
  canUndo: version > 1,
  options: {
    userRequirement: '',
    customAuthor: 'AIAT',
    includeImages: false,
    includeExamples: false,
    compactLayout: false,
    isHigh: false,
  },
});

/** Answers the routes the modal calls; `routes` answers first, by "METHOD /api/path". */
function serve(routes: Record<string, FakeAnswer | FetchHandler> = {}) {
  installEventSource();
  return installFetch((call, headers) => {
    const key = `${call.method} ${call.url.replace(/\?.*$/, '')}`;
    const route = routes[key];
    if (route) return typeof route === 'function' ? route(call, headers) : route;
    if (key === 'GET /api/documents') return { status: 200, body: { documents: [] } };
    if (key === 'POST /api/compile') return PDF;
    throw new Error(`unexpected call ${key}`);
  });
}

function renderModal(kind: GenerationKind = 'notes') {
  renderAt(<GeneratorModal kind={kind} opened onClose={() => {}} />, '/home');
  return screen.getByRole('textbox', { name: 'Lecture material' });
}

const generated = (latexCode: string, engine = 'offline'): FakeAnswer => ({
  status: 200,
  body: { latexCode, documentId: DOCUMENT_ID, version: 1, engine },
});
const button = (name: string) => screen.getByRole('button', { name });
const callsTo = (calls: RecordedCall[], url: string) => calls.filter((c) => c.url.startsWith(url));

/** Generates the plain notes (saved edits answered as the server would) and returns the open editor. */
async function openNotesEditor(routes: Record<string, FakeAnswer | FetchHandler> = {}) {
  const calls = serve({
    'POST /api/generate-latex-lecture': generated(PLAIN_NOTES),
    [`POST /api/documents/${DOCUMENT_ID}/versions`]: (call) => ({
      status: 200,
      body: saved((call.body as { latexCode: string }).latexCode, 'edit', 2),
    }),
    ...routes,
  });
  const material = renderModal();
  fireEvent.change(material, { target: { value: 'Waves.' } });
  fireEvent.click(button('Generate PDF'));
  const editor = await screen.findByRole('complementary', { name: 'Document Editor' });
  return { calls, editor };
}

/** Picks "Damping and Resonance" in the open editor and regenerates it with `requirement`. */
async function regenerateSection(editor: HTMLElement, requirement: string) {
  fireEvent.click(within(editor).getByRole('radio', { name: 'Sections (3)' }));
  fireEvent.click(within(editor).getByRole('combobox', { name: '2. Item' }));
  fireEvent.click(await within(editor).findByRole('option', { name: '3. Damping and Resonance' }));
  fireEvent.click(within(editor).getByRole('button', { name: 'Regenerate' }));
  fireEvent.change(within(editor).getByRole('textbox', { name: 'Regeneration Requirements' }), {
    target: { value: requirement },
  });
  fireEvent.click(within(editor).getByRole('button', { name: 'Regenerate' }));
}

describe('GeneratorModal', () => {
  it("shows the spec's fields, labels and defaults", async () => {
    serve();
    const material = renderModal();
    expect(await screen.findByText('Lecture Notes Generator')).toBeInTheDocument();
    expect(material).toHaveAttribute(
      'placeholder',
      'Enter your lecture material here. You can also paste images to extract text.',
    );
    expect(screen.getByRole('textbox', { name: 'Formatting requirements' })).toHaveValue(
      DEFAULT_FORMATTING_REQUIREMENT,
    );
    expect(screen.getByRole('textbox', { name: 'Document author' })).toHaveValue('AIAT');
    for (const label of ['Include images and plots', 'Include practical examples', 'Use compact layout']) {
      expect(screen.getByRole('checkbox', { name: label })).not.toBeChecked();
    }
    const thinking = screen.getByRole('switch', { name: 'Advanced Thinking' });
    expect(screen.getByText('Off (fast)')).toBeInTheDocument();
    fireEvent.click(thinking);
    expect(screen.getByText('Professional (Longer Time)')).toBeInTheDocument();
  });

  it('disables Generate and Enhance while the material is blank', async () => {
    serve();
    const material = renderModal('slides');
    expect(button('Generate Slides')).toBeDisabled();
    expect(button('Enhance with AI')).toBeDisabled();
    fireEvent.change(material, { target: { value: '   \n ' } });
    expect(button('Generate Slides')).toBeDisabled();
    expect(button('Enhance with AI')).toBeDisabled();
    fireEvent.change(material, { target: { value: 'Waves carry energy.' } });
    expect(button('Generate Slides')).toBeEnabled();
    expect(button('Enhance with AI')).toBeEnabled();
  });

  it('disables every input while processing and shows the real stage', async () => {
    let answer!: (a: FakeAnswer) => void;
    const calls = serve({
      'POST /api/generate-latex-lecture': () => new Promise((resolve) => (answer = resolve)),
    });
    const material = renderModal();
    fireEvent.change(material, { target: { value: 'Waves carry energy.' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Include images and plots' }));
    fireEvent.keyDown(material, { key: 'Enter', ctrlKey: true });

    expect(await screen.findByRole('status')).toHaveTextContent('Generating LaTeX and Python code...');
    expect(material).toBeDisabled();
    expect(button('Generate PDF')).toBeDisabled();
    expect(button('Enhance with AI')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Document author' })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Use compact layout' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Advanced Thinking' })).toBeDisabled();
    expect(callsTo(calls, '/api/generate-latex-lecture')[0]!.body).toEqual({
      userMaterial: 'Waves carry energy.',
      userRequirement: DEFAULT_FORMATTING_REQUIREMENT,
      customAuthor: 'AIAT',
      includeImages: true,
      includeExamples: false,
      compactLayout: false,
      isHigh: false,
    });

    await act(async () => answer(generated(PLAIN_NOTES)));
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(material).toBeEnabled();
    expect(callsTo(calls, '/api/compile')[0]!.body).toMatchObject({ shellEscape: false });
    expect(screen.getByText(/Structured by the offline engine/)).toBeInTheDocument();
    // Notes open the Document Editor by themselves, with the spec's content types and counts.
    const editor = screen.getByRole('complementary', { name: 'Document Editor' });
    expect(within(editor).getByText('Sections (3)')).toBeInTheDocument();
    expect(within(editor).getByText('Subsections (2)')).toBeInTheDocument();
    expect(within(editor).getByText('Plots (0)')).toBeInTheDocument();
  });

  it('says when no LaTeX came back, and shows server errors', async () => {
    let next: FakeAnswer = generated('  ', 'openai');
    serve({ 'POST /api/generate-latex-lecture': () => next });
    const material = renderModal();
    fireEvent.change(material, { target: { value: 'Waves.' } });
    fireEvent.click(button('Generate PDF'));
    expect(await screen.findByRole('alert')).toHaveTextContent('No LaTeX code was returned from OpenAI.');

    next = {
      status: 429,
      body: { error: 'Too many AI requests. Try again in a minute.', code: 'RATE_LIMITED' },
    };
    fireEvent.click(button('Generate PDF'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many AI requests.'));

    next = { status: 500, text: 'oops' };
    fireEvent.click(button('Generate PDF'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^An error occurred$/));
  });

  it('shows a failed compile in a red banner with the server text', async () => {
    serve({
      'POST /api/generate-latex-slides': generated(
        SLIDES.replace(/\\begin\{pythonplot\}[\s\S]*?\\end\{center\}\n/, ''),
      ),
      'POST /api/compile': { status: 422, text: 'Line 9: Undefined control sequence \\oops' },
    });
    const material = renderModal('slides');
    fireEvent.change(material, { target: { value: 'Waves.' } });
    fireEvent.click(button('Generate Slides'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'LaTeX compilation failed: Line 9: Undefined control sequence \\oops',
    );
  });

  it('keeps the title page of slides from being deleted or regenerated', async () => {
    serve({ 'POST /api/generate-latex-slides': generated(SLIDES, 'openai') });
    const material = renderModal('slides');
    fireEvent.change(material, { target: { value: 'Waves.' } });
    fireEvent.click(button('Generate Slides'));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Slides' }));
    const editor = screen.getByRole('complementary', { name: 'Slide Editor' });
    fireEvent.click(within(editor).getByRole('radio', { name: 'Slides (4)' }));
    fireEvent.click(within(editor).getByRole('combobox', { name: '2. Item' }));
    fireEvent.click(await within(editor).findByRole('option', { name: '1. Slide 1' }));
    expect(within(editor).getByRole('button', { name: 'Delete' })).toBeDisabled();
    expect(within(editor).getByRole('button', { name: 'Regenerate' })).toBeDisabled();
    expect(within(editor).getByText('Title pages cannot be deleted or regenerated.')).toBeInTheDocument();
    fireEvent.click(within(editor).getByRole('button', { name: 'Preview' }));
    expect(within(editor).getByText(/\\titlepage/)).toBeInTheDocument();
    expect(within(editor).getByRole('button', { name: 'Hide' })).toBeInTheDocument();
  });

  it('deletes a section: saves the new version, recompiles and resets the selection', async () => {
    const { calls, editor } = await openNotesEditor();
    fireEvent.click(within(editor).getByRole('radio', { name: 'Sections (3)' }));
    fireEvent.click(within(editor).getByRole('combobox', { name: '2. Item' }));
    fireEvent.click(await within(editor).findByRole('option', { name: '3. Damping and Resonance' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Delete' }));

    expect(
      await within(editor).findByText('Last change: Deleted section "Damping and Resonance"'),
    ).toBeInTheDocument();
    const [save] = callsTo(calls, `/api/documents/${DOCUMENT_ID}/versions`);
    expect((save!.body as { change: string }).change).toBe('Deleted section "Damping and Resonance"');
    expect((save!.body as { latexCode: string }).latexCode).not.toContain('Damping');
    expect(callsTo(calls, '/api/compile')).toHaveLength(2);
    expect(within(editor).getByText('Sections (2)')).toBeInTheDocument();
    expect(within(editor).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo last change' })).toBeEnabled();
  });

  it('regenerates a subsection with the requirement, and says so when the call fails', async () => {
    let regenerated: FakeAnswer = { status: 500, text: 'upstream broke' };
    const { calls, editor } = await openNotesEditor({
      'POST /api/regenerate-subsection': () => regenerated,
    });
    fireEvent.click(within(editor).getByRole('radio', { name: 'Subsections (2)' }));
    fireEvent.click(within(editor).getByRole('combobox', { name: '2. Item' }));
    fireEvent.click(await within(editor).findByRole('option', { name: '1. Basic quantities' }));
    fireEvent.click(within(editor).getByRole('button', { name: 'Regenerate' }));
    fireEvent.change(within(editor).getByRole('textbox', { name: 'Regeneration Requirements' }), {
      target: { value: 'Add units' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Regenerate' }));
    expect(await within(editor).findByRole('alert')).toHaveTextContent('Failed to regenerate subsection');
    expect(callsTo(calls, `/api/documents/${DOCUMENT_ID}/versions`)).toHaveLength(0);

    regenerated = {
      status: 200,
      body: {
        regeneratedSubsection: '\\subsection{Basic quantities}\nAmplitude A in metres.',
        report: { changed: true, outcomes: [{ request: 'Add units', done: ['added units'], notDone: [] }] },
      },
    };
    fireEvent.click(within(editor).getByRole('button', { name: 'Regenerate' }));
    const lastChange = await within(editor).findByRole('region', { name: 'Last change' });
    expect(lastChange).toHaveTextContent('Regenerated subsection "Basic quantities"');
    expect(lastChange).toHaveTextContent('Amplitude A in metres.');
    const request = callsTo(calls, '/api/regenerate-subsection')[1]!.body as Record<string, string>;
    expect(request).toMatchObject({
      subsectionTitle: 'Basic quantities',
      sectionTitle: 'Introduction to Oscillations',
      requirement: 'Add units',
    });
    const [save] = callsTo(calls, `/api/documents/${DOCUMENT_ID}/versions`);
    expect((save!.body as { latexCode: string }).latexCode).toContain(
      '\\subsection{Basic quantities}\nAmplitude A in metres.\n\\section*{The Mass-Spring System}',
    );
  });

  it('shows what a regeneration could not do beside what it did', async () => {
    const { editor } = await openNotesEditor({
      'POST /api/regenerate-section': {
        status: 200,
        body: {
          regeneratedSection:
            '\\section{Damping and Resonance}\n\\begin{enumerate}\n\\item Damping.\n\\end{enumerate}\n',
          report: {
            changed: true,
            outcomes: [
              { request: 'numbered steps', done: ['points numbered'], notDone: [] },
              {
                request: 'a second example using 250 nm UV',
                done: [],
                notDone: [
                  'also asked for "250 nm UV": the offline engine cannot take values from the request',
                ],
              },
            ],
          },
        },
      },
    });
    await regenerateSection(editor, 'numbered steps, then a second example using 250 nm UV');
    const lastChange = await within(editor).findByRole('region', { name: 'Last change' });
    expect(lastChange).toHaveTextContent('Last change: Regenerated section "Damping and Resonance"');
    expect(within(lastChange).getByRole('region', { name: 'What was done' })).toHaveTextContent(
      '“numbered steps”: points numbered',
    );
    expect(within(lastChange).getByRole('alert', { name: 'Could not do' })).toHaveTextContent(
      '“a second example using 250 nm UV”: also asked for "250 nm UV": the offline engine cannot take values from the request',
    );
  });

  it('says nothing changed, saves no version and never claims "Regenerated" when the item came back the same', async () => {
    const unchanged = PLAIN_NOTES.slice(
      PLAIN_NOTES.indexOf('\\section{Damping and Resonance}'),
      PLAIN_NOTES.indexOf('\\end{document}'),
    );
    const { calls, editor } = await openNotesEditor({
      'POST /api/regenerate-section': {
        status: 200,
        body: {
          regeneratedSection: `${unchanged}\n`,
          report: {
            changed: false,
            outcomes: [
              {
                request: 'make it funnier',
                done: [],
                notDone: ['this request ("funnier") is beyond the offline engine\'s rules'],
              },
            ],
          },
        },
      },
    });
    await regenerateSection(editor, 'make it funnier');
    await waitFor(() => expect(callsTo(calls, '/api/regenerate-section')).toHaveLength(1));
    const lastChange = await within(editor).findByRole('region', { name: 'Last change' });
    expect(lastChange).toHaveTextContent('Nothing changed');
    expect(lastChange).toHaveTextContent(
      'The regenerated section "Damping and Resonance" is the same as before, so nothing was saved.',
    );
    expect(lastChange).toHaveTextContent(
      '“make it funnier”: this request ("funnier") is beyond the offline engine\'s rules',
    );
    expect(lastChange).not.toHaveTextContent('Regenerated section');
    expect(callsTo(calls, `/api/documents/${DOCUMENT_ID}/versions`)).toHaveLength(0);
    expect(callsTo(calls, '/api/compile')).toHaveLength(1);
  });

  it('marks the PDF out of date when a plot fails, naming the plot, and clears the mark once all is drawn', async () => {
    let plot: FakeAnswer = { status: 200, body: { error: "NameError: name 'x' is not defined" } };
    serve({
      'POST /api/generate-latex-lecture': generated(NOTES),
      'POST /api/python-image-generator': () => plot,
      [`POST /api/documents/${DOCUMENT_ID}/undo`]: { status: 200, body: saved(NOTES, 'undo', 1) },
    });
    const material = renderModal();
    fireEvent.change(material, { target: { value: 'Waves.' } });
    fireEvent.click(button('Generate PDF'));
    expect(await screen.findByText(/Some plots could not be generated/)).toBeInTheDocument();
    const mark = await screen.findByRole('status', { name: 'This PDF is out of date' });
    expect(mark).toHaveTextContent('The plot "Period against mass" failed, so this PDF shows no plots.');

    plot = { status: 200, body: { plotBase64: PNG_BASE64 } };
    fireEvent.click(button('Generate PDF'));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'This PDF is out of date' })).toBeNull());
  });

  it('inserts the text of a pasted image at the cursor', async () => {
    const calls = serve({
      'POST /api/image-to-text': { status: 200, body: { success: true, result: 'F = ma' } },
    });
    const material = renderModal() as HTMLTextAreaElement;
    fireEvent.change(material, { target: { value: 'Newton: . Done.' } });
    material.setSelectionRange(8, 8);
    const image = new File([new Uint8Array([0x89, 0x50])], 'shot.png', { type: 'image/png' });
    const clipboardData = {
      getData: () => '',
      items: [{ kind: 'file', type: 'image/png', getAsFile: () => image }],
      files: [image],
    };
    fireEvent.paste(material, { clipboardData });
    await waitFor(() => expect(material).toHaveValue('Newton: F = ma. Done.'));
    expect(callsTo(calls, '/api/image-to-text')).toHaveLength(1);

    // Pasted text stays an ordinary paste.
    fireEvent.paste(material, { clipboardData: { ...clipboardData, getData: () => 'plain text' } });
    expect(callsTo(calls, '/api/image-to-text')).toHaveLength(1);
  });
});
