import { useCallback, useState, type Dispatch } from 'react';
import type { AnnotatorAction } from '../lib/annotator-model';
import { IMAGE_ERRORS, ImageFileError, readImageFile } from '../lib/image-file';

/** Reads a chosen or pasted image into the pending image; a file that is not an image is refused. */
export function useImageInput(dispatch: Dispatch<AnnotatorAction>) {
  const [error, setError] = useState<string | null>(null);
  const choose = useCallback(
    async (file: File) => {
      setError(null);
      try {
        dispatch({ type: 'imageChosen', image: await readImageFile(file) });
      } catch (failure) {
        if (!(failure instanceof ImageFileError)) console.error('Reading the image failed', failure);
        setError(failure instanceof ImageFileError ? failure.message : IMAGE_ERRORS.unreadable);
      }
    },
    [dispatch],
  );
  return { error, choose };
}
