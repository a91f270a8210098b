import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { PdfViewer } from '@/components/pdf-viewer';
import { apiErrorMessage } from '@/lib/api';
import { downloadBlob } from '@/lib/download';
import { usePastPaperPdfQuery } from '../past-papers-api';

interface PaperPdfProps {
  heading: string;
  url: string;
  fileName: string;
  /** A practice paper's PDF is typeset on its first request, which takes a while; an upload is stored. */
  typeset: boolean;
}

/** One of a paper's two PDFs in the app's pdf.js viewer, with a download button. */
export function PaperPdf({ heading, url, fileName, typeset }: PaperPdfProps) {
  const { data: pdf, error, isFetching, refetch } = usePastPaperPdfQuery(url);
  return (
    <Stack gap="xs" miw={0}>
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} fz="h4">
          {heading}
        </Title>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={16} aria-hidden />}
          disabled={!pdf}
          onClick={() => pdf && downloadBlob(pdf, fileName)}
          aria-label={`Download the ${heading.toLowerCase()}`}
        >
          Download
        </Button>
      </Group>
      {error && !isFetching && (
        <Alert color="red" role="alert">
          {apiErrorMessage(error, `The ${heading.toLowerCase()} could not be loaded.`)}{' '}
          <Button size="compact-xs" variant="subtle" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      <PdfViewer
        file={pdf ?? null}
        height="80vh"
        label={heading}
        emptyText={
          isFetching ? `${typeset ? 'Typesetting' : 'Loading'} the ${heading.toLowerCase()}…` : undefined
        }
      />
    </Stack>
  );
}
