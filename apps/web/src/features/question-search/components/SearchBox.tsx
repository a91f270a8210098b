import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { QUESTION_SEARCH_MAX_QUERY_CHARS } from '@eps/contracts';

interface SearchBoxProps {
  /** The search in the URL; the page remounts the box when it changes (back/forward, a shared link). */
  query: string;
  onSearch: (query: string) => void;
}

/** The words to search for; Enter or the button searches. */
export function SearchBox({ query, onSearch }: SearchBoxProps) {
  const [draft, setDraft] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form role="search" onSubmit={submit}>
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <TextInput
          type="search"
          aria-label="Search questions"
          placeholder='Words, a "quoted phrase", or -word to leave out'
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          maxLength={QUESTION_SEARCH_MAX_QUERY_CHARS}
          leftSection={<IconSearch size={16} aria-hidden />}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button type="submit">Search</Button>
      </Group>
    </form>
  );
}
