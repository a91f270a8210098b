import { fireEvent, screen, waitFor } from '@testing-library/react';
import { JOB_ID_HEADER } from '@eps/contracts';
import { cursorLine, editorViewOf, replaceText } from '@/testing/codemirror-jsdom';
import { installEventSource } from '@/testing/fake-event-source';
import { installFetch, type FakeAnswer } from '@/testing/fake-fetch';
import { renderAt } from '@/testing/render-with-providers';
import { PLOT_EXAMPLES } from './examples';
import { PlotGeneratorPage } from './PlotGeneratorPage';

/** A real 1×1 PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function renderGenerator(answer: FakeAnswer) {
  const streams = installEventSource();
  const headers: (string | null)[] = [];
  const calls = installFetch((_call, h) => {
    headers.push(h.get(JOB_ID_HEADER));
    return answer;
  });
  renderAt(<PlotGeneratorPage />, '/plot-generator');
  const code = screen.getByRole('textbox', { name: 'Python code' });
  return { calls, headers, streams, code, view: editorViewOf(code) };
}

describe('PlotGeneratorPage', () => {
  it('runs the example on Ctrl+Enter and shows the image with a PNG download', async () => {
    const { calls, headers, streams, code, view } = renderGenerator({
      status: 200,
      body: { plotBase64: PNG_BASE64 },
    });
    expect(view.state.doc.toString()).toBe(PLOT_EXAMPLES[0]!.code);

    fireEvent.keyDown(code, { key: 'Enter', ctrlKey: true });

    const image = await screen.findByRole('img', { name: 'The generated plot' });
    expect(image).toHaveAttribute('src', `data:image/png;base64,${PNG_BASE64}`);
    expect(calls).toEqual([
      { method: 'POST', url: '/api/python-image-generator', body: { code: PLOT_EXAMPLES[0]!.code } },
    ]);
    expect(streams[0]!.url).toBe(`/api/jobs/${headers[0]}/events`);
    const download = screen.getByRole('link', { name: 'Download PNG' });
    expect(download).toHaveAttribute('download', 'plot.png');
    expect(download).toHaveAttribute('href', `data:image/png;base64,${PNG_BASE64}`);
  });

  it("says 'Invalid Python code provided' for blank code without calling the server", () => {
    const { calls, view } = renderGenerator({ status: 200, body: { plotBase64: PNG_BASE64 } });
    replaceText(view, '   \n\t\n');
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Python code provided');
    expect(calls).toHaveLength(0);
  });

  it("shows a failed run with the server's error and jumps to the line it names", async () => {
    const { view } = renderGenerator({
      status: 422,
      body: { error: "Line 3: NameError: name 'y' is not defined", code: 'PLOT_FAILED' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Failed to generate image from Python code: Line 3: NameError: name 'y' is not defined",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show line 3' }));
    expect(cursorLine(view)).toBe(3);
  });

  it.each([
    [{ plotBase64: 'not base64 at all!' }, 'Invalid base64 image data returned'],
    [{ plotBase64: btoa('GIF89a, not a PNG') }, 'Invalid base64 image data returned'],
    [{ plotBase64: '' }, 'No image data returned from the Python generator'],
    [{}, 'No image data returned from the Python generator'],
  ])('checks the image it gets back: %j', async (body, message) => {
    renderGenerator({ status: 200, body });
    fireEvent.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('img', { name: 'The generated plot' })).not.toBeInTheDocument();
  });

  it('puts the chosen example into the editor', async () => {
    const { view } = renderGenerator({ status: 200, body: { plotBase64: PNG_BASE64 } });
    fireEvent.click(screen.getByRole('combobox', { name: 'Example plot' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pie chart: a week of study' }));
    await waitFor(() => expect(view.state.doc.toString()).toBe(PLOT_EXAMPLES.at(-1)!.code));
  });
});
