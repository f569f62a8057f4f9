/** What the enterprise log needs from the server (issue 24): a page of the log, and the people to filter by. */
import { api } from '@atelier/api';
import { queryOptionsOf } from '@atelier/api/client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useApiClient } from '../provider';
import { type LogFilters, logQuery } from './model';

export function useEnterpriseLog(filters: LogFilters, page: { pageNum: number; pageSize: number }) {
  return useQuery({
    ...queryOptionsOf(useApiClient(), api.log.list, { ...logQuery(filters), ...page }),
    placeholderData: keepPreviousData,
  });
}

/** The enterprise's people for the 操作人 filter (the first 100, as the personnel list loads). */
export function useLogPeople() {
  return useQuery(queryOptionsOf(useApiClient(), api.structure.queryUser, { pageNum: 1, pageSize: 100 }));
}
