import {
  PAPER_FILE_FIELDS,
  ZPaperReviewItemSchema,
  ZPaperUploadFieldsSchema,
  ZPaperUploadListSchema,
  ZPaperUploadSchema,
  ZReviewRequestSchema,
} from '@eps/contracts';
import { created, file, json, uuidParam, type RouteGroup } from '../route-doc';

const id = { id: uuidParam };
const UPLOADERS = ['student', 'teacher', 'admin'] as const;
const ADMIN = ['admin'] as const;
const upload = { files: PAPER_FILE_FIELDS, required: false, fields: ZPaperUploadFieldsSchema };

export const paperUploadRoutes: RouteGroup = {
  tag: 'Paper uploads',
  description: 'Past papers shared by users (question paper and mark scheme PDFs), reviewed by admins.',
  routes: [
    {
      method: 'post',
      path: '/paper-uploads',
      summary: 'Share a past paper',
      access: UPLOADERS,
      upload,
      ok: created(ZPaperUploadSchema),
    },
    {
      method: 'get',
      path: '/paper-uploads/mine',
      summary: 'Papers I shared',
      access: UPLOADERS,
      ok: json(ZPaperUploadListSchema),
    },
    {
      method: 'get',
      path: '/paper-uploads/:id',
      summary: 'One of my shared papers',
      access: UPLOADERS,
      params: id,
      ok: json(ZPaperUploadSchema),
    },
    {
      method: 'put',
      path: '/paper-uploads/:id',
      summary: 'Change one of my shared papers',
      access: UPLOADERS,
      params: id,
      upload,
      ok: json(ZPaperUploadSchema),
    },
    {
      method: 'get',
      path: '/paper-uploads/:id/question-paper.pdf',
      summary: 'The question paper of a shared paper',
      access: UPLOADERS,
      params: id,
      ok: file('application/pdf', 'The question paper.'),
    },
    {
      method: 'get',
      path: '/paper-uploads/:id/mark-scheme.pdf',
      summary: 'The mark scheme of a shared paper',
      access: UPLOADERS,
      params: id,
      ok: file('application/pdf', 'The mark scheme.'),
    },
    {
      method: 'get',
      path: '/paper-uploads/pending',
      summary: 'Shared papers waiting for review',
      access: ADMIN,
      ok: json(ZPaperUploadListSchema),
    },
    {
      method: 'get',
      path: '/paper-uploads/:id/review',
      summary: 'A shared paper under review',
      access: ADMIN,
      params: id,
      ok: json(ZPaperReviewItemSchema),
    },
    {
      method: 'post',
      path: '/paper-uploads/:id/review',
      summary: 'Approve or reject a shared paper',
      access: ADMIN,
      params: id,
      body: ZReviewRequestSchema,
      ok: json(ZPaperUploadSchema),
    },
  ],
};
