/**
 * 发布计划 (issue 30): what the plan list and a plan's drawings decide without the server. The name rule is the
 * shared one (`publishPlanFields`, ≤ 256); the server checks it again with the name's uniqueness in the project.
 */
import { type DrawingRef, PublishPlanType, publishPlanFields } from '@atelier/api';
import type { PublishFileChoice } from './model';

/** The plan types in the order the dialog offers them. */
export const PLAN_TYPES: readonly PublishPlanType[] = [PublishPlanType.Construction, PublishPlanType.Phase];

/** The rule's message for a plan name (blank, a forbidden character, past 256), or null when it may be saved. */
export function planNameError(name: string): string | null {
  const result = publishPlanFields.planName.safeParse(name);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/** A plan's drawing as getPubResList answers it. */
export interface PlanDrawing {
  id: string;
  resId: string;
  resName: string;
  recordId?: string | null | undefined;
}

/**
 * What a launch from the plan publishes: each drawing at its current version (the launch dialog's files), and how
 * many have no version to publish (left out, said beside the button).
 */
export function planLaunchFiles(rows: readonly PlanDrawing[]): { files: PublishFileChoice[]; withoutVersion: number } {
  const files: PublishFileChoice[] = [];
  for (const row of rows) {
    if (row.recordId) files.push({ resId: row.resId, recordId: row.recordId, resName: row.resName });
  }
  return { files, withoutVersion: rows.length - files.length };
}

/** The chosen files not yet in the plan, once each (what addPubRes is asked to add; the count the toast names). */
export function drawingsToAdd(chosen: readonly Pick<DrawingRef, 'resId'>[], inPlan: readonly { resId: string }[]) {
  const present = new Set(inPlan.map((row) => row.resId));
  const ids: string[] = [];
  for (const { resId } of chosen) {
    if (present.has(resId)) continue;
    present.add(resId);
    ids.push(resId);
  }
  return ids;
}
