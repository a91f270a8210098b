import type { CoursePoint } from '@eps/contracts';

/** localStorage key of the syllabus last opened here, so the next visit starts on it. */
export const LAST_SYLLABUS_KEY = 'eps.courseHelper.lastSyllabus';

/** The ids from a root down to the point `id` (itself included), or null when it is not in the tree. */
export function pathTo(points: CoursePoint[], id: string): string[] | null {
  for (const p of points) {
    if (p.id === id) return [p.id];
    const below = pathTo(p.children, id);
    if (below) return [p.id, ...below];
  }
  return null;
}

export interface MasteryLook {
  label: string;
  color: string;
}

/** Mastery as words and a colour; the words carry the meaning, the colour only repeats it. */
export function masteryLook(mastery: number | null): MasteryLook {
  // Shades dark or light enough for the badge's text (autoContrast picks it) to pass WCAG AA.
  if (mastery === null) return { label: 'Not practised yet', color: 'gray.7' };
  const percent = `${Math.round(mastery * 100)}%`;
  if (mastery >= 0.8) return { label: `Mastered · ${percent}`, color: 'green.9' };
  if (mastery >= 0.5) return { label: `Getting there · ${percent}`, color: 'yellow.4' };
  return { label: `Needs practice · ${percent}`, color: 'red.9' };
}

/** What the notes generator is prefilled with: the point's name as the heading, its description below. */
export function notesMaterial(point: Pick<CoursePoint, 'name' | 'description'>): string {
  return `# ${point.name}\n\n${point.description}`.trim();
}

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
