/**
 * The reports inbox: servers visitors reported as broken (GET /api/servers/reports), and marking one handled.
 * The /admin/reports screen and the dashboard's count read the same cached answer, so handling one updates both.
 */
import { api } from '@ckb/api-client';
import type { Envelope } from '@ckb/api-client';
import type { ServerReportT } from '@ckb/contract';

const enc = encodeURIComponent;

export type ServerReport = ServerReportT;

export const reportsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServerReports: build.query<ServerReport[], void>({
      query: () => 'servers/reports',
      transformResponse: (res: Envelope<{ reports: ServerReport[] }>) => res.data.reports,
      providesTags: [{ type: 'Report', id: 'LIST' }],
      // visitors add to it at any time: read it afresh whenever a screen that shows it opens
      keepUnusedDataFor: 0,
    }),
    handleServerReports: build.mutation<number, string>({
      query: (serverId) => ({ url: `servers/${enc(serverId)}/reports/handled`, method: 'POST' }),
      transformResponse: (res: Envelope<{ cleared: number }>) => res.data.cleared,
      invalidatesTags: [{ type: 'Report', id: 'LIST' }],
    }),
  }),
});

export const { useGetServerReportsQuery, useHandleServerReportsMutation } = reportsAdminApi;
