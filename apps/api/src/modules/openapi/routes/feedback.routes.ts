import {
  ZFeedbackBatchListResponseSchema,
  ZFeedbackBatchRequestSchema,
  ZFeedbackBatchSchema,
  ZFeedbackStudentEditSchema,
  ZFeedbackStudentSchema,
} from '@eps/contracts';
import { created, file, json, uuidParam, type RouteGroup } from '../route-doc';

const TEACHERS = ['teacher', 'admin'] as const;
const batch = { id: uuidParam };
const student = { id: uuidParam, studentId: uuidParam };

export const feedbackRoutes: RouteGroup = {
  tag: 'Feedback',
  description: 'The student feedback generator for a class; teachers and admins only.',
  routes: [
    {
      method: 'post',
      path: '/feedback/batches',
      summary: 'Mark a class’s answers and write each student’s feedback',
      description: 'Counted against the AI rate limit (429 beyond it).',
      access: TEACHERS,
      body: ZFeedbackBatchRequestSchema,
      progress: true,
      ok: created(ZFeedbackBatchSchema),
    },
    {
      method: 'get',
      path: '/feedback/batches',
      summary: 'My feedback batches',
      access: TEACHERS,
      ok: json(ZFeedbackBatchListResponseSchema),
    },
    {
      method: 'get',
      path: '/feedback/batches/:id',
      summary: 'One batch',
      access: TEACHERS,
      params: batch,
      ok: json(ZFeedbackBatchSchema),
    },
    {
      method: 'patch',
      path: '/feedback/batches/:id/students/:studentId',
      summary: 'Edit one student’s feedback',
      access: TEACHERS,
      params: student,
      body: ZFeedbackStudentEditSchema,
      ok: json(ZFeedbackStudentSchema),
    },
    {
      method: 'get',
      path: '/feedback/batches/:id/export.csv',
      summary: 'The batch as CSV',
      access: TEACHERS,
      params: batch,
      ok: file('text/csv', 'A CSV download.'),
    },
    {
      method: 'get',
      path: '/feedback/batches/:id/feedback.pdf',
      summary: 'Every student’s feedback in one PDF',
      access: TEACHERS,
      params: batch,
      ok: file('application/pdf', 'A PDF download.'),
    },
    {
      method: 'get',
      path: '/feedback/batches/:id/students/:studentId/feedback.pdf',
      summary: 'One student’s feedback as PDF',
      access: TEACHERS,
      params: student,
      ok: file('application/pdf', 'A PDF download.'),
    },
  ],
};
