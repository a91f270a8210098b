import {
  Alert,
  Box,
  Button,
  Container,
  Group,
  Loader,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { FormulaDetailPanel } from './components/FormulaDetailPanel';
import { FormulaResult } from './components/FormulaResult';
import { useSearchFormulasQuery } from './formulas-api';
import classes from './formula-search.module.css';

const ALL_SUBJECTS = '';
/** Results shown at first and added by "Show more": each is typeset, so a long list is slow to lay out. */
const PAGE_SIZE = 12;

/**
 * /formula-search: formulas by words ("kinetic energy"), a symbol (`\lambda`) or LaTeX (`\frac{1}{2}mv^2`,
 * matched up to variable names and order), narrowed by subject. The query, the subject and the open
 * formula are in the URL (?q=&subject=&id=), so a formula can be linked to (the chat tutor cites them so).
 */
export function FormulaSearchPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const subject = params.get('subject') ?? ALL_SUBJECTS;
  const openId = params.get('id');
  const [draft, setDraft] = useState(q);
  // How many results to show, for the search it was raised in; a new search starts at one page again.
  const searchKey = `${q}\n${subject}`;
  const [shown, setShown] = useState({ searchKey, limit: PAGE_SIZE });
  const limit = shown.searchKey === searchKey ? shown.limit : PAGE_SIZE;
  const search = useSearchFormulasQuery({ q, subject, limit });
  // While more of the same search loads, the results so far stay; a new search clears them.
  const data = search.currentData ?? (limit > PAGE_SIZE ? search.data : undefined);

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes))
      if (value) next.set(key, value);
      else next.delete(key);
    setParams(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ q: draft.trim() || null });
  };
  const subjectOptions = [
    { value: ALL_SUBJECTS, label: 'All subjects' },
    ...(data?.subjects ?? []).map((s) => ({ value: s, label: s })),
  ];

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        Formula Search
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Find a formula by name, by a symbol or by typing it in LaTeX; letters and order do not matter.
      </Text>
      <form onSubmit={submit} role="search" aria-label="Formulas">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            type="search"
            label="Search formulas"
            placeholder="kinetic energy, \lambda or \frac{1}{2}mv^2"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            style={{ flex: '1 1 16rem' }}
          />
          <Select
            label="Subject"
            data={subjectOptions}
            value={subject}
            onChange={(value) => update({ subject: value || null })}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
          />
          <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />}>
            Search
          </Button>
        </Group>
      </form>
      <Box className={classes.layout} mt="md" data-open={Boolean(openId)}>
        {openId && (
          <Box className={classes.detail}>
            <FormulaDetailPanel id={openId} />
          </Box>
        )}
        <Stack gap="sm" className={classes.results} aria-busy={search.isFetching}>
          {search.isError && (
            <Alert color="red" title="Search failed">
              The formulas could not be loaded. Check your connection and search again.
            </Alert>
          )}
          {!data && search.isFetching && <Loader size="sm" aria-label="Searching" />}
          {data && (
            <Text size="sm" c="dimmed" role="status">
              {q
                ? `${data.total} ${data.total === 1 ? 'formula' : 'formulas'} for “${q}”`
                : `${data.total} formulas`}
            </Text>
          )}
          {data?.items.map((formula) => (
            <FormulaResult
              key={formula.id}
              formula={formula}
              selected={formula.id === openId}
              onOpen={(id) => update({ id })}
            />
          ))}
          {data && data.total > data.items.length && (
            <Button
              variant="default"
              loading={search.isFetching}
              onClick={() => setShown({ searchKey, limit: limit + PAGE_SIZE })}
            >
              Show more ({data.total - data.items.length} left)
            </Button>
          )}
          {data && data.items.length === 0 && (
            <Text size="sm">
              No formula matches. Try other words (“energy”, “resistance”), one symbol, or the formula itself.
            </Text>
          )}
        </Stack>
      </Box>
    </Container>
  );
}
