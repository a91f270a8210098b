import type { CourseTreeResponse } from '@eps/contracts';
import { api } from '@/lib/api';

/** GET /api/courses/:syllabusId (libs/contracts/src/courses.ts): the tree with counts and my mastery. */
export const courseHelperApi = api.injectEndpoints({
  endpoints: (build) => ({
    courseTree: build.query<CourseTreeResponse, string>({
      query: (syllabusId) => `courses/${encodeURIComponent(syllabusId)}`,
    }),
  }),
});

export const { useCourseTreeQuery } = courseHelperApi;
