import { Alert, Button, Card, FileInput, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { apiErrorMessage } from '@/lib/api';
import { useImportQuestionsMutation } from '../question-editor-api';

const CSV_HELP =
  'CSV columns: title, stem, prompt, marks, answer_type, answer, choices, mark_scheme ("[2] idea | [1] other"), worked_solution, hints, topics (ids). JSON: an array of questions as the editor saves them.';

/** Uploads a CSV or JSON file of questions; each row's outcome is listed, the failures first. */
export function BulkImport() {
  const [file, setFile] = useState<File | null>(null);
  const [runImport, { data: report, error, isLoading, reset }] = useImportQuestionsMutation();
  const failures = report?.rows.filter((r) => r.errors.length) ?? [];
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="bulk-import-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="bulk-import-title">
          Bulk import
        </Title>
        <Text size="sm" c="dimmed">
          {CSV_HELP}
        </Text>
        <Group align="flex-end" gap="xs">
          <FileInput
            label="CSV or JSON file (up to 5 MB, 10,000 questions)"
            accept=".csv,.json,text/csv,application/json"
            value={file}
            onChange={(f) => {
              setFile(f);
              reset();
            }}
            style={{ flex: 1, minWidth: 200 }}
            clearable
          />
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={!file}
            loading={isLoading}
            onClick={() => file && runImport(file)}
          >
            Import
          </Button>
        </Group>
        {error && <Alert color="red">{apiErrorMessage(error, 'The import failed. Try again.')}</Alert>}
        {report && (
          <Stack gap="xs" role="status">
            <Text>
              {report.created} {report.created === 1 ? 'question' : 'questions'} sent for review;{' '}
              {report.failed} {report.failed === 1 ? 'row' : 'rows'} need fixing.
            </Text>
            {failures.length > 0 && (
              <Table.ScrollContainer minWidth={360}>
                <Table striped aria-label="Rows that were not imported">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Row</Table.Th>
                      <Table.Th>Field</Table.Th>
                      <Table.Th>Problem</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {failures.slice(0, 200).flatMap((r) =>
                      r.errors.map((e, i) => (
                        <Table.Tr key={`${r.row}-${i}`}>
                          <Table.Td>{r.row}</Table.Td>
                          <Table.Td>{e.field}</Table.Td>
                          <Table.Td>{e.message}</Table.Td>
                        </Table.Tr>
                      )),
                    )}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
