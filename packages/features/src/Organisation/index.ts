export { DepartmentTree } from './DepartmentTree';
export {
  type PeopleQuery,
  type PersonInput,
  useAddDepartment,
  useAddPerson,
  useAddToDepartment,
  useDebounced,
  useDeleteDepartment,
  useDepartmentTree,
  useDictionaries,
  useDisablePerson,
  useInvite,
  useMoveDepartment,
  usePeople,
  useRemovePerson,
  useRenameDepartment,
  useSortDepartments,
  useUpdatePerson,
} from './hooks';
export type {
  DepartmentTreeProps,
  OrganisationLocale,
  OrganisationManagerProps,
  PeopleTableProps,
  PersonDialogProps,
  PersonnelPickerLocale,
  PersonnelPickerProps,
} from './interface';
export {
  ALL_PEOPLE_KEY,
  accountStatusTone,
  type DepartmentOption,
  departmentOptions,
  dictionaryText,
  findDepartment,
  moveTargets,
  NOT_GROUPED_KEY,
  type PeopleScope,
  type PersonFormOutput,
  type PersonFormValues,
  type PickerRow,
  personFormSchema,
  personFormValues,
  pickerRows,
  scopeOfKey,
  shiftAmongSiblings,
  siblingsOf,
  togglePicked,
} from './model';
export { OrganisationManager } from './OrganisationManager';
export { PeopleTable } from './PeopleTable';
export { PersonDialog } from './PersonDialog';
export { PersonnelPicker } from './PersonnelPicker';
