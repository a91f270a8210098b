import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatLatexErrors, JOB_ID_HEADER } from '@eps/contracts';
import { cursorLine, editorViewOf, replaceText } from '@/testing/codemirror-jsdom';
import { installEventSource } from '@/testing/fake-event-source';
import { installFetch, type FakeAnswer } from '@/testing/fake-fetch';
import { renderAt } from '@/testing/render-with-providers';
import { LatexEditorPage } from './LatexEditorPage';
import { SAMPLE_DOCUMENT } from './sample-document';

const PDF: FakeAnswer = { status: 200, text: '%PDF-1.5 fake', contentType: 'application/pdf' };

function renderEditor(
  answer: (headers: { get(name: string): string | null }) => FakeAnswer | Promise<FakeAnswer>,
) {
  const streams = installEventSource();
  const calls = installFetch((_call, headers) => answer(headers));
  renderAt(<LatexEditorPage />, '/latex-editor');
  const source = screen.getByRole('textbox', { name: 'LaTeX source' });
  return { calls, streams, source, view: editorViewOf(source) };
}

describe('LatexEditorPage', () => {
  it('opens with the sample article', () => {
    const { view } = renderEditor(() => PDF);
    expect(view.state.doc.toString()).toBe(SAMPLE_DOCUMENT);
    expect(screen.queryByRole('button', { name: 'Download PDF' })).not.toBeInTheDocument();
  });

  it('compiles on Ctrl+Enter, follows the job on its event stream and then offers the download', async () => {
    let jobHeader: string | null = null;
    let answer!: (a: FakeAnswer) => void;
    const { calls, streams, source } = renderEditor((headers) => {
      jobHeader = headers.get(JOB_ID_HEADER);
      return new Promise((resolve) => (answer = resolve));
    });

    fireEvent.keyDown(source, { key: 'Enter', ctrlKey: true });

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      method: 'POST',
      url: '/api/compile',
      body: { latexCode: SAMPLE_DOCUMENT, shellEscape: false },
    });
    expect(streams).toHaveLength(1);
    expect(streams[0]!.url).toBe(`/api/jobs/${jobHeader}/events`);
    expect(streams[0]!.withCredentials).toBe(true);
    expect(screen.getByText('Compiling LaTeX...')).toBeInTheDocument();

    streams[0]!.emit({ kind: 'compile', stage: 'running', message: 'LaTeX pass 2', percent: 60 });
    expect(await screen.findByText('LaTeX pass 2')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '60% done' })).toBeInTheDocument();

    answer(PDF);
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(streams[0]!.closed).toBe(true);
    expect(screen.queryByText('LaTeX pass 2')).not.toBeInTheDocument();
  });

  it('closes the event stream when the page goes away mid-compile', async () => {
    const streams = installEventSource();
    const calls = installFetch(() => new Promise(() => {}));
    const { unmount } = renderAt(<LatexEditorPage />, '/latex-editor');
    fireEvent.click(screen.getByRole('button', { name: 'Compile' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(streams[0]!.closed).toBe(false);
    unmount();
    expect(streams[0]!.closed).toBe(true);
  });

  it('lists the errors of a failed compile with their lines; clicking one moves the cursor there', async () => {
    const errors = formatLatexErrors([
      { line: 5, message: 'Undefined control sequence \\undefinedmacro' },
      { line: null, message: 'Emergency stop' },
    ]);
    const { view } = renderEditor(() => ({ status: 422, text: errors }));

    fireEvent.click(screen.getByRole('button', { name: 'Compile' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('LaTeX compilation failed:');
    expect(within(alert).getByText('Emergency stop')).toBeInTheDocument();
    fireEvent.click(
      within(alert).getByRole('button', { name: 'Line 5: Undefined control sequence \\undefinedmacro' }),
    );

    expect(cursorLine(view)).toBe(5);
    expect(view.hasFocus).toBe(true);
  });

  it("shows the server's message for other failures, and the spec's message when nothing answers", async () => {
    const { calls } = renderEditor(() => ({
      status: 503,
      body: { error: 'No compile worker is running. Try again in a minute.', code: 'COMPILE_NO_WORKER' },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Compile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No compile worker is running. Try again in a minute.',
    );

    (globalThis as { fetch: unknown }).fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    fireEvent.click(screen.getByRole('button', { name: 'Compile' }));
    expect(await screen.findByText('An error occurred during compilation')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('keeps the last good PDF after a failed compile and says so', async () => {
    let next: FakeAnswer = PDF;
    renderEditor(() => next);
    fireEvent.click(screen.getByRole('button', { name: 'Compile' }));
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();

    next = { status: 422, text: 'Line 3: Missing $ inserted' };
    fireEvent.click(screen.getByRole('button', { name: 'Compile' }));
    expect(await screen.findByText('The PDF shows the last version that compiled.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
  });

  it('does not compile an empty document', () => {
    const { calls, view, source } = renderEditor(() => PDF);
    replaceText(view, '  \n ');
    expect(screen.getByRole('button', { name: 'Compile' })).toBeDisabled();
    fireEvent.keyDown(source, { key: 'Enter', ctrlKey: true });
    expect(calls).toHaveLength(0);
  });
});
