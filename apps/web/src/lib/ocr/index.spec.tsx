import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { installFetch, type FakeAnswer } from '@/testing/fake-fetch';
import { createTestStore, TEST_USER } from '@/testing/render-with-providers';
import {
  clipboardImage,
  CONVERT_FAILED_MESSAGE,
  imageToTextErrorMessage,
  UPLOAD_FAILED_MESSAGE,
  useImageToText,
} from './index';

function renderConverter() {
  const store = createTestStore({ user: TEST_USER });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useImageToText(), { wrapper }).result;
}

const PNG = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });

describe('useImageToText', () => {
  it('posts the image as multipart field "image" and resolves the text', async () => {
    const calls = installFetch(() => ({ status: 200, body: { success: true, result: 'Hello, world' } }));
    const converter = renderConverter();
    let text = '';
    await act(async () => {
      text = await converter.current.convert(PNG, 'notes.png');
    });
    expect(text).toBe('Hello, world');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/api/image-to-text' });
    const file = (calls[0]!.body as FormData).get('image') as File;
    expect(file.name).toBe('notes.png');
    expect(file.type).toBe('image/png');
  });

  it('names a pasted image (a Blob without a name) after its type', async () => {
    const calls = installFetch(() => ({ status: 200, body: { success: true, result: 'x' } }));
    const converter = renderConverter();
    await act(() => converter.current.convert(new Blob(['GIF89a'], { type: 'image/gif' })));
    expect(((calls[0]!.body as FormData).get('image') as File).name).toBe('image.gif');
  });

  it.each<[string, FakeAnswer | 'network down', string]>([
    [
      "the server's error",
      { status: 422, body: { success: false, error: 'No text was found in the image.', code: 'X' } },
      'No text was found in the image.',
    ],
    ['the fallback when the server sends no message', { status: 500, text: '' }, CONVERT_FAILED_MESSAGE],
    [
      'the fallback for an HTML error page',
      { status: 502, text: '<html>Bad gateway</html>' },
      CONVERT_FAILED_MESSAGE,
    ],
    [
      'the fallback for a 200 without a result',
      { status: 200, body: { success: false } },
      CONVERT_FAILED_MESSAGE,
    ],
    ['the upload message when the network fails', 'network down', UPLOAD_FAILED_MESSAGE],
  ])('rejects with %s', async (_case, answer, message) => {
    installFetch(() => {
      if (answer === 'network down') throw new TypeError('Failed to fetch');
      return answer;
    });
    const converter = renderConverter();
    await act(() => expect(converter.current.convert(PNG)).rejects.toThrow(new Error(message)));
  });

  it('reports that it is converting until the answer arrives', async () => {
    let answer!: (a: FakeAnswer) => void;
    installFetch(() => new Promise((resolve) => (answer = resolve)));
    const converter = renderConverter();
    let done!: Promise<string>;
    act(() => {
      done = converter.current.convert(PNG);
    });
    expect(converter.current.isConverting).toBe(true);
    await waitFor(() => expect(answer).toBeDefined());
    await act(async () => {
      answer({ status: 200, body: { success: true, result: 'ok' } });
      await done;
    });
    await waitFor(() => expect(converter.current.isConverting).toBe(false));
  });
});

describe('imageToTextErrorMessage', () => {
  it('maps each kind of failure to the spec strings', () => {
    expect(
      imageToTextErrorMessage({ status: 415, data: { success: false, error: 'Not an image', code: 'Y' } }),
    ).toBe('Not an image');
    expect(imageToTextErrorMessage({ status: 500, data: undefined })).toBe(CONVERT_FAILED_MESSAGE);
    expect(imageToTextErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      UPLOAD_FAILED_MESSAGE,
    );
    expect(imageToTextErrorMessage({ status: 'TIMEOUT_ERROR', error: 'AbortError' })).toBe(
      UPLOAD_FAILED_MESSAGE,
    );
  });
});

describe('clipboardImage', () => {
  const item = (kind: string, type: string, file: File | null = null) => ({
    kind,
    type,
    getAsFile: () => file,
  });

  it('finds the first image among the clipboard items', () => {
    const screenshot = new File(['png'], 'image.png', { type: 'image/png' });
    const data = { items: [item('string', 'text/plain'), item('file', 'image/png', screenshot)] };
    expect(clipboardImage(data as unknown as DataTransfer)).toBe(screenshot);
  });

  it('ignores text and files that are not images', () => {
    const pdf = new File(['%PDF'], 'a.pdf', { type: 'application/pdf' });
    const data = { items: [item('string', 'text/html'), item('file', 'application/pdf', pdf)] };
    expect(clipboardImage(data as unknown as DataTransfer)).toBeNull();
    expect(clipboardImage(null)).toBeNull();
  });
});
