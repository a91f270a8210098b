import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { cleanGeneratedLatex, plotNotices } from '../latex/post-process';
import { debugInfo } from '../latex/debug-info';

/** Spec section 3 "Debug info": what the plot pipeline finds in the current document. */
export function DebugPanel({ latex, includeImages }: { latex: string | null; includeImages: boolean }) {
  const info = useMemo(() => (latex === null ? null : debugInfo(cleanGeneratedLatex(latex))), [latex]);
  return (
    <Paper withBorder p="sm" component="section" aria-label="Debug info">
      <Stack gap="xs">
        <Title order={3} fz="md">
          Debug info
        </Title>
        {!info ? (
          <Text size="sm" c="dimmed">
            Generate or open a document to see its Python blocks and image inclusions.
          </Text>
        ) : (
          <>
            <Text size="sm">
              Python code blocks: <strong>{info.pythonBlockCount}</strong> · Image inclusions:{' '}
              <strong>{info.imageInclusionCount}</strong>
            </Text>
            {plotNotices(info.pythonBlockCount, info.imageInclusionCount, includeImages).map((notice) => (
              <Text size="sm" c="dimmed" key={notice}>
                {notice}
              </Text>
            ))}
            {info.blocks.length > 0 && (
              <Table.ScrollContainer minWidth={360}>
                <Table fz="sm" striped withTableBorder>
                  <Table.Caption>Python blocks</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>#</Table.Th>
                      <Table.Th>Title</Table.Th>
                      <Table.Th>Plot type</Table.Th>
                      <Table.Th>Context</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {info.blocks.map((block) => (
                      <Table.Tr key={block.index}>
                        <Table.Td>{block.index}</Table.Td>
                        <Table.Td>{block.title || '(untitled)'}</Table.Td>
                        <Table.Td>{block.plotType}</Table.Td>
                        <Table.Td>{block.context}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {info.figures.length > 0 && (
              <Table.ScrollContainer minWidth={280}>
                <Table fz="sm" striped withTableBorder>
                  <Table.Caption>Image inclusions</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>#</Table.Th>
                      <Table.Th>Type</Table.Th>
                      <Table.Th>Caption</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {info.figures.map((figure, i) => (
                      <Table.Tr key={i}>
                        <Table.Td>{i + 1}</Table.Td>
                        <Table.Td>{figure.type}</Table.Td>
                        <Table.Td>{figure.caption || '(none)'}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
