import type { FieldChange, QuestionInput } from '@eps/contracts';

const show = (value: unknown): string | null => {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && !value.length) return null;
  return JSON.stringify(value);
};

const markSchemeText = (points: QuestionInput['parts'][number]['markScheme']) =>
  points
    .map((m) => {
      const extra = [
        m.alternatives.length ? `also accept: ${m.alternatives.join('; ')}` : '',
        m.reject.length ? `do not accept: ${m.reject.join('; ')}` : '',
      ].filter(Boolean);
      return `[${m.marks}] ${m.point}${extra.length ? ` (${extra.join('; ')})` : ''}`;
    })
    .join('\n');

/** The reviewable fields of a question, flattened to labelled text so any two versions compare field by field. */
function fieldsOf(q: QuestionInput | null): Map<string, string | null> {
  const fields = new Map<string, string | null>();
  if (!q) return fields;
  fields.set('Title', show(q.title));
  fields.set('Stem', show(q.stem));
  fields.set('Command word', show(q.commandWord));
  fields.set('Difficulty', show(q.difficulty));
  fields.set('Topics', show([...q.topicIds].sort().join(', ')));
  fields.set('Hints', show(q.hints.join('\n')));
  q.parts.forEach((p, i) => {
    const name = `Part ${p.label || i + 1}`;
    fields.set(`${name} prompt`, show(p.prompt));
    fields.set(`${name} marks`, show(p.marks));
    fields.set(`${name} answer type`, show(p.answerType));
    fields.set(`${name} answer`, show(p.answer && Object.keys(p.answer).length ? p.answer : null));
    fields.set(`${name} mark scheme`, show(markSchemeText(p.markScheme)));
    fields.set(`${name} worked solution`, show(p.workedSolution));
  });
  return fields;
}

/** Every field whose value differs between two versions (before null: the question is new). */
export function diffQuestions(before: QuestionInput | null, after: QuestionInput): FieldChange[] {
  const a = fieldsOf(before);
  const b = fieldsOf(after);
  const names = [...new Set([...b.keys(), ...a.keys()])];
  return names
    .map((field) => ({ field, before: a.get(field) ?? null, after: b.get(field) ?? null }))
    .filter((c) => c.before !== c.after);
}
