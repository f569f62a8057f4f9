export { EnterpriseLogTable } from './EnterpriseLogTable';
export { useEnterpriseLog, useLogPeople } from './hooks';
export type { EnterpriseLogLocale, EnterpriseLogTableProps } from './interface';
export { detailsText, isLogRangeValid, type LogFilters, logQuery } from './model';
