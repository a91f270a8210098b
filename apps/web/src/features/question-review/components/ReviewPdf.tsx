import { Alert, Stack, Text, Title } from '@mantine/core';
import type { PaperFileInfo } from '@eps/contracts';
import { PdfViewer } from '@/components/pdf-viewer';
import { fileSize, usePaperUploadPdfQuery } from '@/features/paper-upload';
import { apiErrorMessage } from '@/lib/api';

/** One PDF of an upload under review, in the app's viewer. */
export function ReviewPdf({ heading, file }: { heading: string; file: PaperFileInfo }) {
  const { data, error, isFetching } = usePaperUploadPdfQuery(file.url);
  return (
    <Stack gap="xs" miw={0}>
      <div>
        <Title order={2} fz="h4">
          {heading}
        </Title>
        <Text size="sm" c="dimmed">
          {file.pages} {file.pages === 1 ? 'page' : 'pages'} · {fileSize(file.bytes)}
        </Text>
      </div>
      {error && (
        <Alert color="red">
          {apiErrorMessage(error, `The ${heading.toLowerCase()} could not be loaded.`)}
        </Alert>
      )}
      <PdfViewer
        file={data ?? null}
        height="70vh"
        label={heading}
        emptyText={isFetching ? `Loading the ${heading.toLowerCase()}…` : undefined}
      />
    </Stack>
  );
}
