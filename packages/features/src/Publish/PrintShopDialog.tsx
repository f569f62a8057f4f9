import { Dialog, TextField, useToast } from '@atelier/ui';
import { FormField } from '@atelier/ui/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import * as styles from './Catalog.css';
import { type PrintShopFormValues, printShopFormSchema, printShopValues } from './catalogModel';
import { useCatalogNameCheck, useSavePublisher } from './hooks';
import type { PrintShopListLocale } from './interface';

type Shop = { id: string; name: string; contact?: string | null; phone?: string | null; address?: string | null };

export interface PrintShopDialogProps {
  /** The shop being edited; null adds one. */
  shop: Shop | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  t: PrintShopListLocale;
}

/**
 * 新增 / 编辑出版单位: the name (the name rule, at most 256, unique in the enterprise: checked when the field is left
 * and again by the server on save), contact, phone and address. A refused save keeps the dialog open with what was
 * typed; the shared response handling shows why.
 */
export function PrintShopDialog({ shop, isOpen, onOpenChange, t }: PrintShopDialogProps) {
  const toast = useToast();
  const save = useSavePublisher();
  const checkName = useCatalogNameCheck('publisher');
  const form = useForm<PrintShopFormValues>({
    resolver: zodResolver(printShopFormSchema) as never,
    defaultValues: printShopValues(shop),
  });
  const { control, handleSubmit, reset, setError, getValues } = form;
  useEffect(() => {
    if (isOpen) reset(printShopValues(shop));
  }, [isOpen, shop, reset]);

  const nameIsFree = async () => {
    const name = getValues('name');
    if (!name || !printShopFormSchema.shape.name.safeParse(name).success) return true;
    const answer = await checkName(name, shop?.id);
    if (!answer.available) setError('name', { type: 'server', message: answer.message });
    return answer.available;
  };

  const onOk = async (): Promise<boolean> => {
    let values: PrintShopFormValues | undefined;
    await handleSubmit((v) => {
      values = v;
    })();
    if (!values || !(await nameIsFree())) return false;
    try {
      await save.mutateAsync({ ...values, ...(shop ? { id: shop.id } : {}) });
    } catch {
      return false;
    }
    toast.success(t.saved);
    onOpenChange(false);
    return true;
  };

  const text = (name: keyof PrintShopFormValues, label: string, placeholder: string, required = false) => (
    <FormField
      control={control}
      name={name}
      label={label}
      isRequired={required}
      render={({ value, onChange, onBlur, ...field }) => (
        <TextField
          {...field}
          value={value}
          onChange={onChange}
          onBlur={() => {
            onBlur();
            if (name === 'name') void nameIsFree();
          }}
          placeholder={placeholder}
        />
      )}
    />
  );

  return (
    <Dialog
      title={shop ? t.editTitle : t.addTitle}
      width={560}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onOk={onOk}
      okText={t.save}
      cancelText={t.cancel}
    >
      <div className={styles.form}>
        {text('name', t.name, t.namePlaceholder, true)}
        {text('contact', t.contact, t.contactPlaceholder)}
        {text('phone', t.phone, t.phonePlaceholder)}
        {text('address', t.address, t.addressPlaceholder)}
      </div>
    </Dialog>
  );
}
