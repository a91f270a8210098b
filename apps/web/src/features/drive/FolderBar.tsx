import { Anchor, Breadcrumbs, Button, Group, Text } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { parentFolder } from '@eps/contracts';
import { folderLabel } from './drive-format';

export interface FolderBarProps {
  folder: string;
  /** Every folder of the drive (from the overview). */
  folders: string[];
  onOpenFolder: (folder: string) => void;
}

/** The path to the open folder as breadcrumbs, and the folders inside it as buttons. */
export function FolderBar({ folder, folders, onOpenFolder }: FolderBarProps) {
  const trail: string[] = [];
  for (let f: string | null = folder; f !== null; f = parentFolder(f)) trail.unshift(f);
  const children = folders.filter((f) => f !== folder && parentFolder(f) === folder);

  return (
    <nav aria-label="Folders">
      <Breadcrumbs separator="/" separatorMargin={6} mb="xs" style={{ flexWrap: 'wrap' }}>
        {trail.map((f) =>
          f === folder ? (
            <Text key={f} fw={600} aria-current="page">
              {folderLabel(f)}
            </Text>
          ) : (
            <Anchor key={f} component="button" type="button" onClick={() => onOpenFolder(f)}>
              {folderLabel(f)}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
      {children.length > 0 && (
        <Group gap="xs">
          {children.map((f) => (
            <Button
              key={f}
              variant="light"
              color="yellow"
              size="xs"
              leftSection={<IconFolder size={16} aria-hidden />}
              onClick={() => onOpenFolder(f)}
            >
              {folderLabel(f)}
            </Button>
          ))}
        </Group>
      )}
    </nav>
  );
}
