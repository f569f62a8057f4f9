import type { UserOption } from '@atelier/api';
import type { Database } from '../db/index';
import {
  correctionsOf,
  projectMemberUsers,
  recognisedSignersOf,
  recognitionTemplates,
  signerFieldsOf,
  type UserRow,
  usersByIds,
} from './signerRepository';

/**
 * One signer field of a drawing version, with who signs there. The name that counts is the corrected user's when
 * the drawing check corrected the duty (modifyOcrResult), else the name recognition read in the field; it stands
 * for the project members of that real name (now, not when the drawing was read: someone who joins the project
 * later is found).
 */
export interface SignerField {
  dutyId: string;
  /** Signing order: the field's position in the frame template. */
  position: number;
  /** Whether the drawing's frame template has a field for the duty (a correction may name a duty it has not). */
  inTemplate: boolean;
  /** The name read in the field; null when the field was empty. */
  recognised: string | null;
  /** The user a correction names for this file and duty. */
  corrected: { userId: string; realname: string } | null;
  /** The name that counts: the corrected user's, else the recognised one; null when nobody is named. */
  name: string | null;
  /**
   * The project members the name stands for: the corrected user when still a member, else every member of the
   * recognised name. Exactly one is a signer; none is "not in the project", several are ambiguous.
   */
  members: UserOption[];
}

/** The signer of a field: its one project member, or null. */
export const signerOf = (field: SignerField): UserOption | null =>
  field.members.length === 1 ? (field.members[0] ?? null) : null;

/**
 * What identifies a field's signer for grouping: the member when there is exactly one, else the name; null when
 * the field names nobody. Two drawings signed alike have the same keys.
 */
export function signerKey(field: SignerField): string | null {
  if (field.name === null) return null;
  const signer = signerOf(field);
  return `${field.dutyId}\u0000${signer ? `u:${signer.userId}` : `n:${field.name}`}`;
}

/** The signers of a drawing as one key: the batch grouping of getFastInfo. */
export const signersKey = (fields: readonly SignerField[]): string =>
  fields.flatMap((f) => signerKey(f) ?? []).join('\u0001');

/** A correction without a field in the template signs after the template's fields. */
const UNPLACED = 1_000_000;

const option = (user: UserRow): UserOption => ({
  userId: user.id,
  realname: user.realname,
  phone: user.phone,
  avatar: user.avatar,
});
const nameKey = (name: string) => name.replace(/\s/g, '');

/**
 * The effective signers of drawing versions of one project, by record id, each version's fields in signing order:
 * every signer field of the template it was recognised with, every duty recognition read a name for, every duty a
 * correction names. The one place that says who signs a drawing: the drawing check, the batch grouping
 * (getFastInfo) and the quick submission's re-check all ask here, so that a correction changes all three.
 * A version never recognised has only its corrections.
 */
export async function effectiveSigners(
  db: Database,
  projectId: string,
  versions: readonly { recordId: string; resourceId: string }[],
): Promise<Map<string, SignerField[]>> {
  const recordIds = [...new Set(versions.map((v) => v.recordId))];
  const resourceIds = [...new Set(versions.map((v) => v.resourceId))];
  const templateOf = await recognitionTemplates(db, recordIds);
  const recognised = await recognisedSignersOf(db, recordIds);
  const corrections = await correctionsOf(db, projectId, resourceIds);
  const templateIds = [...new Set([...templateOf.values()].flatMap((id) => (id ? [id] : [])))];
  const fieldsOf = await signerFieldsOf(db, templateIds);

  // The project's members by real name, and the corrected users (one may have left the project since).
  const byName = new Map<string, UserOption[]>();
  const memberIds = new Set<string>();
  for (const user of await projectMemberUsers(db, projectId)) {
    memberIds.add(user.id);
    const key = nameKey(user.realname);
    byName.set(key, [...(byName.get(key) ?? []), option(user)]);
  }
  const correctedUsers = new Map<string, UserOption>();
  for (const user of await usersByIds(db, [...new Set(corrections.map((c) => c.userId))])) {
    correctedUsers.set(user.id, option(user));
  }

  const recognisedBy = new Map<string, (typeof recognised)[number][]>();
  for (const row of recognised) recognisedBy.set(row.recordId, [...(recognisedBy.get(row.recordId) ?? []), row]);
  const correctionsBy = new Map<string, (typeof corrections)[number][]>();
  for (const row of corrections) {
    correctionsBy.set(row.resourceId, [...(correctionsBy.get(row.resourceId) ?? []), row]);
  }

  const answer = new Map<string, SignerField[]>();
  for (const version of versions) {
    if (answer.has(version.recordId)) continue;
    const templateId = templateOf.get(version.recordId) ?? null;
    const fields = new Map<string, SignerField>();
    const field = (dutyId: string, position: number, inTemplate: boolean): SignerField => {
      let found = fields.get(dutyId);
      if (!found) {
        found = { dutyId, position, inTemplate, recognised: null, corrected: null, name: null, members: [] };
        fields.set(dutyId, found);
      }
      return found;
    };
    for (const region of templateId ? (fieldsOf.get(templateId) ?? []) : []) {
      field(region.dutyId, region.position, true);
    }
    for (const row of recognisedBy.get(version.recordId) ?? []) {
      const found = field(row.dutyId, row.position, false);
      found.recognised = row.name;
    }
    for (const row of correctionsBy.get(version.resourceId) ?? []) {
      const user = correctedUsers.get(row.userId);
      if (!user) continue;
      const found = field(row.dutyId, UNPLACED, false);
      found.corrected = { userId: user.userId, realname: user.realname };
    }
    for (const found of fields.values()) {
      if (found.corrected) {
        found.name = found.corrected.realname;
        const user = correctedUsers.get(found.corrected.userId);
        found.members = user && memberIds.has(user.userId) ? [user] : [];
      } else if (found.recognised !== null) {
        found.name = found.recognised;
        found.members = byName.get(nameKey(found.recognised)) ?? [];
      }
    }
    answer.set(
      version.recordId,
      [...fields.values()].sort((a, b) => a.position - b.position || a.dutyId.localeCompare(b.dutyId)),
    );
  }
  return answer;
}
