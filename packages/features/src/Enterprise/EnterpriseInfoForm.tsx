import {
  type api,
  avatarFileSchema,
  ENTERPRISE_SHORT_NAME_MAX,
  type EndpointResult,
  EnterpriseMessage,
  EnterpriseScale,
  enterpriseCreateNameSchema,
} from '@atelier/api';
import { Alert, Button, FilePicker, Select, Spinner, useToast } from '@atelier/ui';
import { FormTextField } from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useFeatureLocale } from '../locale';
import { SectionTitle } from '../shared/SectionTitle';
import * as styles from './Enterprise.css';
import { useEnterpriseAvatar, useEnterpriseDetail, useUpdateEnterpriseInfo } from './hooks';
import type { EnterpriseInfoFormProps } from './interface';
import { daysLeft } from './model';

type Detail = EndpointResult<typeof api.enterprise.detail>;

const infoSchema = z.object({
  enterpriseName: enterpriseCreateNameSchema,
  shortName: z.string().trim().max(ENTERPRISE_SHORT_NAME_MAX, EnterpriseMessage.ShortNameTooLong),
  enterpriseScale: z.enum(EnterpriseScale, { error: EnterpriseMessage.ScaleRequired }),
});
type InfoInput = z.input<typeof infoSchema>;
type InfoOutput = z.output<typeof infoSchema>;

/**
 * 企业信息 (001 sections 3.1, 7.3 getEntDetailInfo, updateEntInfo, delEntAvatar): the current enterprise's name,
 * short name, size, region, invitation code, creator, members and expiry. An administrator edits the name, short
 * name and size, and uploads (JPG, JPEG or PNG under 500 KB) or removes the avatar; others read.
 */
export function EnterpriseInfoForm({ canEdit, now, showTitle = true, locale }: EnterpriseInfoFormProps) {
  const t = useFeatureLocale('EnterpriseInfoForm', locale);
  const titleId = useId();
  const detail = useEnterpriseDetail();

  let body: ReactNode;
  if (detail.isError && !detail.data) {
    body = (
      <Alert
        tone="error"
        showIcon
        title={t.loadFailed}
        action={
          <Button size="sm" onPress={() => void detail.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  } else if (!detail.data) {
    body = <Spinner />;
  } else {
    body = <Loaded key={detail.data.id} detail={detail.data} canEdit={canEdit} now={now ?? new Date()} t={t} />;
  }
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <SectionTitle id={titleId} show={showTitle} className={styles.title}>
        {t.title}
      </SectionTitle>
      {body}
    </section>
  );
}

interface LoadedProps {
  detail: Detail;
  canEdit: boolean;
  now: Date;
  t: ReturnType<typeof useFeatureLocale<'EnterpriseInfoForm'>>;
}

function Loaded({ detail, canEdit, now, t }: LoadedProps) {
  const toast = useToast();
  const update = useUpdateEnterpriseInfo();
  const { upload, remove } = useEnterpriseAvatar();
  const form = useForm<InfoInput, unknown, InfoOutput>({
    resolver: zodResolver(infoSchema),
    defaultValues: {
      enterpriseName: detail.enterpriseName,
      shortName: detail.shortName,
      enterpriseScale: detail.enterpriseScale ?? (undefined as never),
    },
  });
  const { control, handleSubmit, reset } = form;
  const sizeItems = useMemo(
    () => Object.values(EnterpriseScale).map((value) => ({ id: String(value), label: t.sizeText[value] })),
    [t],
  );
  const left = daysLeft(detail.expireDate, now);
  const expiry = detail.expireDate
    ? `${detail.expireDate}（${detail.expired ? t.expired : t.daysLeft(left ?? 0)}）`
    : t.noExpiry;

  const save = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        enterpriseName: values.enterpriseName,
        ...(values.shortName ? { shortName: values.shortName } : {}),
        enterpriseScale: values.enterpriseScale,
      });
    } catch {
      return;
    }
    reset(values);
    toast.success(t.saved);
  });

  const pickAvatar = async (file: File | undefined) => {
    if (!file) return;
    const checked = avatarFileSchema.safeParse({ name: file.name, size: file.size });
    if (!checked.success) {
      toast.error(checked.error.issues[0]?.message ?? '');
      return;
    }
    try {
      await upload.mutateAsync(file);
    } catch {
      return;
    }
    toast.success(t.avatarUploaded);
  };

  const removeAvatar = async () => {
    try {
      await remove.mutateAsync();
    } catch {
      return;
    }
    toast.success(t.avatarRemoved);
  };

  // A member reads the name, short name and size as plain values, as the facts below them (an administrator edits
  // them in the form instead); what was never given reads 未填写, not an empty field or a select's 请选择.
  const readOnlyFacts: [string, ReactNode][] = canEdit
    ? []
    : [
        [t.enterpriseName, detail.enterpriseName || t.notFilled],
        [t.shortName, detail.shortName || t.notFilled],
        [t.companySize, detail.enterpriseScale == null ? t.notFilled : t.sizeText[detail.enterpriseScale]],
      ];
  const facts: [string, ReactNode][] = [
    ...readOnlyFacts,
    [t.region, detail.districtDetails || '—'],
    [t.invitationCode, detail.invitationCode],
    [t.creator, detail.creatorName || '—'],
    [t.memberCount, String(detail.memberCount)],
    [t.createTime, detail.createTime],
    [t.expireDate, expiry],
  ];

  return (
    <>
      <div className={styles.avatarRow}>
        {detail.avatar ? (
          <img className={styles.avatar} src={detail.avatar} alt={t.avatar} />
        ) : (
          <span className={styles.term}>{t.noAvatar}</span>
        )}
        {canEdit ? (
          <>
            <FilePicker
              allowsMultiple={false}
              allowsDirectories={false}
              isDisabled={upload.isPending}
              description={t.avatarHint}
              onSelect={(files) => void pickAvatar(files[0]?.file)}
              locale={{ selectFiles: t.uploadAvatar }}
            />
            {detail.avatar ? (
              <Button danger isDisabled={remove.isPending} onPress={() => void removeAvatar()}>
                {t.removeAvatar}
              </Button>
            ) : null}
          </>
        ) : null}
      </div>
      <dl className={styles.fields}>
        {facts.map(([term, value]) => (
          <div key={term} style={{ display: 'contents' }}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      {canEdit ? null : <Alert tone="info" showIcon title={t.readOnly} />}
      {canEdit ? (
        <form
          className={styles.form}
          // The rules are the schema's, shown under the fields; the browser's own required check would stop the submit.
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <div className={styles.editor}>
            <FormTextField control={control} name="enterpriseName" label={t.enterpriseName} isRequired />
            <FormTextField control={control} name="shortName" label={t.shortName} />
            <Controller
              control={control}
              name="enterpriseScale"
              render={({ field, fieldState }) => (
                <Select
                  label={t.companySize}
                  isRequired
                  items={sizeItems}
                  selectedKey={field.value === undefined ? null : String(field.value)}
                  onSelectionChange={(key) => field.onChange(key === null ? undefined : Number(key))}
                  isInvalid={fieldState.invalid}
                  errorMessage={fieldState.error?.message}
                />
              )}
            />
          </div>
          <div className={styles.footer}>
            <Button type="submit" variant="primary" isDisabled={update.isPending}>
              {t.save}
            </Button>
          </div>
        </form>
      ) : null}
    </>
  );
}
