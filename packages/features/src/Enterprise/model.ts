/**
 * The enterprise dialogs' rules without a DOM: the region cascade (5.1: choosing a province reloads cities and clears
 * city and district; choosing a city reloads districts and clears district), when the join dialog searches (5.2), how
 * an answer of the create and join calls is told (8.2), and the info page's expiry.
 */
import { EnterpriseCode } from '@atelier/api';
import { ApiError } from '@atelier/api/client';

/** The three selects of the create dialog, each a region code ('' for none). */
export interface RegionChoice {
  province: string;
  city: string;
  district: string;
}

export const NO_REGION: RegionChoice = { province: '', city: '', district: '' };

/** A choice at one level clears the levels below it (the lists below reload from the new parent). */
export function chooseRegion(current: RegionChoice, level: keyof RegionChoice, code: string): RegionChoice {
  if (level === 'province') return code === current.province ? current : { province: code, city: '', district: '' };
  if (level === 'city') return code === current.city ? current : { ...current, city: code, district: '' };
  return { ...current, district: code };
}

/** Province-city-district labels from the chosen options: 浙江省-杭州市-西湖区. */
export function regionLabels(
  choice: RegionChoice,
  names: { province: readonly Option[]; city: readonly Option[]; district: readonly Option[] },
): string {
  const name = (list: readonly Option[], code: string) => list.find((o) => o.baseAreaid === code)?.name ?? '';
  return [name(names.province, choice.province), name(names.city, choice.city), name(names.district, choice.district)]
    .filter(Boolean)
    .join('-');
}
interface Option {
  baseAreaid: string;
  name: string;
}

/** The join dialog searches only for a non-empty keyword (5.2). */
export const searchKeyword = (typed: string): string | null => {
  const keyword = typed.trim();
  return keyword ? keyword : null;
};

/** How a create or join answer is told (8.2): a persistent notice with the server's message. */
export interface EnterpriseNotice {
  tone: 'success' | 'info' | 'warning' | 'error';
  message: string;
}

/**
 * The notice of a refused create or join: its warning code (30002 create, 40003 join) a persistent warning, any other
 * refusal a persistent error. Null when the shared response handling has already shown it (a toast), so that the
 * message is not told twice.
 */
export function refusalNotice(error: unknown, warningCode: number): EnterpriseNotice | null {
  if (!(error instanceof ApiError))
    return { tone: 'error', message: error instanceof Error ? error.message : String(error) };
  if (error.code === warningCode) return { tone: 'warning', message: error.message };
  const shown = error.outcome?.effects.some((effect) => effect.type === 'toast') ?? false;
  return shown ? null : { tone: 'error', message: error.message };
}

export const createWarningCode = EnterpriseCode.CreateWarning;
export const joinWarningCode = EnterpriseCode.JoinWarning;

/** Days left before an enterprise expires (0 when it has), or null for no end. */
export function daysLeft(expireDate: string | null, now: Date): number | null {
  if (!expireDate) return null;
  const end = new Date(`${expireDate}T23:59:59`);
  const days = Math.ceil((end.getTime() - now.getTime()) / 86_400_000);
  return Math.max(0, days);
}
