import { Button } from '@atelier/ui';
import { useState } from 'react';
import { useFeatureLocale } from '../locale';
import * as styles from './Ca.css';
import { CaApplicationDialog } from './CaApplicationDialog';
import { CertificateStatusTag } from './CertificateStatusTag';
import type { CaCertificateCellProps } from './interface';

/**
 * A stamp's certificate in a list: its status tag (and deadline) and a button opening the CaApplicationDialog. Made
 * for EnterpriseStampTable's `renderCertificate` slot and the personal stamp panel:
 * `renderCertificate={(stamp) => <CaCertificateCell stamp={stamp} />}`.
 */
export function CaCertificateCell({ stamp, onChanged, now, locale }: CaCertificateCellProps) {
  const t = useFeatureLocale('CaApplicationDialog', locale);
  const [open, setOpen] = useState(false);
  return (
    <span className={styles.tag}>
      <CertificateStatusTag stamp={stamp} showDeadline={false} {...(now ? { now } : {})} />
      <Button variant="link" size="sm" aria-label={t.manageFor(stamp.name)} onPress={() => setOpen(true)}>
        {t.manage}
      </Button>
      <CaApplicationDialog
        stamp={stamp}
        isOpen={open}
        onOpenChange={setOpen}
        {...(onChanged ? { onChanged } : {})}
        {...(now ? { now } : {})}
        {...(locale ? { locale } : {})}
      />
    </span>
  );
}
