import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { installFetch, type FakeAnswer, type RecordedCall } from '@/testing/fake-fetch';
import { GUEST_USER, renderAt } from '@/testing/render-with-providers';
import { imageFileError, NOT_AN_IMAGE_MESSAGE, textFileName, TOO_LARGE_MESSAGE } from './image-file';
import { GUEST_FAILED_MESSAGE, ImageToTextPage } from './ImageToTextPage';

const PAGE = '/image-text-convertor';
const READING = 'Reading the text in your image...';
const screenshot = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'lecture.png', { type: 'image/png' });

const writeText = jest.fn<Promise<void>, [string]>();
beforeEach(() => {
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

function fileInput(): HTMLInputElement {
  return document.querySelector('input[type="file"]') as HTMLInputElement;
}

function choose(file: File) {
  fireEvent.change(fileInput(), { target: { files: [file] } });
}

const textArea = () => screen.getByRole('textbox', { name: 'Text from the image' });

describe('ImageToTextPage', () => {
  it('converts a chosen image: preview, busy state, then editable text that can be copied', async () => {
    let answer!: (a: FakeAnswer) => void;
    const calls = installFetch(() => new Promise((resolve) => (answer = resolve)));
    renderAt(<ImageToTextPage />, PAGE);
    expect(fileInput()).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif,image/bmp');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();

    choose(screenshot());

    expect(await screen.findByRole('status')).toHaveTextContent(READING);
    expect(screen.getByRole('img', { name: 'Preview of lecture.png' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(textArea()).toBeDisabled();
    await waitFor(() => expect(answer).toBeDefined());
    expect(calls).toEqual([expect.objectContaining({ method: 'POST', url: '/api/image-to-text' })]);

    act(() => answer({ status: 200, body: { success: true, result: 'Photosynthesis\nmakes glucose.' } }));
    await waitFor(() => expect(textArea()).toHaveValue('Photosynthesis\nmakes glucose.'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    fireEvent.change(textArea(), { target: { value: 'Photosynthesis makes glucose.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('Photosynthesis makes glucose.');
  });

  it('lists the words the recogniser was unsure of, by line, beside the text', async () => {
    installFetch(() => ({
      status: 200,
      body: {
        success: true,
        result: 'Planck constant h = 6.63 x\n\n10⁻³⁴] s.',
        uncertain: [
          { line: 3, word: '10⁻³⁴]' },
          { line: 3, word: 's.' },
        ],
      },
    }));
    renderAt(<ImageToTextPage />, PAGE);
    choose(screenshot());

    await waitFor(() => expect(textArea()).toHaveValue('Planck constant h = 6.63 x\n\n10⁻³⁴] s.'));
    const note = screen.getByRole('alert');
    expect(note).toHaveTextContent('Check these words against the image');
    expect(note).toHaveTextContent('Line 3: “10⁻³⁴]”');
    expect(note).toHaveTextContent('Line 3: “s.”');
  });

  it("shows the server's message when the image has no text", async () => {
    installFetch(() => ({
      status: 422,
      body: { success: false, error: 'No text was found in the image.', code: 'IMAGE_TO_TEXT_NO_TEXT' },
    }));
    renderAt(<ImageToTextPage />, PAGE);
    choose(screenshot());
    expect(await screen.findByRole('alert')).toHaveTextContent('No text was found in the image.');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
  });

  it('refuses a file that is not an image before uploading it', () => {
    const calls = installFetch(() => ({ status: 500 }));
    renderAt(<ImageToTextPage />, PAGE);
    choose(new File(['%PDF-1.4'], 'paper.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NOT_AN_IMAGE_MESSAGE);
    expect(calls).toHaveLength(0);
  });

  it('says when the upload itself fails', async () => {
    installFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderAt(<ImageToTextPage />, PAGE);
    choose(screenshot());
    expect(await screen.findByRole('alert')).toHaveTextContent('Error uploading image');
  });

  it('converts an image pasted anywhere on the page, and ignores pasted text', async () => {
    const calls = installFetch(() => ({ status: 200, body: { success: true, result: 'Pasted text' } }));
    renderAt(<ImageToTextPage />, PAGE);
    const item = (kind: string, type: string, file: File | null) => ({ kind, type, getAsFile: () => file });

    fireEvent.paste(window, { clipboardData: { items: [item('string', 'text/plain', null)] } });
    expect(calls).toHaveLength(0);

    fireEvent.paste(window, { clipboardData: { items: [item('file', 'image/png', screenshot())] } });
    await waitFor(() => expect(textArea()).toHaveValue('Pasted text'));
    expect(screen.getByRole('img', { name: 'Preview of Pasted image' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('converts an image dropped on the page', async () => {
    installFetch(() => ({ status: 200, body: { success: true, result: 'Dropped text' } }));
    renderAt(<ImageToTextPage />, PAGE);
    const dataTransfer = { types: ['Files'], files: [screenshot()] };
    const dropArea = screen.getByRole('button', { name: 'Choose an image' });
    fireEvent.dragOver(dropArea, { dataTransfer });
    expect(screen.getByRole('button', { name: 'Drop the image to convert it' })).toBeInTheDocument();
    fireEvent.drop(dropArea, { dataTransfer });
    await waitFor(() => expect(textArea()).toHaveValue('Dropped text'));
  });

  it('starts a guest session for a visitor before converting', async () => {
    const calls = installFetch((call: RecordedCall) => {
      if (call.url === '/api/check-auth')
        return { status: 401, body: { error: 'Not authenticated', code: 'X' } };
      if (call.url === '/api/guest-login') return { status: 200, body: { user: GUEST_USER } };
      return { status: 200, body: { success: true, result: 'Guest text' } };
    });
    renderAt(<ImageToTextPage />, PAGE, { user: null });
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    choose(screenshot());
    await waitFor(() => expect(textArea()).toHaveValue('Guest text'));
    expect(calls.map((c) => c.url)).toEqual(['/api/check-auth', '/api/guest-login', '/api/image-to-text']);
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/home');
  });

  it('says so when the guest session cannot start', async () => {
    const calls = installFetch(() => ({ status: 503, body: { error: 'Down', code: 'X' } }));
    renderAt(<ImageToTextPage />, PAGE, { user: null });
    choose(screenshot());
    expect(await screen.findByRole('alert')).toHaveTextContent(GUEST_FAILED_MESSAGE);
    expect(calls.map((c) => c.url)).toEqual(['/api/check-auth']);
  });
});

describe('image file rules', () => {
  it('takes the image types the server reads, up to 10 MB', () => {
    expect(imageFileError({ type: 'image/png', size: 1000 })).toBeNull();
    expect(imageFileError({ type: 'image/x-ms-bmp', size: 1000 })).toBeNull();
    expect(imageFileError({ type: '', size: 1000 })).toBeNull();
    expect(imageFileError({ type: 'image/svg+xml', size: 1000 })).toBe(NOT_AN_IMAGE_MESSAGE);
    expect(imageFileError({ type: 'text/plain', size: 10 })).toBe(NOT_AN_IMAGE_MESSAGE);
    expect(imageFileError({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe(TOO_LARGE_MESSAGE);
  });

  it('names the text file after the image', () => {
    expect(textFileName('lecture 3.png')).toBe('lecture 3.txt');
    expect(textFileName('Pasted image')).toBe('Pasted image.txt');
    expect(textFileName(undefined)).toBe('image-text.txt');
  });
});
