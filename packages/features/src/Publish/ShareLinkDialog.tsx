import { DEFAULT_SHARE_LINK_DAYS, type ShareLinkDays } from '@atelier/api';
import { Button, Dialog, RadioGroup, TextField, useToast } from '@atelier/ui';
import { useId, useState } from 'react';
import { useFeatureLocale } from '../locale';
import { useCreateShareLink } from './hooks';
import type { ShareLinkDialogProps } from './interface';
import { shareDayOptions } from './model';
import * as styles from './Publish.css';

/**
 * 分享 a passed publish approval (000 sections 4, 5, 9): a validity of 1, 3, 5 or 7 days (7 by default), 生成链接,
 * then the link read-only with 复制链接 and 有效期至. Choosing another validity drops the link shown: it would no
 * longer say what was chosen.
 */
export function ShareLinkDialog({ actId, isOpen, onOpenChange, locale }: ShareLinkDialogProps) {
  const t = useFeatureLocale('ShareLinkDialog', locale);
  const toast = useToast();
  const create = useCreateShareLink(actId);
  const [days, setDays] = useState<ShareLinkDays>(DEFAULT_SHARE_LINK_DAYS);
  const link = create.data;
  const generateLabelId = useId();
  const generateLabel = link ? t.regenerate : t.generate;

  const close = (open: boolean) => {
    if (!open) {
      setDays(DEFAULT_SHARE_LINK_DAYS);
      create.reset();
    }
    onOpenChange(open);
  };

  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link.url);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyFailed);
    }
  };

  return (
    <>
      <Dialog
        title={t.title}
        width={560}
        isOpen={isOpen}
        onOpenChange={close}
        footer={<Button onPress={() => close(false)}>{t.close}</Button>}
      >
        <div className={styles.shareBody}>
          <RadioGroup
            label={t.validity}
            value={String(days)}
            onChange={(value) => {
              setDays(Number(value) as ShareLinkDays);
              create.reset();
            }}
            options={shareDayOptions.map((option) => ({ value: String(option), label: t.days(option) }))}
          />
          <div>
            <Button
              variant="primary"
              aria-labelledby={generateLabelId}
              isPending={create.isPending}
              onPress={() =>
                // A refusal is shown by the shared response handling; the choice stays for another try.
                void create.mutateAsync(days).catch(() => undefined)
              }
            >
              {generateLabel}
            </Button>
          </div>
          {link ? (
            <>
              <div className={styles.linkRow}>
                <TextField className={styles.linkField} label={t.link} value={link.url} isReadOnly />
                <Button onPress={() => void copy()}>{t.copy}</Button>
              </div>
              <p className={styles.muted}>{t.expireTime(link.expireTime)}</p>
            </>
          ) : null}
        </div>
      </Dialog>
      {/*
       * The generate button's name outside the dialog: react-aria announces a focused button going pending by
       * referencing its label, and this copy outlives the dialog (as the kit's Dialog does for its ok button).
       */}
      <span id={generateLabelId} hidden>
        {generateLabel}
      </span>
    </>
  );
}
