import { Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconFileText, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import type { DriveFile, DriveFileKind } from '@eps/contracts';
import { formatBytes, formatWhen, KIND_LABELS } from './drive-format';
import classes from './drive.module.css';

const KIND_ICONS: Record<DriveFileKind, typeof IconPhoto> = {
  tex: IconFileText,
  pdf: IconFileTypePdf,
  image: IconPhoto,
};

export interface FileTableProps {
  files: DriveFile[];
  /** Show each file's folder (search results span the drive). */
  showFolder: boolean;
  onOpen: (file: DriveFile) => void;
}

/** The files of a folder or a search: name, kind, size, last change and tags. */
export function FileTable({ files, showFolder, onOpen }: FileTableProps) {
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table highlightOnHover verticalSpacing="xs" className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th className={classes.wide}>Kind</Table.Th>
            <Table.Th className={classes.wide}>Size</Table.Th>
            <Table.Th>Updated</Table.Th>
            <Table.Th className={classes.wide}>Tags</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => {
            const Icon = KIND_ICONS[file.kind];
            return (
              <Table.Tr key={file.id}>
                <Table.Td>
                  <UnstyledButton className={classes.fileButton} onClick={() => onOpen(file)}>
                    <Group gap="xs" wrap="nowrap">
                      <Icon size={20} aria-hidden className={classes.kindIcon} />
                      <div className={classes.fileName}>
                        <Text size="sm" fw={500} className={classes.nameText}>
                          {file.name}
                        </Text>
                        {showFolder && (
                          <Text size="xs" c="dimmed">
                            in {file.folder}
                          </Text>
                        )}
                      </div>
                    </Group>
                  </UnstyledButton>
                </Table.Td>
                <Table.Td className={classes.wide}>{KIND_LABELS[file.kind]}</Table.Td>
                <Table.Td className={classes.wide}>{formatBytes(file.size)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{formatWhen(file.updatedAt)}</Text>
                </Table.Td>
                <Table.Td className={classes.wide}>
                  <Group gap={4}>
                    {file.tags.map((tag) => (
                      <Badge key={tag} variant="light" size="sm">
                        {tag}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
