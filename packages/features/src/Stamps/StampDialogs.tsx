/**
 * The stamp forms both pages open: create (name, type, image), replace the image, rename / deadline, hand to another
 * manager, and batch-create signature slots. Each keeps what was typed when the server refuses.
 */
import type { OwnerType, Stamp, StampType } from '@atelier/api';
import { Dialog, MultiSelect, Select, TextField, useToast } from '@atelier/ui';
import { type ReactNode, useState } from 'react';
import { useCreateStamp, useReplaceStampImage, useUpdateStampInfo } from './hooks';
import type { StampFormLocale, StampImageValue } from './interface';
import {
  managerCandidates,
  type PersonWithStamps,
  signatureCandidates,
  stampFormProblems,
  stampInfoChanges,
  stampInfoProblems,
} from './model';
import { StampImageUpload } from './StampImageUpload';
import * as styles from './Stamps.css';

/** A failed call keeps its dialog open: the shared response handling has shown the server's message. */
async function kept(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch {
    return false;
  }
}

export interface CreateStampDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  ownerType: OwnerType;
  types: readonly StampType[];
  typeText: Partial<Record<StampType, string>>;
  defaultType: StampType;
  done: string;
  t: StampFormLocale;
}

/** 新增: a name, a type and an uploaded image, then `stamp.create` with the image's uuid and MD5. */
export function CreateStampDialog({
  isOpen,
  onOpenChange,
  title,
  ownerType,
  types,
  typeText,
  defaultType,
  done,
  t,
}: CreateStampDialogProps) {
  const toast = useToast();
  const create = useCreateStamp();
  const [name, setName] = useState('');
  const [stampType, setStampType] = useState<StampType>(defaultType);
  const [image, setImage] = useState<StampImageValue | null>(null);
  const [tried, setTried] = useState(false);
  const problems = stampFormProblems({ name, stampType, image: image?.image ?? null });

  const reset = () => {
    setName('');
    setStampType(defaultType);
    setImage(null);
    setTried(false);
  };

  return (
    <Dialog
      title={title}
      width={560}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      okText={t.ok}
      cancelText={t.cancel}
      onCancel={reset}
      onOk={async () => {
        setTried(true);
        if (Object.keys(problems).length > 0 || !image) return false;
        const created = await kept(() =>
          create.mutateAsync({
            name,
            stampType,
            ownerType,
            uuid: image.image.uuid,
            fileMd5: image.image.fileMd5,
          }),
        );
        if (!created) return false;
        toast.success(done);
        reset();
        return true;
      }}
    >
      <div className={styles.form}>
        <TextField
          label={t.name}
          placeholder={t.namePlaceholder}
          value={name}
          onChange={setName}
          isRequired
          errorMessage={tried && problems.name ? t.problems[problems.name] : undefined}
        />
        {types.length > 1 ? (
          <Select
            label={t.type}
            items={types.map((type) => ({ id: type, label: typeText[type] ?? String(type) }))}
            selectedKey={stampType}
            onSelectionChange={(key) => {
              if (key !== null) setStampType(Number(key) as StampType);
            }}
          />
        ) : null}
        <StampImageUpload
          value={image}
          onChange={setImage}
          errorMessage={tried && problems.image ? t.problems[problems.image] : undefined}
        />
      </div>
    </Dialog>
  );
}

export interface ReplaceImageDialogProps {
  stamp: Stamp | null;
  onClose: () => void;
  title: (name: string) => string;
  /** The stamp's current image, shown until a new one is uploaded. */
  current: ReactNode;
  done: string;
  t: StampFormLocale;
}

/** 更换图片: a new image uploaded, then `stamp.updateMd5`. */
export function ReplaceImageDialog({ stamp, onClose, title, current, done, t }: ReplaceImageDialogProps) {
  const toast = useToast();
  const replace = useReplaceStampImage();
  const [image, setImage] = useState<StampImageValue | null>(null);
  const [tried, setTried] = useState(false);
  // The last stamp keeps naming the dialog while it animates out (an empty title leaves it without a name).
  const [named, setNamed] = useState(stamp);
  if (stamp && stamp !== named) setNamed(stamp);
  const close = () => {
    setImage(null);
    setTried(false);
    onClose();
  };
  return (
    <Dialog
      title={named ? title(named.name) : ''}
      width={560}
      isOpen={stamp !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      okText={t.ok}
      cancelText={t.cancel}
      onOk={async () => {
        setTried(true);
        if (!stamp || !image) return false;
        const replaced = await kept(() =>
          replace.mutateAsync({ stampId: stamp.stampId, uuid: image.image.uuid, fileMd5: image.image.fileMd5 }),
        );
        if (!replaced) return false;
        toast.success(done);
        close();
        return true;
      }}
    >
      <StampImageUpload
        value={image}
        onChange={setImage}
        placeholder={current}
        isRequired
        errorMessage={tried && !image ? t.problems.imageRequired : undefined}
      />
    </Dialog>
  );
}

export interface EditStampDialogProps {
  stamp: Stamp | null;
  onClose: () => void;
  title: string;
  done: string;
  t: StampFormLocale;
}

/** 编辑: the name and the deadline (empty: none), only what changed sent to `stamp.updateInfo`. */
export function EditStampDialog({ stamp, onClose, title, done, t }: EditStampDialogProps) {
  const toast = useToast();
  const update = useUpdateStampInfo();
  const [name, setName] = useState('');
  const [deadline, setDeadline] = useState('');
  const [tried, setTried] = useState(false);
  // The dialog stays mounted (its closing animation runs); each stamp opened starts from its own values.
  const [editing, setEditing] = useState<string | null>(null);
  if (stamp && stamp.stampId !== editing) {
    setEditing(stamp.stampId);
    setName(stamp.name);
    setDeadline(stamp.deadline ?? '');
    setTried(false);
  }
  const problems = stampInfoProblems({ name, deadline });
  const close = () => {
    setEditing(null);
    onClose();
  };
  return (
    <Dialog
      title={title}
      width={480}
      isOpen={stamp !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      okText={t.ok}
      cancelText={t.cancel}
      onOk={async () => {
        setTried(true);
        if (!stamp || Object.keys(problems).length > 0) return false;
        const changes = stampInfoChanges(stamp, { name, deadline });
        if (changes && !(await kept(() => update.mutateAsync({ stampId: stamp.stampId, ...changes })))) return false;
        if (changes) toast.success(done);
        close();
        return true;
      }}
    >
      <div className={styles.form}>
        <TextField
          label={t.name}
          placeholder={t.namePlaceholder}
          value={name}
          onChange={setName}
          isRequired
          errorMessage={tried && problems.name ? t.problems[problems.name] : undefined}
        />
        <TextField
          label={t.deadline}
          placeholder={t.deadlinePlaceholder}
          description={t.deadlineHint}
          value={deadline}
          onChange={setDeadline}
          errorMessage={tried && problems.deadline ? t.problems[problems.deadline] : undefined}
        />
      </div>
    </Dialog>
  );
}

export interface ReassignDialogLocale {
  title: string;
  currentManager: string;
  noManager: string;
  manager: string;
  managerPlaceholder: string;
  managerRequired: string;
  reassigned: (name: string) => string;
  peopleLoadFailed: string;
  ok: string;
  cancel: string;
}

export interface ReassignDialogProps {
  stamp: Stamp | null;
  people: readonly PersonWithStamps[] | undefined;
  peopleFailed: boolean;
  onClose: () => void;
  t: ReassignDialogLocale;
}

/** 更换管理员: another person of the enterprise, sent as `updateInfo.managerId`. */
export function ReassignDialog({ stamp, people, peopleFailed, onClose, t }: ReassignDialogProps) {
  const toast = useToast();
  const update = useUpdateStampInfo();
  const [managerId, setManagerId] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const close = () => {
    setManagerId(null);
    setTried(false);
    onClose();
  };
  const options = managerCandidates(people ?? [], stamp?.userId);
  return (
    <Dialog
      title={t.title}
      width={480}
      isOpen={stamp !== null}
      isPending={stamp !== null && !people && !peopleFailed}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      okText={t.ok}
      cancelText={t.cancel}
      onOk={async () => {
        setTried(true);
        if (!stamp || !managerId) return false;
        if (!(await kept(() => update.mutateAsync({ stampId: stamp.stampId, managerId })))) return false;
        toast.success(t.reassigned(options.find((o) => o.id === managerId)?.label ?? ''));
        close();
        return true;
      }}
    >
      <div className={styles.form}>
        <p className={styles.caption}>{`${t.currentManager}：${stamp?.userInfoVO?.realname ?? t.noManager}`}</p>
        {peopleFailed ? <p className={styles.errorText}>{t.peopleLoadFailed}</p> : null}
        <Select
          label={t.manager}
          placeholder={t.managerPlaceholder}
          items={options}
          selectedKey={managerId}
          onSelectionChange={(key) => setManagerId(key === null ? null : String(key))}
          isRequired
          errorMessage={tried && !managerId ? t.managerRequired : undefined}
        />
      </div>
    </Dialog>
  );
}

export interface BatchSignatureDialogLocale {
  title: string;
  hint: string;
  people: string;
  peoplePlaceholder: string;
  peopleRequired: string;
  hasSignature: string;
  created: (count: number) => string;
  peopleLoadFailed: string;
  ok: string;
  cancel: string;
}

export interface BatchSignatureDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  people: readonly PersonWithStamps[] | undefined;
  peopleFailed: boolean;
  onCreate: (userIds: string[]) => Promise<unknown>;
  t: BatchSignatureDialogLocale;
}

/** 批量创建签名: chosen people get an empty signature to fill in; people who have one cannot be chosen. */
export function BatchSignatureDialog({
  isOpen,
  onOpenChange,
  people,
  peopleFailed,
  onCreate,
  t,
}: BatchSignatureDialogProps) {
  const toast = useToast();
  const [chosen, setChosen] = useState<string[]>([]);
  const [tried, setTried] = useState(false);
  const options = signatureCandidates(people ?? []).map((o) =>
    o.isDisabled ? { ...o, description: `${o.description} · ${t.hasSignature}` } : o,
  );
  const reset = () => {
    setChosen([]);
    setTried(false);
  };
  return (
    <Dialog
      title={t.title}
      width={520}
      isOpen={isOpen}
      isPending={isOpen && !people && !peopleFailed}
      onOpenChange={onOpenChange}
      okText={t.ok}
      cancelText={t.cancel}
      onCancel={reset}
      onOk={async () => {
        setTried(true);
        if (chosen.length === 0) return false;
        if (!(await kept(() => onCreate(chosen)))) return false;
        toast.success(t.created(chosen.length));
        reset();
        return true;
      }}
    >
      <div className={styles.form}>
        <p className={styles.caption}>{t.hint}</p>
        {peopleFailed ? <p className={styles.errorText}>{t.peopleLoadFailed}</p> : null}
        <MultiSelect
          label={t.people}
          placeholder={t.peoplePlaceholder}
          items={options}
          disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.id)}
          value={chosen}
          onChange={(keys) => setChosen(keys.map(String))}
          isRequired
          errorMessage={tried && chosen.length === 0 ? t.peopleRequired : undefined}
        />
      </div>
    </Dialog>
  );
}
