import { DutyRole, ProjectMessage, StaffType } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import {
  addSubItem,
  assignmentsOf,
  type BasicInfoValues,
  cellKey,
  changeKept,
  DICTIONARIES_LOADING,
  emptyDraft,
  fieldOfRefusal,
  forwardBlocker,
  nextStep,
  ordinaryDuties,
  parseDraft,
  previousStep,
  setCell,
  toCreateOrdinaryRequest,
  toCreateQuickRequest,
  type WizardDraft,
  WizardStep,
  withDictionaries,
} from './model';

const year = new Date().getFullYear();
const basic: BasicInfoValues = {
  name: '西湖文化中心',
  simpleName: 'XHWH',
  designNum: 'HZ-1',
  Development: '建设单位',
  year,
  address: '',
  scale: null,
  cooOrg: '',
  type: null,
};
const loaded = { dictionariesLoaded: true };

function draftAt(step: WizardStep, change: Partial<WizardDraft> = {}): WizardDraft {
  const draft = emptyDraft();
  return {
    ...draft,
    step,
    basic,
    subItems: [{ key: 'a', name: '主楼', designNum: 'A' }],
    personnel: { specialtyIds: ['s1'], dutyIds: ['d1'], managerIds: [], leaderIds: [], cells: {} },
    ...change,
  };
}

describe('the step guard (001 section 4.4)', () => {
  it('starts empty on step 1 with this year', () => {
    const draft = emptyDraft(new Date(2026, 3, 1));
    expect(draft.step).toBe(WizardStep.Basic);
    expect(draft.basic.year).toBe(2026);
    expect(draft.subItems).toHaveLength(1);
  });

  it('leaves step 1 only when the form passes', () => {
    expect(forwardBlocker(draftAt(WizardStep.Basic, { basic: { ...basic, name: '' } }), loaded)).toBe(
      ProjectMessage.NameRequired,
    );
    expect(forwardBlocker(draftAt(WizardStep.Basic, { basic: { ...basic, scale: 0 } }), loaded)).toBe(
      ProjectMessage.ScalePositive,
    );
    expect(nextStep(draftAt(WizardStep.Basic), loaded).step).toBe(WizardStep.SubItems);
  });

  it('leaves step 2 with at least one valid sub-item and the dictionaries loaded', () => {
    expect(forwardBlocker(draftAt(WizardStep.SubItems, { subItems: [] }), loaded)).toBe(
      ProjectMessage.SubItemsRequired,
    );
    const twins = [
      { key: 'a', name: '主楼', designNum: 'A' },
      { key: 'b', name: '主楼', designNum: 'B' },
    ];
    expect(forwardBlocker(draftAt(WizardStep.SubItems, { subItems: twins }), loaded)).toBe(
      ProjectMessage.SubItemNameDuplicated,
    );
    expect(forwardBlocker(draftAt(WizardStep.SubItems), { dictionariesLoaded: false })).toBe(DICTIONARIES_LOADING);
    expect(nextStep(draftAt(WizardStep.SubItems), { dictionariesLoaded: false }).step).toBe(WizardStep.SubItems);
    expect(nextStep(draftAt(WizardStep.SubItems), loaded).step).toBe(WizardStep.Personnel);
  });

  it('creates from step 3 only with a specialty and a duty kept; back moves one step', () => {
    const none = draftAt(WizardStep.Personnel, {
      personnel: { specialtyIds: [], dutyIds: ['d1'], managerIds: [], leaderIds: [], cells: {} },
    });
    expect(forwardBlocker(none, loaded)).toBe(ProjectMessage.SpecialtyRequired);
    expect(forwardBlocker(draftAt(WizardStep.Personnel), loaded)).toBeNull();
    expect(nextStep(draftAt(WizardStep.Personnel), loaded).step).toBe(WizardStep.Personnel);
    expect(previousStep(draftAt(WizardStep.Personnel)).step).toBe(WizardStep.SubItems);
    expect(previousStep(draftAt(WizardStep.Basic)).step).toBe(WizardStep.Basic);
  });

  it('adds at most 20 sub-items', () => {
    let rows = emptyDraft().subItems;
    for (let i = 0; i < 25; i += 1) rows = addSubItem(rows);
    expect(rows).toHaveLength(20);
    expect(new Set(rows.map((r) => r.key)).size).toBe(20);
  });
});

describe('personnel (001 section 5.5)', () => {
  const duties = [
    { id: 'd1', dictId: 'd1', dictName: '设计', dutyRole: DutyRole.Normal },
    { id: 'd2', dictId: 'd2', dictName: '项目负责人', dutyRole: DutyRole.Manager },
    { id: 'd3', dictId: 'd3', dictName: '停用', disabled: true },
  ];
  const specialties = [
    { id: 's1', dictId: 's1', dictName: '建筑' },
    { id: 's2', dictId: 's2', dictName: '结构' },
  ];

  it('keeps every specialty and the ordinary duties when the dictionaries first load, not after', () => {
    expect(ordinaryDuties(duties).map((d) => d.id)).toEqual(['d1']);
    const first = withDictionaries(emptyDraft().personnel, specialties, duties);
    expect([first.specialtyIds, first.dutyIds]).toEqual([['s1', 's2'], ['d1']]);
    const later = withDictionaries({ ...first, specialtyIds: ['s2'] }, specialties, duties);
    expect(later.specialtyIds).toEqual(['s2']);
  });

  it('refuses removing the last one, asks before removing one with people and drops its cells', () => {
    const personnel = setCell(
      { specialtyIds: ['s1', 's2'], dutyIds: ['d1'], managerIds: [], leaderIds: [], cells: {} },
      's1',
      'd1',
      ['u1'],
    );
    expect(changeKept(personnel, 'specialty', [])).toEqual({
      kind: 'refused',
      message: ProjectMessage.SpecialtyRequired,
    });
    expect(changeKept(personnel, 'duty', [])).toEqual({ kind: 'refused', message: ProjectMessage.DutyRequired });
    const empty = changeKept(personnel, 'specialty', ['s1']);
    expect(empty.kind).toBe('apply');
    const used = changeKept(personnel, 'specialty', ['s2']);
    expect(used).toMatchObject({ kind: 'confirm', question: ProjectMessage.ConfirmRemoveSpecialty });
    if (used.kind === 'confirm') {
      expect(used.personnel.cells[cellKey('s1', 'd1')]).toBeUndefined();
      expect(assignmentsOf(used.personnel)).toEqual([]);
    }
  });
});

describe('requests', () => {
  it('sends step 1 without empty optional fields, the sub-items, the kept dictionaries and everyone placed', () => {
    const draft = draftAt(WizardStep.Personnel, {
      basic: { ...basic, address: '杭州', scale: 1200 },
      personnel: {
        specialtyIds: ['s1'],
        dutyIds: ['d1'],
        managerIds: ['u9'],
        leaderIds: ['u8'],
        // A cell of a specialty no longer kept is not sent.
        cells: { [cellKey('s1', 'd1')]: ['u1', 'u2'], [cellKey('s2', 'd1')]: ['u3'] },
      },
    });
    expect(toCreateOrdinaryRequest(draft, 'ent-1')).toEqual({
      projectInfo: {
        name: '西湖文化中心',
        simpleName: 'XHWH',
        designNum: 'HZ-1',
        Development: '建设单位',
        year,
        address: '杭州',
        scale: 1200,
        enterpriseId: 'ent-1',
      },
      subItems: [{ name: '主楼', designNum: 'A' }],
      specialtyIds: ['s1'],
      dutyIds: ['d1'],
      projectUserInfos: [
        { userId: 'u9', staffType: StaffType.ProjectManager },
        { userId: 'u8', staffType: StaffType.PersonInCharge },
      ],
      projectUserDutyVos: [
        { userId: 'u1', dictSpecialtyId: 's1', dictDutyId: 'd1' },
        { userId: 'u2', dictSpecialtyId: 's1', dictDutyId: 'd1' },
      ],
    });
  });

  it('sends the chosen project template, and none when none is chosen', () => {
    const draft: WizardDraft = { ...emptyDraft(), basic, templateId: 'tpl-1' };
    expect(toCreateOrdinaryRequest(draft).templateId).toBe('tpl-1');
    expect('templateId' in toCreateOrdinaryRequest({ ...draft, templateId: null })).toBe(false);
    expect('templateId' in toCreateOrdinaryRequest({ ...emptyDraft(), basic })).toBe(false);
  });

  it('sends the quick project’s people', () => {
    expect(toCreateQuickRequest({ name: 'a', simpleName: 'b', userIds: ['u2'] })).toEqual({
      projectInfo: { name: 'a', simpleName: 'b' },
      projectUserInfos: [{ userId: 'u2' }],
    });
  });

  it('knows which field a refused creation concerns', () => {
    expect(fieldOfRefusal(ProjectMessage.NameTaken)).toBe('name');
    expect(fieldOfRefusal(ProjectMessage.ShortNameTaken)).toBe('simpleName');
    expect(fieldOfRefusal(ProjectMessage.DesignNumTaken)).toBe('designNum');
    expect(fieldOfRefusal('其他')).toBeNull();
  });
});

describe('drafts', () => {
  it('read back what was written and nothing else', () => {
    const draft = draftAt(WizardStep.SubItems);
    expect(parseDraft(JSON.stringify(draft))).toEqual(draft);
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('{broken')).toBeNull();
    expect(parseDraft(JSON.stringify({ step: 7 }))).toBeNull();
  });
});
