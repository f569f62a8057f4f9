import type { StaffMember } from '@atelier/api';
import { Button, Dialog, TextField, useToast } from '@atelier/ui';
import { useState } from 'react';
import { useFeatureLocale } from '../locale';
import { DepartmentTree } from './DepartmentTree';
import { useAddToDepartment, useDepartmentTree, useInvite } from './hooks';
import type { OrganisationLocale, OrganisationManagerProps } from './interface';
import { ALL_PEOPLE_KEY, findDepartment, scopeOfKey } from './model';
import * as styles from './Organisation.css';
import { PeopleTable } from './PeopleTable';
import { PersonDialog } from './PersonDialog';
import { PersonnelPicker } from './PersonnelPicker';

/**
 * /enterprise/organization (issue 24): the department tree beside its people. Administrators add people (by phone),
 * invite them (a code and a link valid 7 days), put people into the selected department with the personnel picker,
 * and edit, disable or remove them; staff read it.
 */
export function OrganisationManager({ isAdmin, currentUserId, invitationUrl, locale }: OrganisationManagerProps) {
  const t = useFeatureLocale('Organisation', locale);
  const toast = useToast();
  const tree = useDepartmentTree();
  const addToDepartment = useAddToDepartment();
  const [selectedKey, setSelectedKey] = useState(ALL_PEOPLE_KEY);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [personOpen, setPersonOpen] = useState(false);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [inviteOpen, setInviteOpen] = useState(false);
  const scope = scopeOfKey(selectedKey);
  const department = scope.kind === 'department' ? findDepartment(tree.data ?? [], scope.departId) : undefined;

  const toolbarEnd = isAdmin ? (
    <>
      {department ? <Button onPress={() => setPickerOpen(true)}>{t.addToDepartment}</Button> : null}
      <Button onPress={() => setInviteOpen(true)}>{t.invite}</Button>
      <Button
        variant="primary"
        onPress={() => {
          setEditing(null);
          setPersonOpen(true);
        }}
      >
        {t.addPerson}
      </Button>
    </>
  ) : null;

  return (
    <div className={styles.layout}>
      <DepartmentTree selectedKey={selectedKey} onSelect={setSelectedKey} isAdmin={isAdmin} locale={locale} />
      <PeopleTable
        scope={scope}
        isAdmin={isAdmin}
        currentUserId={currentUserId}
        onEdit={(person) => {
          setEditing(person);
          setPersonOpen(true);
        }}
        toolbarEnd={toolbarEnd}
        locale={locale}
      />
      <PersonDialog
        isOpen={personOpen}
        onOpenChange={setPersonOpen}
        person={editing}
        departId={department?.key ?? null}
        locale={locale}
      />
      {department ? (
        <PersonnelPicker
          isOpen={pickerOpen}
          onOpenChange={setPickerOpen}
          title={t.pickForDepartment(department.title)}
          onConfirm={async (people) => {
            await addToDepartment.mutateAsync({ departId: department.key, userIds: people.map((p) => p.userId) });
            toast.success(t.addedToDepartment(people.length));
          }}
        />
      ) : null}
      <InviteDialog
        isOpen={inviteOpen}
        onOpenChange={setInviteOpen}
        departId={department?.key ?? null}
        invitationUrl={invitationUrl}
        t={t}
      />
    </div>
  );
}

interface InviteDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  departId: string | null;
  invitationUrl: string | undefined;
  t: OrganisationLocale;
}

/** 邀请成员: a fresh code each time the dialog opens, with its link and expiry, to copy and send. */
function InviteDialog({ isOpen, onOpenChange, departId, invitationUrl, t }: InviteDialogProps) {
  const invite = useInvite();
  const { mutate, reset } = invite;
  const [asked, setAsked] = useState(false);
  if (isOpen && !asked) {
    setAsked(true);
    mutate(departId);
  }
  if (!isOpen && asked) {
    setAsked(false);
    reset();
  }
  const code = invite.data?.inviteCode;
  const link = code && invitationUrl ? `${invitationUrl}?code=${encodeURIComponent(code)}` : undefined;
  return (
    <Dialog
      title={t.inviteTitle}
      width={520}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      footer={(api) => (
        <Button variant="primary" onPress={api.close}>
          {t.ok}
        </Button>
      )}
    >
      <div className={styles.form}>
        {invite.isError ? <p role="alert">{t.inviteFailed}</p> : null}
        {code ? (
          <>
            <TextField label={t.inviteCodeLabel} value={code} isReadOnly />
            {link ? <TextField label={t.inviteLinkLabel} value={link} isReadOnly /> : null}
            <p className={styles.muted}>{t.inviteExpires(invite.data?.expiresAt ?? '')}</p>
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
