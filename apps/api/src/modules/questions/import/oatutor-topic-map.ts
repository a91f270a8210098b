import { z } from 'zod';

/** data/oatutor/topic-map.json: which syllabus topics an OATutor lesson belongs to (rules, not a list of lessons). */
const ZRuleSchema = z.object({
  pattern: z.string().min(1),
  topics: z.array(z.string().regex(/^[a-z0-9-]+:[A-Za-z0-9.]+$/, 'topics are <syllabus-id>:<code>')).min(1),
});
export const ZOatutorTopicMapFileSchema = z.object({
  courses: z.record(
    z.string(),
    z.object({ sets: z.array(z.string()).min(1), default: z.array(z.string()).default([]) }),
  ),
  ruleSets: z.record(z.string(), z.array(ZRuleSchema)),
});
export type OatutorTopicMapFile = z.infer<typeof ZOatutorTopicMapFileSchema>;

interface CompiledRule {
  pattern: RegExp;
  topics: string[];
}

/**
 * For a record, its course's rule sets are tried in order against the lesson name, then against the
 * problem title (for courses whose lessons are named "Quiz 5"); the first matching rule gives the topics,
 * else the course's default.
 */
export class OatutorTopicMap {
  private readonly sets: Map<string, CompiledRule[]>;

  constructor(private readonly file: OatutorTopicMapFile) {
    this.sets = new Map(
      Object.entries(file.ruleSets).map(([name, rules]) => [
        name,
        rules.map((r) => ({ pattern: new RegExp(r.pattern, 'i'), topics: r.topics })),
      ]),
    );
    for (const [course, c] of Object.entries(file.courses)) {
      for (const set of c.sets) {
        if (!this.sets.has(set))
          throw new Error(`topic map: course "${course}" names an unknown rule set "${set}"`);
      }
    }
  }

  topicsFor(course: string, lesson: string, title: string): string[] {
    const config = this.file.courses[course];
    if (!config) return [];
    const rules = config.sets.flatMap((s) => this.sets.get(s)!);
    // "1018.2.1 Integers…", "A1.2.2 Zero…", "12.3- Continuity": the lesson's number says nothing here.
    const lessonName = lesson.replace(/^\s*[A-Z]?[\d.]+\s*[-:–]?\s*(?:[\d.]+\s*[-:–]?\s*)?/, '');
    for (const text of [lessonName, title]) {
      const rule = rules.find((r) => r.pattern.test(text));
      if (rule) return rule.topics;
    }
    return config.default;
  }
}
