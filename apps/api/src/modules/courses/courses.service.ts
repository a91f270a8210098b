import { Injectable, OnModuleInit } from '@nestjs/common';
import type {
  CoursePoint,
  CourseTreeResponse,
  KnowledgeEdge,
  KnowledgeGraphResponse,
  KnowledgeNode,
  Syllabus,
} from '@eps/contracts';
import { nestByParent } from '../../common/nest-by-parent';
import { MasteryService } from '../mastery/mastery.service';
import { readPaperFiles } from '../past-papers/paper-catalogue';
import { SyllabusesRepository } from '../questions/syllabuses.repository';
import { CourseErrors } from './courses.errors';
import { CoursesRepository, type PointRow } from './courses.repository';

/** One point with its counts and the caller's mastery, before it is nested or made a graph node. */
type CountedPoint = PointRow & Omit<CoursePoint, 'children'>;

/**
 * The course helper's specification tree and the Knowledge Galaxy's graph: the same points with what
 * exists under each (questions, past-paper questions, the caller's notes) and the caller's mastery,
 * which MasteryService computes from every attempt (guests have their own).
 */
@Injectable()
export class CoursesService implements OnModuleInit {
  /** Source keys of the bank questions printed in data/papers, the practice past papers. */
  private pastPaperKeys: string[] = [];

  constructor(
    private readonly repo: CoursesRepository,
    private readonly syllabuses: SyllabusesRepository,
    private readonly mastery: MasteryService,
  ) {}

  onModuleInit(): void {
    this.pastPaperKeys = [...new Set(readPaperFiles().flatMap((p) => p.questions))].map(
      (slug) => `original:${slug}`,
    );
  }

  async tree(userId: string, syllabusId: string): Promise<CourseTreeResponse> {
    const { syllabus, points: rows } = await this.countedPoints(userId, syllabusId);
    const points = nestByParent(rows, (p): CoursePoint => ({
      id: p.id,
      code: p.code,
      name: p.name,
      description: p.description,
      questionCount: p.questionCount,
      pastPaperQuestionCount: p.pastPaperQuestionCount,
      noteCount: p.noteCount,
      mastery: p.mastery,
      attempts: p.attempts,
      children: [],
    }));
    return { syllabus, points };
  }

  async graph(userId: string, syllabusId: string): Promise<KnowledgeGraphResponse> {
    const [{ syllabus, points }, prerequisites] = await Promise.all([
      this.countedPoints(userId, syllabusId),
      this.repo.prerequisites(syllabusId),
    ]);
    const chapterOf = new Map<string, string>();
    const nodes: KnowledgeNode[] = points.map((p) => {
      const chapterCode = (p.parent_id && chapterOf.get(p.parent_id)) || p.code;
      chapterOf.set(p.id, chapterCode);
      return {
        id: p.id,
        code: p.code,
        name: p.name,
        depth: p.depth,
        parentId: p.parent_id,
        chapterCode,
        questionCount: p.questionCount,
        noteCount: p.noteCount,
        mastery: p.mastery,
      };
    });
    const edges: KnowledgeEdge[] = [
      ...points
        .filter((p) => p.parent_id)
        .map((p) => ({ source: p.parent_id as string, target: p.id, kind: 'parent' as const })),
      ...prerequisites.map((l) => ({ ...l, kind: 'prerequisite' as const })),
    ];
    const chapters = points.filter((p) => !p.parent_id).map((p) => ({ code: p.code, name: p.name }));
    return { syllabus, chapters, nodes, edges };
  }

  private async countedPoints(
    userId: string,
    syllabusId: string,
  ): Promise<{ syllabus: Syllabus; points: CountedPoint[] }> {
    const syllabus = await this.syllabuses.find(syllabusId);
    if (!syllabus) throw CourseErrors.syllabusNotFound();
    const [points, questions, notes, mastery] = await Promise.all([
      this.repo.points(syllabusId),
      this.repo.questionCounts(syllabusId, this.pastPaperKeys),
      this.repo.noteCounts(syllabusId, userId),
      this.mastery.forUser(userId),
    ]);
    const questionsOf = new Map(questions.map((q) => [q.topic_id, q]));
    const notesOf = new Map(notes.map((n) => [n.topic_id, n.notes]));
    const masteryOf = new Map(
      [...mastery.topics, ...mastery.specificationPoints]
        .filter((m) => m.syllabusId === syllabusId)
        .map((m) => [m.topicId, m]),
    );
    return {
      syllabus,
      points: points.map((p) => ({
        ...p,
        questionCount: questionsOf.get(p.id)?.questions ?? 0,
        pastPaperQuestionCount: questionsOf.get(p.id)?.past_paper ?? 0,
        noteCount: notesOf.get(p.id) ?? 0,
        mastery: masteryOf.get(p.id)?.mastery ?? null,
        attempts: masteryOf.get(p.id)?.attempts ?? 0,
      })),
    };
  }
}
