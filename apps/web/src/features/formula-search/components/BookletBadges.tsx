import { Badge, Group } from '@mantine/core';
import type { FormulaBooklet } from '@eps/contracts';

/** Whether each exam board's formula booklet prints the formula; "not known" rather than a guess. */
export function BookletBadges({ booklets }: { booklets: FormulaBooklet[] | null }) {
  if (!booklets)
    return (
      <Badge variant="outline" color="gray" tt="none">
        Booklet: not known
      </Badge>
    );
  return (
    <Group gap={6}>
      {booklets.map((b) => (
        <Badge key={b.syllabus} variant="light" color={b.given ? 'teal' : 'orange'} tt="none">
          {b.given ? `In the ${b.board} booklet` : `Learn it: not in the ${b.board} booklet`}
        </Badge>
      ))}
    </Group>
  );
}
