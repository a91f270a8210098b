import { Table, Text } from '@mantine/core';
import type { FieldChange } from '@eps/contracts';
import { MathText } from '@/features/question-editor';

/** The fields that differ from the previous version, before and after side by side. */
export function ChangesTable({
  changes,
  previousVersion,
  item = 'question',
}: {
  changes: FieldChange[];
  previousVersion: number | null;
  /** What is reviewed, for the table's name: "Fields of the new paper". */
  item?: 'question' | 'paper';
}) {
  if (!changes.length) return <Text>No field changed since version {previousVersion}.</Text>;
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table
        withTableBorder
        aria-label={
          previousVersion ? `Changes since version ${previousVersion}` : `Fields of the new ${item}`
        }
        style={{ tableLayout: 'fixed' }}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="22%">Field</Table.Th>
            <Table.Th>{previousVersion ? `Version ${previousVersion}` : 'Before'}</Table.Th>
            <Table.Th>Proposed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.map((c) => (
            <Table.Tr key={c.field}>
              <Table.Td fw={600}>{c.field}</Table.Td>
              <Table.Td bg={c.before ? 'var(--mantine-color-red-light)' : undefined}>
                {c.before ? (
                  <MathText text={c.before} />
                ) : (
                  <Text size="sm" c="dimmed">
                    (none)
                  </Text>
                )}
              </Table.Td>
              <Table.Td bg={c.after ? 'var(--mantine-color-green-light)' : undefined}>
                {c.after ? (
                  <MathText text={c.after} />
                ) : (
                  <Text size="sm" c="dimmed">
                    (removed)
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
