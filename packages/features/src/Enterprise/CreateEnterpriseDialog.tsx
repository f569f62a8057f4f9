import { type CreateEnterpriseForm, createEnterpriseFormSchema, EnterpriseScale } from '@atelier/api';
import { Dialog, Select, TextField, useToast } from '@atelier/ui';
import { FormField } from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { useFeatureLocale } from '../locale';
import * as styles from './Enterprise.css';
import { useCreateEnterprise, useRegions } from './hooks';
import type { CreateEnterpriseDialogProps } from './interface';
import { chooseRegion, createWarningCode, refusalNotice, regionLabels } from './model';

type Output = z.output<typeof createEnterpriseFormSchema>;
const EMPTY: CreateEnterpriseForm = {
  province: '',
  city: '',
  district: '',
  enterpriseName: '',
  companySize: undefined as never,
};
const NO_OPTIONS: { baseAreaid: string; name: string }[] = [];

/**
 * 申请创建企业 (001 sections 3.1, 5.1, 8.2): province, city and district (choosing a province reloads the cities and
 * clears city and district; choosing a city reloads the districts and clears district), the enterprise's name (1-40
 * characters) and its size. Created: a persistent notice with the server's message, the dialog closes and the
 * enterprise is the user's current one. 30002 (the name is taken in the district): a persistent warning; any other
 * refusal a persistent error; the dialog stays open with what was typed.
 */
export function CreateEnterpriseDialog({ isOpen, onOpenChange, onCreated, locale }: CreateEnterpriseDialogProps) {
  const t = useFeatureLocale('CreateEnterpriseDialog', locale);
  const toast = useToast();
  const create = useCreateEnterprise();
  const form = useForm<CreateEnterpriseForm, unknown, Output>({
    resolver: zodResolver(createEnterpriseFormSchema),
    defaultValues: EMPTY,
  });
  const { control, handleSubmit, getValues, setValue, reset } = form;
  const [province, city] = useWatch({ control, name: ['province', 'city'] });

  const provinces = useRegions(undefined, isOpen);
  const cities = useRegions(province || undefined, isOpen && Boolean(province));
  const districts = useRegions(city || undefined, isOpen && Boolean(city));
  const lists = {
    province: provinces.data?.regionCodeList ?? NO_OPTIONS,
    city: province ? (cities.data?.regionCodeList ?? NO_OPTIONS) : NO_OPTIONS,
    district: city ? (districts.data?.regionCodeList ?? NO_OPTIONS) : NO_OPTIONS,
  };
  const sizeItems = useMemo(
    () => Object.values(EnterpriseScale).map((value) => ({ id: String(value), label: t.sizeText[value] })),
    [t],
  );

  /** A choice at one level clears the ones below (5.1). */
  const choose = (level: 'province' | 'city' | 'district', code: string) => {
    const next = chooseRegion(
      { province: getValues('province'), city: getValues('city'), district: getValues('district') },
      level,
      code,
    );
    for (const key of ['province', 'city', 'district'] as const) {
      if (next[key] !== getValues(key)) setValue(key, next[key], { shouldValidate: key === level });
    }
  };

  const close = () => {
    reset(EMPTY);
    onOpenChange(false);
  };

  const onOk = async (): Promise<boolean> => {
    let values: Output | undefined;
    await handleSubmit((v) => {
      values = v;
    })();
    if (!values) return false;
    try {
      const created = await create.mutateAsync({
        enterpriseName: values.enterpriseName,
        enterpriseScale: values.companySize,
        regionCode: values.district,
        districtDetails: regionLabels(values, lists),
      });
      toast.success(created.message, { duration: 0 });
      reset(EMPTY);
      onOpenChange(false);
      onCreated?.(created);
      return true;
    } catch (error) {
      const notice = refusalNotice(error, createWarningCode);
      if (notice) toast[notice.tone](notice.message, { duration: 0 });
      return false;
    }
  };

  const regionSelect = (level: 'province' | 'city' | 'district', label: string) => (
    <FormField
      control={control}
      name={level}
      label={label}
      isRequired
      render={({ value, errorMessage, isInvalid, onBlur }) => (
        <Select
          label={label}
          isRequired
          isInvalid={isInvalid}
          errorMessage={errorMessage}
          items={lists[level].map((r) => ({ id: r.baseAreaid, label: r.name }))}
          selectedKey={value || null}
          onSelectionChange={(key) => choose(level, key === null ? '' : String(key))}
          onBlur={onBlur}
          isDisabled={level === 'city' ? !province : level === 'district' ? !city : false}
        />
      )}
    />
  );

  return (
    <Dialog
      title={t.title}
      width={560}
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      onOk={onOk}
      okText={t.submit}
      cancelText={t.cancel}
    >
      <div className={styles.form}>
        <div className={styles.regionRow}>
          {regionSelect('province', t.province)}
          {regionSelect('city', t.city)}
          {regionSelect('district', t.district)}
        </div>
        {provinces.isError ? <p role="alert">{t.regionsFailed}</p> : null}
        <FormField
          control={control}
          name="enterpriseName"
          label={t.enterpriseName}
          isRequired
          render={({ value, onChange, ...field }) => (
            <TextField {...field} value={value} onChange={onChange} placeholder={t.enterpriseNamePlaceholder} />
          )}
        />
        <FormField
          control={control}
          name="companySize"
          label={t.companySize}
          isRequired
          render={({ value, onChange, errorMessage, isInvalid, onBlur }) => (
            <Select
              label={t.companySize}
              isRequired
              isInvalid={isInvalid}
              errorMessage={errorMessage}
              items={sizeItems}
              selectedKey={value === undefined ? null : String(value)}
              onSelectionChange={(key) => onChange((key === null ? undefined : Number(key)) as EnterpriseScale)}
              onBlur={onBlur}
            />
          )}
        />
      </div>
    </Dialog>
  );
}
