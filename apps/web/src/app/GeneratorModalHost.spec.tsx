import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetch } from '@/testing/fake-fetch';
import { renderRoutes } from '@/testing/render-with-providers';
import { GeneratorModalHost } from './GeneratorModalHost';

function renderHost(url: string) {
  installFetch(() => ({ status: 200, body: { documents: [] } }));
  return renderRoutes(
    [
      { path: '/home', element: <GeneratorModalHost /> },
      { path: '/latex-editor', element: <GeneratorModalHost /> },
    ],
    { url },
  );
}

/**
 * The generator is a lazy chunk (its editor and pdf.js): the first test to open it compiles and loads
 * that chunk in a cold jest worker, which took over a second on a busy CI machine.
 */
const LAZY_CHUNK = { timeout: 15_000 };

describe('GeneratorModalHost', () => {
  it('opens the generator that ?open= names and closes it by dropping the parameter', async () => {
    const { router } = renderHost('/home?open=notes&tab=x');
    expect(await screen.findByText('Lecture Notes Generator', {}, LAZY_CHUNK)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=x'));
    await waitFor(() => expect(screen.queryByText('Lecture Notes Generator')).not.toBeInTheDocument());
  });

  it('keeps what was typed when the generator is closed and opened again', async () => {
    const { router } = renderHost('/latex-editor?open=slides');
    const material = await screen.findByRole('textbox', { name: 'Lecture material' }, LAZY_CHUNK);
    fireEvent.change(material, { target: { value: 'Standing waves' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Lecture Slides Generator')).not.toBeInTheDocument());
    await act(() => router.navigate('/latex-editor?open=slides'));
    expect(await screen.findByRole('textbox', { name: 'Lecture material' })).toHaveValue('Standing waves');
  });

  it('prefills the material that ?material= gives, and drops it on close', async () => {
    const { router } = renderHost('/home?open=notes&material=%23%20Circular%20Motion');
    expect(await screen.findByRole('textbox', { name: 'Lecture material' }, LAZY_CHUNK)).toHaveValue(
      '# Circular Motion',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('shows nothing for other values', () => {
    renderHost('/home?open=quiz');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
