import { Controller, Get, Param, Query } from '@nestjs/common';
import {
  ZKnowledgeGraphQuerySchema,
  type CourseTreeResponse,
  type KnowledgeGraphQuery,
  type KnowledgeGraphResponse,
} from '@eps/contracts';
import { ZodValidationPipe } from '../../common/zod-validation.pipe';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth } from '../auth/decorators';
import { RecordsToolUse } from '../stats/records-tool-use';
import { CoursesService } from './courses.service';

/** The course helper's tree and the Knowledge Galaxy's graph (libs/contracts/src/courses.ts); guests too. */
@Controller()
export class CoursesController {
  constructor(private readonly courses: CoursesService) {}

  @Get('courses/:syllabusId')
  @RecordsToolUse('course-helper')
  tree(
    @CurrentAuth() auth: AuthContext,
    @Param('syllabusId') syllabusId: string,
  ): Promise<CourseTreeResponse> {
    return this.courses.tree(auth.user.id, syllabusId);
  }

  @Get('knowledge-graph')
  @RecordsToolUse('knowledge-galaxy')
  graph(
    @CurrentAuth() auth: AuthContext,
    @Query(new ZodValidationPipe(ZKnowledgeGraphQuerySchema)) query: KnowledgeGraphQuery,
  ): Promise<KnowledgeGraphResponse> {
    return this.courses.graph(auth.user.id, query.syllabus);
  }
}
