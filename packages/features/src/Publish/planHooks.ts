/**
 * What the publish plans need from the server (发布计划; issue 30), as TanStack Query hooks over the injected
 * client: a project's plans, saving and deleting one, its drawings, adding and removing them, and the name check.
 */
import { api, PublishPlanMessage } from '@atelier/api';
import { queryFilterOf, queryOptionsOf } from '@atelier/api/client';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '../provider';
import { useNameCheck } from '../shared/nameCheck';

/** A page of a project's plans, latest first; the last page stays while the next loads. */
export function usePublishPlans(projectId: string, pageNum: number, pageSize: number) {
  const client = useApiClient();
  return useQuery({
    ...queryOptionsOf(client, api.publish.plans, { projectId, pageNum, pageSize }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The plans and their drawings load again after a change (the list counts the drawings); the name checks' cached
 * answers go (a name just saved or freed must be asked again, not answered from before).
 */
function useRefreshPlans() {
  const queryClient = useQueryClient();
  return () => {
    queryClient.removeQueries(queryFilterOf(api.publish.checkPlanName));
    return queryClient.invalidateQueries(queryFilterOf(api.publish.plans, api.publish.resources));
  };
}

export interface PlanValues {
  planName: string;
  planType: number;
}

/** 新建 / 编辑 a plan of the project. */
export function useSavePlan(projectId: string) {
  const client = useApiClient();
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (plan: PlanValues & { id?: string | undefined }) =>
      plan.id
        ? client.publish.updatePlan({ id: plan.id, planName: plan.planName, planType: plan.planType })
        : client.publish.addPlan({ projectId, planName: plan.planName, planType: plan.planType }),
    onSuccess: refresh,
  });
}

/** 删除 a plan (its drawings stay in the project). */
export function useDeletePlan() {
  const client = useApiClient();
  const refresh = useRefreshPlans();
  return useMutation({ mutationFn: (id: string) => client.publish.deletePlan({ id }), onSuccess: refresh });
}

/** The server's check that a plan name is free in the project (the plan being renamed excepted). */
export function usePlanNameCheck(projectId: string, id: string | undefined) {
  return useNameCheck(
    api.publish.checkPlanName,
    'planName',
    { projectId, ...(id ? { id } : {}) },
    PublishPlanMessage.PlanNameTaken,
  );
}

/** A plan's drawings (all of them: a plan holds at most the launch's limit). */
export function usePlanDrawings(planId: string) {
  const client = useApiClient();
  return useQuery(queryOptionsOf(client, api.publish.resources, { planId }));
}

/** 添加图纸: files of the project join the plan. */
export function useAddPlanDrawings(planId: string) {
  const client = useApiClient();
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (resIds: string[]) => client.publish.addResources({ planId, resIds }),
    onSuccess: refresh,
  });
}

/** 移除: drawings leave the plan (rows of getPubResList). */
export function useRemovePlanDrawings() {
  const client = useApiClient();
  const refresh = useRefreshPlans();
  return useMutation({
    mutationFn: (ids: string[]) => client.publish.removeResources({ ids }),
    onSuccess: refresh,
  });
}
