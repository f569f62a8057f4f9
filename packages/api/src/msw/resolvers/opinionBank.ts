import type { Opinion } from '../../entities/user';
import { permissionKeysOf } from '../../rules/enterpriseSetup';
import {
  OPINION_ERROR_FILE_NAME,
  OpinionBankLimit,
  OpinionBankMessage,
  OpinionBankState,
  type OpinionImportPlan,
  type OpinionQuery,
  opinionFoundRefusal,
  opinionRefusal,
  opinionTemplateName,
  planOpinionImport,
  sameOpinion,
} from '../../rules/opinionBank';
import { Refuse } from '../../rules/refusal';
import {
  OpinionSheetError,
  opinionErrorSheet,
  opinionTemplate,
  readOpinionSheet,
  XLSX_TYPE,
} from '../../sheets/opinionSheet';
import type { FixtureUser } from '../seed';
import { enforce, type FixtureStore, paginate } from '../store';
import type { Resolvers } from './context';
import { fixturePermissionsOf } from './enterpriseSetup';

/**
 * Opinion banks (issue 29) kept per store state, with the shared rules of rules/opinionBank.ts and the same
 * spreadsheets as the server (sheets/opinionSheet.ts): the person's own bank, the enterprise's (its menu key
 * checked as the server does), the picker's list, the import and its error file.
 */

interface FixtureOpinion {
  id: string;
  state: OpinionBankState;
  userId: string;
  enterpriseId: string | null;
  library: string;
  type: number;
  comment: string;
  specialty: string;
}

interface BankState {
  /** Oldest first; lists answer newest first. */
  opinions: FixtureOpinion[];
  errors: Map<string, { userId: string; rows: OpinionImportPlan['refused'] }>;
}

const byState = new WeakMap<object, BankState>();
function stateOf(store: FixtureStore): BankState {
  let found = byState.get(store.state.projects);
  if (!found) {
    found = { opinions: [], errors: new Map() };
    byState.set(store.state.projects, found);
  }
  return found;
}

type Bank = { state: OpinionBankState; userId: string; enterpriseId: string | null };
const own = (user: FixtureUser): Bank => ({
  state: OpinionBankState.Personal,
  userId: user.userId,
  enterpriseId: null,
});

/** The enterprise bank, for a caller whose roles give its menu key (as the contract declares). */
function firmBank(store: FixtureStore, user: FixtureUser, enterpriseId: string): Bank {
  if (!permissionKeysOf(fixturePermissionsOf(store, user)).includes('enterpriseOpinion')) {
    enforce(Refuse.denied(OpinionBankMessage.NoEnterpriseBank));
  }
  return { state: OpinionBankState.Enterprise, userId: user.userId, enterpriseId };
}

const inBank = (bank: Bank) => (o: FixtureOpinion) =>
  o.state === bank.state &&
  (bank.state === OpinionBankState.Personal ? o.userId === bank.userId : o.enterpriseId === bank.enterpriseId);

const view = (o: FixtureOpinion): Opinion => ({
  id: o.id,
  comment: o.comment,
  type: o.type,
  opinionCation: o.library,
  opinionSpecialty: o.specialty,
  state: o.state,
});

function matching(store: FixtureStore, bank: Bank, query: OpinionQuery): FixtureOpinion[] {
  const keyword = query.keyword?.trim().toLowerCase();
  return stateOf(store)
    .opinions.filter(inBank(bank))
    .filter((o) => query.type === undefined || o.type === query.type)
    .filter((o) => !query.opinionCation || o.library === query.opinionCation)
    .filter((o) => !keyword || `${o.comment}\n${o.specialty}`.toLowerCase().includes(keyword))
    .reverse();
}

const list = (store: FixtureStore, bank: Bank, query: OpinionQuery) =>
  paginate(matching(store, bank, query).map(view), query.pageNum, query.pageSize ?? OpinionBankLimit.PageSize);

const repeats = (store: FixtureStore, bank: Bank, library: string, comment: string, exceptId?: string) =>
  stateOf(store)
    .opinions.filter(inBank(bank))
    .some((o) => o.library === library && o.id !== exceptId && sameOpinion(o.comment, comment));

function add(store: FixtureStore, bank: Bank, row: Omit<FixtureOpinion, 'id' | keyof Bank>): FixtureOpinion {
  const opinion = { ...row, ...bank, id: store.nextId('opinion') };
  stateOf(store).opinions.push(opinion);
  return opinion;
}

function create(
  store: FixtureStore,
  bank: Bank,
  data: { comment: string; type: number; opinionCation: string; opinionSpecialty?: string | undefined },
) {
  const count = stateOf(store).opinions.filter(inBank(bank)).length;
  enforce(opinionRefusal({ duplicate: repeats(store, bank, data.opinionCation, data.comment), count }));
  const library = data.opinionCation;
  return view(
    add(store, bank, { library, type: data.type, comment: data.comment, specialty: data.opinionSpecialty ?? '' }),
  );
}

function found(store: FixtureStore, bank: Bank, id: string): FixtureOpinion {
  const opinion = stateOf(store)
    .opinions.filter(inBank(bank))
    .find((o) => o.id === id);
  enforce(opinionFoundRefusal(opinion));
  return opinion as FixtureOpinion;
}

function update(
  store: FixtureStore,
  bank: Bank,
  data: { id: string; comment?: string; type?: number; opinionCation?: string; opinionSpecialty?: string },
) {
  const opinion = found(store, bank, data.id);
  const library = data.opinionCation ?? opinion.library;
  const comment = data.comment ?? opinion.comment;
  enforce(opinionRefusal({ duplicate: repeats(store, bank, library, comment, opinion.id) }));
  Object.assign(opinion, {
    library,
    comment,
    type: data.type ?? opinion.type,
    specialty: data.opinionSpecialty ?? opinion.specialty,
  });
  return view(opinion);
}

function remove(store: FixtureStore, bank: Bank, id: string) {
  const opinion = found(store, bank, id);
  const state = stateOf(store);
  state.opinions = state.opinions.filter((o) => o !== opinion);
  return null;
}

const named = (blob: Blob, name: string) => new File([blob], name, { type: XLSX_TYPE });

export const opinionBankResolvers: Resolvers = {
  user: {
    opinionBank: ({ store, user, data }) => list(store, own(user), data),
    createOpinion: ({ store, user, data }) => {
      if (data.userId !== undefined && data.userId !== user.userId) enforce(Refuse.denied(OpinionBankMessage.NotYours));
      return create(store, own(user), data);
    },
    updateOpinion: ({ store, user, data }) => update(store, own(user), data),
    deleteOpinion: ({ store, user, data }) => remove(store, own(user), data.id),
  },
  mark: {
    opinionBank: ({ store, user, enterpriseId, data }) => {
      const query = { type: data.type, keyword: data.keyword };
      const firm: Bank = { state: OpinionBankState.Enterprise, userId: user.userId, enterpriseId };
      return [...matching(store, own(user), query), ...matching(store, firm, query)].map(view);
    },
  },
  opinionBank: {
    list: ({ store, user, enterpriseId, data }) => list(store, firmBank(store, user, enterpriseId), data),
    create: ({ store, user, enterpriseId, data }) => create(store, firmBank(store, user, enterpriseId), data),
    update: ({ store, user, enterpriseId, data }) => update(store, firmBank(store, user, enterpriseId), data),
    delete: ({ store, user, enterpriseId, data }) => remove(store, firmBank(store, user, enterpriseId), data.id),
    import: async ({ store, user, enterpriseId, data }) => {
      const bank = data.state === OpinionBankState.Personal ? own(user) : firmBank(store, user, enterpriseId);
      const rows = await readOpinionSheet(data.file).catch((error: unknown) => {
        if (error instanceof OpinionSheetError) enforce(Refuse.invalid(error.message));
        throw error;
      });
      const mine = stateOf(store).opinions.filter(inBank(bank));
      const existing = mine.filter((o) => o.library === data.option).map((o) => o.comment);
      const plan = planOpinionImport(rows, existing, Math.max(OpinionBankLimit.PerBank - mine.length, 0));
      for (const a of plan.accepted) {
        add(store, bank, { library: data.option, type: a.type, comment: a.comment, specialty: a.opinionSpecialty });
      }
      let errorId: string | null = null;
      if (plan.refused.length) {
        errorId = store.nextId('opinion-errors');
        stateOf(store).errors.set(errorId, { userId: user.userId, rows: plan.refused });
      }
      return { total: rows.length, success: plan.accepted.length, failed: plan.refused.length, errorId };
    },
    downloadError: async ({ store, user, data }) => {
      const kept = stateOf(store).errors.get(data.id);
      if (!kept || kept.userId !== user.userId) enforce(Refuse.invalid(OpinionBankMessage.ErrorFileNotFound));
      return named(await opinionErrorSheet(kept?.rows ?? []), OPINION_ERROR_FILE_NAME);
    },
    template: async ({ data }) =>
      named(await opinionTemplate(data.option), opinionTemplateName(data.state, data.option)),
  },
};

/**
 * Puts opinions into a bank of the store (stories, tests): the person's own bank when `enterpriseId` is left out,
 * else the enterprise's. Later rows are newer (listed first).
 */
export function addFixtureOpinions(
  store: FixtureStore,
  owner: { userId: string; enterpriseId?: string },
  rows: readonly { comment: string; type: number; opinionCation?: string; opinionSpecialty?: string }[],
): void {
  const bank: Bank = owner.enterpriseId
    ? { state: OpinionBankState.Enterprise, userId: owner.userId, enterpriseId: owner.enterpriseId }
    : { state: OpinionBankState.Personal, userId: owner.userId, enterpriseId: null };
  for (const row of rows) {
    add(store, bank, {
      library: row.opinionCation ?? '1',
      type: row.type,
      comment: row.comment,
      specialty: row.opinionSpecialty ?? '',
    });
  }
}
