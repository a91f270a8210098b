import { Alert, Button, Center, Loader } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { ToolPage } from '@/components/tool-page';
import { apiErrorMessage } from '@/lib/api';
import { PaperBrowser } from './components/PaperBrowser';
import { PaperView } from './components/PaperView';
import { useListPastPapersQuery } from './past-papers-api';

/**
 * /past-papers: practice papers from the bank's original questions and approved uploaded papers, browsed
 * by board, subject and year.
 * The choices and the open paper live in the address (?board=&subject=&year=&paper=), so Back works
 * and a paper can be linked to.
 */
export function PastPapersPage() {
  const { data, error, isLoading } = useListPastPapersQuery();
  const [params, setParams] = useSearchParams();
  const choice = { board: params.get('board'), subject: params.get('subject'), year: params.get('year') };
  const open = data?.papers.find((p) => p.id === params.get('paper'));

  const setParam = (next: Record<string, string | null>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };

  return (
    <ToolPage
      title="Past Papers"
      description="Practice papers typeset from our own exam-style questions, and papers teachers uploaded, with their mark schemes."
      actions={
        <Button
          component={Link}
          to="/upload"
          variant="light"
          leftSection={<IconUpload size={16} aria-hidden />}
        >
          Upload a paper
        </Button>
      }
    >
      {isLoading && (
        <Center py="xl" role="status">
          <Loader aria-label="Loading the papers" />
        </Center>
      )}
      {error && (
        <Alert color="red" role="alert">
          {apiErrorMessage(error, 'The past papers could not be loaded. Please try again.')}
        </Alert>
      )}
      {data && open && <PaperView paper={open} onBack={() => setParam({ paper: null })} />}
      {data && !open && (
        <PaperBrowser
          papers={data.papers}
          choice={choice}
          onChoose={(c) => setParam({ ...c, paper: null })}
          onOpen={(paper) => setParam({ paper: paper.id })}
        />
      )}
    </ToolPage>
  );
}
