import type {
  DriveFile,
  DriveFileListResponse,
  DriveFileUpdate,
  DriveListQuery,
  DriveOverview,
  DriveVersionListResponse,
} from '@eps/contracts';
import { DRIVE_UPLOAD_FIELD } from '@eps/contracts';
import { api } from '@/lib/api';

export interface UploadArgs {
  file: Blob;
  name: string;
  folder: string;
  tags?: string[];
}
export interface SaveVersionArgs {
  id: string;
  file: Blob;
  name: string;
}
/** `version` is part of the cache key, so each saved or restored version is fetched once. */
export interface ContentArgs {
  id: string;
  version: number;
}

const readBlob = (response: Response) => (response.ok ? response.blob() : response.json());

/** The Math Papers drive (routes in libs/contracts/src/drive.ts). Every change refreshes the drive's views. */
export const driveApi = api.enhanceEndpoints({ addTagTypes: ['Drive'] }).injectEndpoints({
  endpoints: (build) => ({
    driveOverview: build.query<DriveOverview, void>({
      query: () => 'drive',
      providesTags: ['Drive'],
    }),
    driveFiles: build.query<DriveFileListResponse, DriveListQuery>({
      query: (params) => ({ url: 'drive/files', params }),
      providesTags: ['Drive'],
    }),
    driveFile: build.query<DriveFile, string>({
      query: (id) => `drive/files/${id}`,
      providesTags: ['Drive'],
    }),
    driveFileContent: build.query<Blob, ContentArgs>({
      query: ({ id }) => ({ url: `drive/files/${id}/content`, responseHandler: readBlob }),
    }),
    driveVersions: build.query<DriveVersionListResponse, string>({
      query: (id) => `drive/files/${id}/versions`,
      providesTags: ['Drive'],
    }),
    driveVersionContent: build.mutation<Blob, { id: string; number: number }>({
      query: ({ id, number }) => ({
        url: `drive/files/${id}/versions/${number}/content`,
        responseHandler: readBlob,
      }),
    }),
    uploadDriveFile: build.mutation<DriveFile, UploadArgs>({
      query: ({ file, name, folder, tags }) => {
        const body = new FormData();
        body.append('name', name);
        body.append('folder', folder);
        if (tags?.length) body.append('tags', tags.join(','));
        body.append(DRIVE_UPLOAD_FIELD, file, name);
        return { url: 'drive/files', method: 'POST', body };
      },
      invalidatesTags: ['Drive'],
    }),
    saveDriveVersion: build.mutation<DriveFile, SaveVersionArgs>({
      query: ({ id, file, name }) => {
        const body = new FormData();
        body.append(DRIVE_UPLOAD_FIELD, file, name);
        return { url: `drive/files/${id}/versions`, method: 'POST', body };
      },
      invalidatesTags: ['Drive'],
    }),
    restoreDriveVersion: build.mutation<DriveFile, { id: string; number: number }>({
      query: ({ id, number }) => ({ url: `drive/files/${id}/versions/${number}/restore`, method: 'POST' }),
      invalidatesTags: ['Drive'],
    }),
    updateDriveFile: build.mutation<DriveFile, { id: string; change: DriveFileUpdate }>({
      query: ({ id, change }) => ({ url: `drive/files/${id}`, method: 'PUT', body: change }),
      invalidatesTags: ['Drive'],
    }),
    deleteDriveFile: build.mutation<void, string>({
      query: (id) => ({ url: `drive/files/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Drive'],
    }),
  }),
});

export const {
  useDriveOverviewQuery,
  useDriveFilesQuery,
  useDriveFileQuery,
  useDriveFileContentQuery,
  useDriveVersionsQuery,
  useDriveVersionContentMutation,
  useUploadDriveFileMutation,
  useSaveDriveVersionMutation,
  useRestoreDriveVersionMutation,
  useUpdateDriveFileMutation,
  useDeleteDriveFileMutation,
} = driveApi;
