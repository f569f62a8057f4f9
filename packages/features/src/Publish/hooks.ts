/**
 * What publishing needs from the server, as TanStack Query hooks over the injected client: publishers, calculation
 * rules, approvers, the quote, the name check, launching, share links, the public share page and its downloads,
 * and confirming publishing.
 */
import {
  APPROVAL_NAME_TAKEN,
  api,
  type CalcRuleForm,
  type PublisherForm,
  type PublishLaunch,
  ResponseCode,
  type ShareLinkDays,
  type StatisticPeriodInput,
} from '@atelier/api';
import { isApiError, queryFilterOf, queryOptionsOf } from '@atelier/api/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useApiClient } from '../provider';
import { refetchApprovalDetail } from '../shared/approvalDetailQueries';
import { nameCheckFromError, useNameCheck } from '../shared/nameCheck';
import { type PublishListRequest, PublishListTab } from './listModel';
import { PUBLISH_MODULE_TYPE, type QuoteRequest } from './model';

/** The lists of the launch form are short: one page of this size holds them. */
const OPTIONS_PAGE_SIZE = 100;

/** How long the copies and the rule must stay unchanged before the quote is asked again. */
export const QUOTE_DEBOUNCE_MS = 400;

/** 晒图单位: the enterprise's print shops. */
export function usePublishers(enabled = true) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.publish.publishers, { pageNum: 1, pageSize: OPTIONS_PAGE_SIZE }),
    select: (page) => page.list,
    enabled,
  });
}

/** 计费规则: the calculation rules (prices by sheet size). */
export function useCalcRules(enabled = true) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.publish.calcRules, { pageNum: 1, pageSize: OPTIONS_PAGE_SIZE }),
    select: (page) => page.list,
    enabled,
  });
}

/** 审批人: who may approve a publish approval of the project (its publishing managers). */
export function usePublishApprovers(projectId: string, enabled = true) {
  const client = useApiClient();
  return useQuery({ ...queryOptionsOf(client, api.approval.publishApprovers, { projectId }), enabled });
}

/** A value that follows `value` once it has stayed the same for `ms`. */
export function useDebouncedValue<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The server's quote of the chosen drawings at a rule, asked again (debounced) when the copies or the rule change.
 * The last quote stays while the next loads (`isPlaceholderData`) and while nothing can be priced.
 */
export function usePublishQuote(request: QuoteRequest | null) {
  const client = useApiClient();
  const key = JSON.stringify(request);
  const settledKey = useDebouncedValue(key, QUOTE_DEBOUNCE_MS);
  const settled = settledKey === 'null' ? null : (JSON.parse(settledKey) as QuoteRequest);
  const query = useQuery({
    ...queryOptionsOf(client, api.approval.publishQuote, settled ?? ({} as QuoteRequest)),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
  return { ...query, isSettling: key !== settledKey };
}

/** The server's check of a publish approval's name (checkActName, moduleType 3). */
export function usePublishNameCheck(projectId: string) {
  return useNameCheck(
    api.approval.checkActName,
    'actName',
    { moduleType: PUBLISH_MODULE_TYPE, projectId },
    APPROVAL_NAME_TAKEN,
  );
}

/** 发起审批: launchPublish; the approval centre's lists and its count elsewhere refresh. */
export function useLaunchPublish() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: PublishLaunch) => client.approval.launchPublish(request),
    onSuccess: () => queryClient.invalidateQueries(queryFilterOf(api.approvalCenter, api.approval.todoCount)),
  });
}

/** 生成链接: a share link of a passed publish approval, valid for 1, 3, 5 or 7 days. */
export function useCreateShareLink(actId: string) {
  const client = useApiClient();
  return useMutation({ mutationFn: (days: ShareLinkDays) => client.approval.createDownUrl({ actId, days }) });
}

/** The public share page's content; a refused key is final (no retries). */
export function useShareInfo(shareKey: string) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.approval.downloadInfo, { key: shareKey }),
    retry: false,
    refetchOnWindowFocus: false,
  });
}

/** 下载 / 下载全部 on the share page: a link to one file, or to all (no resIds). */
export function useShareDownload(shareKey: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: (resIds: readonly string[] | undefined) =>
      client.approval.shareDownload(resIds ? { key: shareKey, resIds: [...resIds] } : { key: shareKey }),
  });
}

/** 确认发布 of a passed publish approval; the detail loads again (已发布). */
export function useConfirmPublish(actId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => client.approval.publish({ actId }),
    onSuccess: () =>
      Promise.all([
        refetchApprovalDetail(queryClient, actId),
        queryClient.invalidateQueries(queryFilterOf(api.approval.publishedList)),
        queryClient.invalidateQueries(queryFilterOf(api.approval.notPublishedList)),
      ]),
  });
}

/**
 * A page of the publish centre's list (/publish/list): the passed publish approvals waiting to be published, or the
 * published ones, with their print jobs and costs; the last page stays while the next loads.
 */
export function usePublishList(tab: PublishListTab, request: PublishListRequest) {
  const client = useApiClient();
  const endpoint = tab === PublishListTab.Published ? api.approval.publishedList : api.approval.notPublishedList;
  return useQuery({ ...queryOptionsOf(client, endpoint, request), placeholderData: keepPreviousData });
}

// ---------------------------------------------------------------------------------------------------------------
// Keeping print shops and calculation rules (出版单位, 计费规则; issue 30)
// ---------------------------------------------------------------------------------------------------------------

/** A page of the enterprise's print shops (the publish lists' 50 a page), a part of the name as keyword. */
export function usePublisherPage(pageNum: number, pageSize: number, keyword: string) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.publish.publishers, { pageNum, pageSize, ...(keyword ? { keyword } : {}) }),
    placeholderData: keepPreviousData,
  });
}

/** A page of the enterprise's calculation rules with their prices. */
export function useCalcRulePage(pageNum: number, pageSize: number, keyword: string) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.publish.calcRules, { pageNum, pageSize, ...(keyword ? { keyword } : {}) }),
    placeholderData: keepPreviousData,
  });
}

/** 新增 / 编辑 a print shop; the lists (this page's and the launch form's) load again. */
export function useSavePublisher() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shop: PublisherForm & { id?: string | undefined }) =>
      shop.id ? client.publish.updatePublisher({ ...shop, id: shop.id }) : client.publish.addPublisher(shop),
    onSuccess: () => queryClient.invalidateQueries(queryFilterOf(api.publish.publishers)),
  });
}

/** 删除 a print shop (refused while unfinished publish approvals use it). */
export function useDeletePublisher() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.publish.deletePublisher({ id }),
    onSuccess: () => queryClient.invalidateQueries(queryFilterOf(api.publish.publishers)),
  });
}

/** 新增 / 编辑 a calculation rule; the lists load again, and the launch form's quotes price at the new prices. */
export function useSaveCalcRule() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rule: CalcRuleForm & { id?: string | undefined }) =>
      rule.id ? client.publish.updateCalcRule({ ...rule, id: rule.id }) : client.publish.addCalcRule(rule),
    onSuccess: () => queryClient.invalidateQueries(queryFilterOf(api.publish.calcRules, api.approval.publishQuote)),
  });
}

export function useDeleteCalcRule() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => client.publish.deleteCalcRule({ id }),
    onSuccess: () => queryClient.invalidateQueries(queryFilterOf(api.publish.calcRules)),
  });
}

/**
 * The server's name checks of a print shop and of a rule (a silent 40007 when taken): `{ available: false,
 * message }` to show under the field.
 */
export function useCatalogNameCheck(kind: 'publisher' | 'calcRule') {
  const client = useApiClient();
  return useCallback(
    async (name: string, id?: string) => {
      try {
        if (kind === 'publisher') await client.publish.checkPublisherName({ name, ...(id ? { id } : {}) });
        else await client.publish.checkCalcName({ ruleName: name, ...(id ? { id } : {}) });
        return { available: true as const };
      } catch (error) {
        // A taken name is a warning; any other refusal (the shared handling shows it) is left to the save.
        if (isApiError(error) && error.kind === 'response' && error.code === ResponseCode.Warning) {
          return nameCheckFromError(error, APPROVAL_NAME_TAKEN);
        }
        return { available: true as const };
      }
    },
    [client, kind],
  );
}

/**
 * 发布统计 of a period: sheets and money by month (the months with publishing), by print shop, by rule and by project
 * (the publishing managers' and administrators'; the server refuses the others).
 */
export function usePublishStatistics(period: StatisticPeriodInput) {
  const client = useApiClient();
  const months = useQuery(queryOptionsOf(client, api.publish.countList, period));
  const publishers = useQuery(queryOptionsOf(client, api.publish.publisherCounts, period));
  const rules = useQuery(queryOptionsOf(client, api.publish.calcCounts, period));
  const projects = useQuery(queryOptionsOf(client, api.publish.statisticProjects, period));
  const all = [months, publishers, rules, projects];
  return {
    months,
    publishers,
    rules,
    projects,
    isPending: all.some((q) => q.isPending),
    isError: all.some((q) => q.isError),
    refetch: () => Promise.all(all.map((q) => q.refetch())),
  };
}

/** 确认发布 from the publish list: a passed publish approval of any row; both lists load again. */
export function useConfirmPublishing() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actId: string) => client.approval.publish({ actId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries(queryFilterOf(api.approval.publishedList)),
        queryClient.invalidateQueries(queryFilterOf(api.approval.notPublishedList)),
      ]),
  });
}

/** 下载 from the publish list: a link to the approved versions of a publish approval's drawings (a zip). */
export function useDownloadApproved() {
  const client = useApiClient();
  return useMutation({ mutationFn: (actId: string) => client.approvalCenter.multiDownload({ actIds: [actId] }) });
}
