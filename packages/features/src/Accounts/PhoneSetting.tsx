import { maskPhone } from '@atelier/api';
import { Button, Spinner } from '@atelier/ui';
import { useState } from 'react';
import { useFeatureLocale } from '../locale';
import * as styles from './Accounts.css';
import { ChangePhoneDialog } from './ChangePhoneDialog';
import type { PhoneSettingProps } from './interface';
import { useUserInfo } from './settingsHooks';

/** /account/security's phone entry: the bound number masked (138****1234) and 更换手机号, which opens the dialog. */
export function PhoneSetting({ onChanged, className, locale }: PhoneSettingProps) {
  const strings = useFeatureLocale('AccountForms', locale);
  const info = useUserInfo();
  const [isOpen, setOpen] = useState(false);
  const phone = info.data?.phone ?? '';
  return (
    <section className={className} aria-label={strings.boundPhone}>
      <div className={styles.inline}>
        <span className={styles.hint}>{strings.boundPhone}</span>
        {info.data ? <span data-testid="bound-phone">{maskPhone(phone)}</span> : <Spinner size="sm" />}
        <Button size="sm" isDisabled={!info.data} onPress={() => setOpen(true)}>
          {strings.changePhone}
        </Button>
      </div>
      <ChangePhoneDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        currentPhone={phone}
        locale={locale}
        onChanged={onChanged}
      />
    </section>
  );
}
