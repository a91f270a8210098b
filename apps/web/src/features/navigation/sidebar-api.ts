import {
  withToolUsed,
  type RecordToolUseRequest,
  type SidebarPreferences,
  type UpdateSidebarPreferences,
} from '@eps/contracts';
import { api } from '@/lib/api';

/** The 'More Functions' sidebar preferences, stored per user on the server. */
export const sidebarApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSidebarPreferences: build.query<SidebarPreferences, void>({
      query: () => 'preferences/sidebar',
      providesTags: ['SidebarPreferences'],
    }),
    updateSidebarPreferences: build.mutation<SidebarPreferences, UpdateSidebarPreferences>({
      query: (body) => ({ url: 'preferences/sidebar', method: 'PUT', body }),
      // Optimistic: the star or the dot changes at once and rolls back if the server refuses.
      async onQueryStarted(patch, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          sidebarApi.util.updateQueryData('getSidebarPreferences', undefined, (draft) => {
            Object.assign(draft, patch);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          void dispatch(sidebarApi.util.upsertQueryData('getSidebarPreferences', undefined, data));
        } catch {
          optimistic.undo();
        }
      },
    }),
    recordToolUse: build.mutation<SidebarPreferences, RecordToolUseRequest>({
      query: (body) => ({ url: 'preferences/sidebar/use', method: 'POST', body }),
      async onQueryStarted({ toolId }, { dispatch, queryFulfilled }) {
        const optimistic = dispatch(
          sidebarApi.util.updateQueryData('getSidebarPreferences', undefined, (draft) => {
            draft.recent = withToolUsed(draft.recent, toolId);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          void dispatch(sidebarApi.util.upsertQueryData('getSidebarPreferences', undefined, data));
        } catch {
          // Recording a use is best effort; the tool still opens.
          optimistic.undo();
        }
      },
    }),
  }),
});

export const {
  useGetSidebarPreferencesQuery,
  useUpdateSidebarPreferencesMutation,
  useRecordToolUseMutation,
} = sidebarApi;
