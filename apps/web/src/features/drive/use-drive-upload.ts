import { useState } from 'react';
import { failureWithReason } from '@/lib/api';
import { useUploadDriveFileMutation } from './drive-api';

/** Uploads files one after the other into a folder, collecting a readable message per failure. */
export function useDriveUpload(folder: string) {
  const [upload] = useUploadDriveFileMutation();
  const [uploading, setUploading] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);

  const uploadFiles = async (files: File[]) => {
    setErrors([]);
    setUploading(files.length);
    const failures: string[] = [];
    for (const file of files) {
      try {
        await upload({ file, name: file.name, folder }).unwrap();
      } catch (error) {
        failures.push(failureWithReason(`Could not upload ${file.name}`, error));
      }
      setUploading((n) => n - 1);
    }
    setErrors(failures);
  };

  return { uploadFiles, uploading: uploading > 0, errors, clearErrors: () => setErrors([]) };
}
