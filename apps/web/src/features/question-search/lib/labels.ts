import type { FacetBucket } from '@eps/contracts';
import type { FilterKey } from './search-params';

export const FILTER_LABELS: Record<FilterKey, string> = {
  board: 'Board',
  qualification: 'Qualification',
  subject: 'Subject',
  topic: 'Topic',
  marks: 'Marks',
  commandWord: 'Command word',
  difficulty: 'Difficulty',
  type: 'Answer type',
};

const DIFFICULTY_NAMES = ['', 'very easy', 'easy', 'medium', 'hard', 'very hard'];
const TYPE_NAMES: Record<string, string> = {
  numeric: 'Numeric',
  algebraic: 'Algebraic',
  'multiple-choice': 'Multiple choice',
  'short-text': 'Short text',
  extended: 'Extended response',
};

/** How a filter value reads to a person ("3" difficulty → "3 – medium", "multiple-choice" → "Multiple choice"). */
export function valueLabel(key: FilterKey, value: string): string {
  if (key === 'difficulty')
    return DIFFICULTY_NAMES[Number(value)] ? `${value} – ${DIFFICULTY_NAMES[Number(value)]}` : value;
  if (key === 'type') return TYPE_NAMES[value] ?? value;
  if (key === 'marks') return value === '1' ? '1 mark' : `${value} marks`;
  return value;
}

/**
 * Options of a facet filter, each with its count among the current matches. The chosen value stays listed
 * even when the API has no bucket for it, so the select still shows it.
 */
export function facetOptions(key: FilterKey, buckets: FacetBucket[], chosen: string | undefined) {
  const options = buckets.map((b) => ({ value: b.value, label: `${valueLabel(key, b.value)} (${b.count})` }));
  if (chosen && !buckets.some((b) => b.value === chosen))
    options.unshift({ value: chosen, label: `${valueLabel(key, chosen)} (0)` });
  if (key === 'marks' || key === 'difficulty') options.sort((a, b) => Number(a.value) - Number(b.value));
  return options;
}
