import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { GenerationKind } from '@eps/contracts';
import { useListDocumentsQuery } from '../api';
import { GENERATOR_TEXT } from '../lib/generator-kinds';
import classes from '../lecture-generator.module.css';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The caller's saved documents of this kind (Beyond the spec): generated documents are kept with their
 * versions, so a reload or another device can open one again.
 */
export function SavedDocuments({
  kind,
  currentId,
  disabled,
  onOpen,
}: {
  kind: GenerationKind;
  currentId: string | null;
  disabled: boolean;
  onOpen: (id: string) => void;
}) {
  const { data, isLoading, isError } = useListDocumentsQuery(kind);
  const documents = data?.documents ?? [];
  const label = GENERATOR_TEXT[kind].documentsLabel;
  return (
    <Paper withBorder p="sm" component="section" aria-label={label}>
      <Title order={3} fz="md" mb="xs">
        {label}
      </Title>
      {isLoading && (
        <Text size="sm" c="dimmed">
          Loading...
        </Text>
      )}
      {isError && (
        <Text size="sm" c="red">
          Your saved documents could not be loaded.
        </Text>
      )}
      {!isLoading && !isError && documents.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing saved yet. Every document you generate is kept here.
        </Text>
      )}
      {documents.length > 0 && (
        <div className={classes.savedList}>
          <Stack gap={6} component="ul" className={classes.plainList}>
            {documents.map((doc) => (
              <Group key={doc.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                <div className={classes.shrinkable}>
                  <Text size="sm" truncate>
                    {doc.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    Version {doc.version} · {when(doc.updatedAt)}
                  </Text>
                </div>
                <Button
                  size="compact-sm"
                  flex="none"
                  variant={doc.id === currentId ? 'filled' : 'default'}
                  onClick={() => onOpen(doc.id)}
                  disabled={disabled}
                  aria-label={`Open ${doc.title}`}
                >
                  {doc.id === currentId ? 'Reload' : 'Open'}
                </Button>
              </Group>
            ))}
          </Stack>
        </div>
      )}
    </Paper>
  );
}
