import {
  DRIVE_UPLOAD_FIELD,
  ZDriveFileListResponseSchema,
  ZDriveFileSchema,
  ZDriveFileUpdateSchema,
  ZDriveListQuerySchema,
  ZDriveOverviewSchema,
  ZDriveSaveVersionFieldsSchema,
  ZDriveUploadFieldsSchema,
  ZDriveVersionListResponseSchema,
} from '@eps/contracts';
import { z } from 'zod';
import { created, file, json, noContent, uuidParam, type RouteGroup } from '../route-doc';

const id = { id: uuidParam };
const version = {
  id: uuidParam,
  number: z
    .string()
    .regex(/^[1-9][0-9]{0,8}$/)
    .describe('Version number, from 1.'),
};

export const driveRoutes: RouteGroup = {
  tag: 'Drive',
  description: 'My files: folders, tags, versions and the storage quota.',
  routes: [
    {
      method: 'get',
      path: '/drive',
      summary: 'Folders, tags and usage',
      access: 'session',
      ok: json(ZDriveOverviewSchema),
    },
    {
      method: 'get',
      path: '/drive/files',
      summary: 'List and search my files',
      access: 'session',
      query: ZDriveListQuerySchema,
      ok: json(ZDriveFileListResponseSchema),
    },
    {
      method: 'post',
      path: '/drive/files',
      summary: 'Upload a file',
      access: 'session',
      upload: { files: [DRIVE_UPLOAD_FIELD], required: true, fields: ZDriveUploadFieldsSchema },
      ok: created(ZDriveFileSchema),
    },
    {
      method: 'get',
      path: '/drive/files/:id',
      summary: 'One file',
      access: 'session',
      params: id,
      ok: json(ZDriveFileSchema),
    },
    {
      method: 'get',
      path: '/drive/files/:id/content',
      summary: 'Download the latest version',
      access: 'session',
      params: id,
      ok: file('application/octet-stream', 'The file, with its own content type.'),
    },
    {
      method: 'put',
      path: '/drive/files/:id',
      summary: 'Rename, move or tag a file',
      access: 'session',
      params: id,
      body: ZDriveFileUpdateSchema,
      ok: json(ZDriveFileSchema),
    },
    {
      method: 'delete',
      path: '/drive/files/:id',
      summary: 'Delete a file',
      access: 'session',
      params: id,
      ok: noContent(),
    },
    {
      method: 'get',
      path: '/drive/files/:id/versions',
      summary: 'A file’s versions',
      access: 'session',
      params: id,
      ok: json(ZDriveVersionListResponseSchema),
    },
    {
      method: 'post',
      path: '/drive/files/:id/versions',
      summary: 'Upload a new version',
      access: 'session',
      params: id,
      upload: { files: [DRIVE_UPLOAD_FIELD], required: true, fields: ZDriveSaveVersionFieldsSchema },
      ok: json(ZDriveFileSchema),
    },
    {
      method: 'get',
      path: '/drive/files/:id/versions/:number/content',
      summary: 'Download one version',
      access: 'session',
      params: version,
      ok: file('application/octet-stream', 'The version, with its own content type.'),
    },
    {
      method: 'post',
      path: '/drive/files/:id/versions/:number/restore',
      summary: 'Make an old version the latest',
      access: 'session',
      params: version,
      ok: json(ZDriveFileSchema),
    },
  ],
};
