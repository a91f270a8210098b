import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DriveFile, DriveFileVersion, DriveOverview } from '@eps/contracts';
import { editorViewOf, replaceText } from '@/testing/codemirror-jsdom';
import { installEventSource } from '@/testing/fake-event-source';
import { installFetch, type FakeAnswer, type RecordedCall } from '@/testing/fake-fetch';
import { renderRoutes } from '@/testing/render-with-providers';
import { DrivePage } from './DrivePage';
import { readBlobText } from './use-blob';

const TEX = '\\documentclass{article}\n\\begin{document}\nHello\n\\end{document}\n';

const file = (over: Partial<DriveFile> = {}): DriveFile => ({
  id: '6f1c1d3e-0000-4000-8000-000000000001',
  name: 'quadratics.tex',
  folder: '/Algebra',
  tags: ['algebra'],
  kind: 'tex',
  mimeType: 'text/x-tex',
  size: 2048,
  version: 2,
  versionCount: 2,
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-11T10:00:00.000Z',
  ...over,
});

const OVERVIEW: DriveOverview = {
  folders: ['/', '/Algebra', '/Algebra/Year 12', '/Calculus'],
  tags: [{ name: 'algebra', count: 1 }],
  usage: { usedBytes: 3 * 1024 * 1024, quotaBytes: 200 * 1024 * 1024, maxFileBytes: 20 * 1024 * 1024 },
};

const VERSIONS: DriveFileVersion[] = [
  {
    number: 2,
    size: 2048,
    sha256: 'b',
    mimeType: 'text/x-tex',
    note: 'Saved',
    createdAt: '2026-01-11T10:00:00.000Z',
  },
  {
    number: 1,
    size: 1024,
    sha256: 'a',
    mimeType: 'text/x-tex',
    note: 'Uploaded',
    createdAt: '2026-01-10T10:00:00.000Z',
  },
];

/** A drive holding one .tex file in /Algebra; `override` answers a call first when it returns something. */
function serveDrive(override: (call: RecordedCall) => FakeAnswer | undefined = () => undefined) {
  installEventSource();
  return installFetch((call) => {
    const special = override(call);
    if (special) return special;
    const path = call.url.split('?')[0];
    if (path === '/api/drive') return { status: 200, body: OVERVIEW };
    if (path === '/api/drive/files') {
      const inAlgebra = call.url.includes('folder=%2FAlgebra') && !call.url.includes('Year');
      return { status: 200, body: { files: inAlgebra ? [file()] : [] } };
    }
    if (path === `/api/drive/files/${file().id}`) return { status: 200, body: file() };
    if (path === `/api/drive/files/${file().id}/content`)
      return { status: 200, text: TEX, contentType: 'text/plain' };
    if (path === `/api/drive/files/${file().id}/versions`)
      return { status: 200, body: { versions: VERSIONS } };
    if (path === '/api/compile')
      return { status: 200, text: '%PDF-1.5 fake', contentType: 'application/pdf' };
    return { status: 404, body: { error: 'File not found in your drive.', code: 'DRIVE_FILE_NOT_FOUND' } };
  });
}

const renderDrive = (url = '/google-drive') =>
  renderRoutes([{ path: '/google-drive', element: <DrivePage /> }], { url });

describe('DrivePage', () => {
  it("shows a folder's files, its subfolders, the breadcrumbs and the quota", async () => {
    serveDrive();
    const { router } = renderDrive('/google-drive?folder=%2FAlgebra');
    expect(await screen.findByRole('heading', { level: 1, name: 'Math Papers' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'quadratics.tex' })).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Uses 3 MB of 200 MB' })).toBeInTheDocument();

    const folders = screen.getByRole('navigation', { name: 'Folders' });
    fireEvent.click(within(folders).getByRole('button', { name: 'Year 12' }));
    expect(router.state.location.search).toBe('?folder=%2FAlgebra%2FYear+12');
    expect(
      await screen.findByText('Year 12 is empty. Upload files (or drop them here), or create a .tex file.'),
    ).toBeInTheDocument();
    fireEvent.click(within(folders).getByRole('button', { name: 'My drive' }));
    expect(router.state.location.search).toBe('');
  });

  it("uploads into the open folder and shows the server's reason for a refused file", async () => {
    const calls = serveDrive((call) =>
      call.method === 'POST' && call.url === '/api/drive/files'
        ? {
            status: 415,
            body: { error: '"notes.docx" is not a file Math Papers takes.', code: 'DRIVE_UNSUPPORTED_TYPE' },
          }
        : undefined,
    );
    const { container } = renderDrive('/google-drive?folder=%2FCalculus');
    await screen.findByText('Calculus is empty. Upload files (or drop them here), or create a .tex file.');
    const input = container.ownerDocument.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['PK'], 'notes.docx')] } });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'Could not upload notes.docx: "notes.docx" is not a file Math Papers takes.',
    );
    const upload = calls.find((c) => c.method === 'POST')!;
    expect((upload.body as FormData).get('folder')).toBe('/Calculus');
    expect((upload.body as FormData).get('name')).toBe('notes.docx');
  });

  it('uploads dropped files into the open folder', async () => {
    const calls = serveDrive((call) =>
      call.method === 'POST'
        ? { status: 201, body: file({ name: 'limits.tex', folder: '/Calculus' }) }
        : undefined,
    );
    renderDrive('/google-drive?folder=%2FCalculus');
    const hint = await screen.findByText('Drop .tex, PDF or image files here to add them to Calculus.');
    fireEvent.drop(hint.parentElement!, { dataTransfer: { files: [new File([TEX], 'limits.tex')] } });
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const upload = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect([upload.get('name'), upload.get('folder')]).toEqual(['limits.tex', '/Calculus']);
  });

  it('searches the whole drive and filters by tag, saying what matched', async () => {
    const calls = serveDrive((call) =>
      call.url.startsWith('/api/drive/files?') && !call.url.includes('folder=')
        ? { status: 200, body: { files: [file()] } }
        : undefined,
    );
    renderDrive();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Search your drive' }), {
      target: { value: 'quad' },
    });
    expect(await screen.findByText('1 file matches “quad”, across your drive.')).toBeInTheDocument();
    expect(screen.getByText('in /Algebra')).toBeInTheDocument();
    expect(calls.some((c) => c.url === '/api/drive/files?q=quad')).toBe(true);
    expect(screen.queryByRole('navigation', { name: 'Folders' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'algebra (1)' }));
    expect(await screen.findByText('1 file matches the tag algebra, across your drive.')).toBeInTheDocument();
  });

  it('opens a .tex file: previews it, saves an edit as a new version and restores an old one', async () => {
    const calls = serveDrive((call) =>
      call.method === 'POST' && call.url.includes('/versions')
        ? { status: 200, body: file({ version: 3 }) }
        : undefined,
    );
    renderDrive(`/google-drive?folder=%2FAlgebra&file=${file().id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'quadratics.tex' })).toBeInTheDocument();
    const source = await screen.findByRole('textbox', { name: 'LaTeX source' });
    expect(editorViewOf(source).state.doc.toString()).toBe(TEX);
    await waitFor(() => expect(calls.some((c) => c.url === '/api/compile')).toBe(true));
    expect(calls.find((c) => c.url === '/api/compile')!.body).toEqual({ latexCode: TEX, shellEscape: false });
    expect(await screen.findByRole('button', { name: 'Download PDF' })).toBeInTheDocument();

    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    replaceText(editorViewOf(source), `${TEX}% more`);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url === `/api/drive/files/${file().id}/versions` && c.method === 'POST'),
      ).toBe(true),
    );
    const saved = calls.find((c) => c.method === 'POST' && c.url.endsWith('/versions'))!.body as FormData;
    expect(await readBlobText(saved.get('file') as Blob)).toBe(`${TEX}% more`);
    // The saved text is previewed.
    await waitFor(() =>
      expect(calls.filter((c) => c.url === '/api/compile').map((c) => c.body)).toContainEqual({
        latexCode: `${TEX}% more`,
        shellEscape: false,
      }),
    );

    const versions = screen.getByRole('region', { name: 'Versions' });
    expect(within(versions).queryByRole('button', { name: 'Restore version 2' })).not.toBeInTheDocument();
    fireEvent.click(within(versions).getByRole('button', { name: 'Restore version 1' }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.method === 'POST' && c.url === `/api/drive/files/${file().id}/versions/1/restore`,
        ),
      ).toBe(true),
    );
  });

  it('uploads a new version of an open file', async () => {
    const calls = serveDrive((call) =>
      call.method === 'POST' ? { status: 200, body: file({ version: 3 }) } : undefined,
    );
    const { container } = renderDrive(`/google-drive?file=${file().id}`);
    await screen.findByRole('button', { name: 'Upload a new version' });
    const input = container.ownerDocument.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File([TEX], 'better.tex')] } });
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'POST' && c.url === `/api/drive/files/${file().id}/versions`),
      ).toBe(true),
    );
  });

  it('asks before deleting a file, then goes back to its folder', async () => {
    const calls = serveDrive((call) => (call.method === 'DELETE' ? { status: 204 } : undefined));
    const { router } = renderDrive(`/google-drive?folder=%2FAlgebra&file=${file().id}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete file' });
    expect(dialog).toHaveTextContent('Delete quadratics.tex and all 2 versions? This cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.search).toBe('?folder=%2FAlgebra'));
    expect(calls.some((c) => c.method === 'DELETE' && c.url === `/api/drive/files/${file().id}`)).toBe(true);
  });

  it("says so when a file is not in the user's drive", async () => {
    serveDrive();
    renderDrive('/google-drive?file=6f1c1d3e-0000-4000-8000-000000000099');
    expect(await screen.findByRole('alert')).toHaveTextContent('File not found in your drive.');
    expect(screen.getByRole('button', { name: 'Back to Math Papers' })).toBeInTheDocument();
  });
});
