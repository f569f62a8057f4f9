import { parseDraft, type WizardDraft } from '@atelier/features';

/**
 * The ordinary project wizard's draft (001 section 4.4): kept in session storage per enterprise, so a reload
 * resumes it; created or abandoned, it is removed; an enterprise switch removes every draft (useSessionActions).
 */
const PREFIX = 'atelier.projectDraft.';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

function storage(): DraftStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function loadProjectDraft(
  enterpriseId: string | null,
  from: DraftStorage | null = storage(),
): WizardDraft | null {
  if (!enterpriseId || !from) return null;
  try {
    return parseDraft(from.getItem(PREFIX + enterpriseId));
  } catch {
    return null;
  }
}

export function saveProjectDraft(
  enterpriseId: string | null,
  draft: WizardDraft,
  to: DraftStorage | null = storage(),
): void {
  if (!enterpriseId || !to) return;
  try {
    to.setItem(PREFIX + enterpriseId, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the draft lives as long as the page.
  }
}

export function removeProjectDraft(enterpriseId: string | null, from: DraftStorage | null = storage()): void {
  if (!enterpriseId || !from) return;
  try {
    from.removeItem(PREFIX + enterpriseId);
  } catch {
    // Nothing to remove.
  }
}

/** Removes every enterprise's draft: an enterprise switch calls it. */
export function clearProjectDrafts(from: DraftStorage | null = storage()): void {
  if (!from) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < from.length; i += 1) {
      const key = from.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) from.removeItem(key);
  } catch {
    // Storage disabled: there is nothing kept.
  }
}
