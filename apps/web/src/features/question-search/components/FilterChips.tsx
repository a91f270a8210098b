import { Button, Group } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { FILTER_LABELS, valueLabel } from '../lib/labels';
import { FILTER_KEYS, type FilterKey, type SearchState } from '../lib/search-params';

interface FilterChipsProps {
  filters: SearchState['filters'];
  /** A readable name for a topic filter value (the API takes `<syllabus>:<code>`). */
  topicName: string | undefined;
  onRemove: (key: FilterKey) => void;
  onClearAll: () => void;
}

/** The filters in force, each with a button that removes it. */
export function FilterChips({ filters, topicName, onRemove, onClearAll }: FilterChipsProps) {
  const active = FILTER_KEYS.filter((key) => filters[key]);
  if (!active.length) return null;
  return (
    <Group gap="xs" wrap="wrap" aria-label="Filters in use" role="group">
      {active.map((key) => {
        const value = filters[key]!;
        const text = `${FILTER_LABELS[key]}: ${key === 'topic' ? (topicName ?? value) : valueLabel(key, value)}`;
        return (
          <Button
            key={key}
            variant="light"
            size="compact-sm"
            radius="xl"
            rightSection={<IconX size={14} aria-hidden />}
            aria-label={`Remove filter ${text}`}
            onClick={() => onRemove(key)}
          >
            {text}
          </Button>
        );
      })}
      {active.length > 1 && (
        <Button variant="subtle" size="compact-sm" onClick={onClearAll}>
          Clear all filters
        </Button>
      )}
    </Group>
  );
}
