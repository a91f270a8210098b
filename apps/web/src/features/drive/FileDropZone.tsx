import { Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { folderLabel } from './drive-format';
import classes from './drive.module.css';

export interface FileDropZoneProps {
  folder: string;
  onDropFiles: (files: File[]) => void;
  children: ReactNode;
}

/** The listing as a drop target: files dropped on it are uploaded to the open folder. */
export function FileDropZone({ folder, onDropFiles, children }: FileDropZoneProps) {
  const [dropping, setDropping] = useState(false);
  return (
    <div
      className={`${classes.dropZone} ${dropping ? classes.dropping : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDropping(true);
      }}
      onDragLeave={() => setDropping(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDropping(false);
        if (event.dataTransfer.files.length) onDropFiles([...event.dataTransfer.files]);
      }}
    >
      {children}
      <Text size="xs" c="dimmed" ta="center" mt="xs">
        Drop .tex, PDF or image files here to add them to {folderLabel(folder)}.
      </Text>
    </div>
  );
}
