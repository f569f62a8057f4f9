import { ApplicationType, CaApprovalStatus, CertificateStatus } from '@atelier/api';
import {
  Alert,
  type AlertTone,
  Button,
  Dialog,
  RadioGroup,
  Spinner,
  TextField,
  useConfirm,
  useToast,
} from '@atelier/ui';
import { type ReactNode, useState } from 'react';
import { useFeatureLocale } from '../locale';
import * as styles from './Ca.css';
import { CaLogDialog } from './CaLogDialog';
import { CertificateStatusTag } from './CertificateStatusTag';
import { useApplyCa, useApplyCaChange, useCaLog, useCaOrganisations, useWithdrawCa } from './hooks';
import type { CaApplicationDialogLocale, CaApplicationDialogProps } from './interface';
import { certificateActions, certificateStatusOf, changeTypes, deadlineText, defaultOrganisation } from './model';

/** What the dialog says of each status, and in which tone. */
function notice(status: CertificateStatus, t: CaApplicationDialogLocale): { tone: AlertTone; text: string } {
  switch (status) {
    case CertificateStatus.UnderReview:
      return { tone: 'info', text: t.underReview };
    case CertificateStatus.InUse:
      return { tone: 'success', text: t.inUse };
    case CertificateStatus.Rejected:
      return { tone: 'error', text: t.rejected };
    case CertificateStatus.Expired:
      return { tone: 'warning', text: t.expired };
    default:
      return { tone: 'info', text: t.notApplied };
  }
}

/**
 * A stamp's CA certificate (000 sections 3, 4 "Stamp CA", 7 "CA"): its status, organisation, serial and deadline,
 * and what the status allows. Not applied or rejected: apply, choosing the certification organisation (the
 * enterprise CA, built in, is listed first) and optionally an activation key; under review: withdraw; in use:
 * apply to change, renew or revoke (revoking asks first; the certificate stays in use while that is reviewed, and
 * it can be withdrawn); expired: renew. A rejection shows the reviewer's reason.
 * The server's refusals are shown by the shared response handling and keep the dialog open.
 */
export function CaApplicationDialog({ stamp, isOpen, onOpenChange, onChanged, now, locale }: CaApplicationDialogProps) {
  const t = useFeatureLocale('CaApplicationDialog', locale);
  const toast = useToast();
  const confirm = useConfirm();
  const status = certificateStatusOf(stamp, now);
  // The log tells a pending change, renewal or revocation (the stamp stays in use meanwhile) and a rejection's reason.
  const log = useCaLog(stamp.stampId, isOpen);
  const pending = log.data?.find((entry) => entry.status === CaApprovalStatus.Pending);
  const actions = certificateActions(status, pending !== undefined);
  const organisations = useCaOrganisations(isOpen && actions.apply);
  const apply = useApplyCa();
  const change = useApplyCaChange();
  const withdraw = useWithdrawCa();
  const [chosen, setChosen] = useState<string | null>(null);
  const [cdk, setCdk] = useState('');
  const [showLog, setShowLog] = useState(false);
  const [missingOrganisation, setMissingOrganisation] = useState(false);

  const caOrgId = chosen ?? defaultOrganisation(organisations.data ?? [], stamp.caOrgId);
  const reason =
    status === CertificateStatus.Rejected
      ? log.data?.find((entry) => entry.status === CaApprovalStatus.Refused)?.remarks
      : undefined;
  // While a request runs the buttons are disabled, not pending: a pending button is announced by its label, and the
  // buttons change with the status once it is answered (the announcement would point at a removed label).
  const busy = apply.isPending || change.isPending || withdraw.isPending;

  const close = () => {
    setChosen(null);
    setCdk('');
    setMissingOrganisation(false);
    onOpenChange(false);
  };

  /** Sends; on success a toast, `onChanged` and the dialog closes. A refusal (shown by the shared handling) keeps it. */
  const run = async (send: () => Promise<unknown>, done: string) => {
    try {
      await send();
    } catch {
      return;
    }
    toast.success(done);
    onChanged?.();
    close();
  };

  const submitApplication = () => {
    if (!caOrgId) {
      setMissingOrganisation(true);
      return;
    }
    const code = cdk.trim();
    void run(() => apply.mutateAsync({ stampId: stamp.stampId, caOrgId, ...(code ? { cdk: code } : {}) }), t.applied);
  };

  const applyChange = async (type: ApplicationType) => {
    if (type === ApplicationType.Revoke) {
      const sure = await confirm({
        title: t.revokeTitle,
        content: t.revokeContent(stamp.name),
        okText: t.typeText[ApplicationType.Revoke],
        cancelText: t.cancel,
        danger: true,
      });
      if (!sure) return;
    }
    await run(() => change.mutateAsync({ stampId: stamp.stampId, type }), t.typeApplied[type]);
  };

  const { tone, text } =
    pending && pending.type !== ApplicationType.Create
      ? { tone: 'info' as const, text: t.changeUnderReview(t.typeText[pending.type]) }
      : notice(status, t);
  const fields: [string, ReactNode][] = [
    [t.stampLabel, stamp.name],
    [t.statusLabel, <CertificateStatusTag key="status" stamp={stamp} showDeadline={false} {...(now ? { now } : {})} />],
    ...(stamp.caOrgName ? [[t.organisationLabel, stamp.caOrgName] as [string, ReactNode]] : []),
    ...(stamp.signCertSn ? [[t.serialLabel, stamp.signCertSn] as [string, ReactNode]] : []),
    [t.deadlineLabel, deadlineText(stamp.deadline)],
  ];

  const footer = (
    <div className={styles.footer}>
      <Button variant="link" className={styles.footerStart} onPress={() => setShowLog(true)}>
        {t.viewLog}
      </Button>
      {actions.withdraw ? (
        <Button
          danger
          isDisabled={busy}
          onPress={() => void run(() => withdraw.mutateAsync(stamp.stampId), t.withdrawn)}
        >
          {t.withdraw}
        </Button>
      ) : null}
      {changeTypes(status, pending !== undefined).map((type) => (
        <Button
          key={type}
          danger={type === ApplicationType.Revoke}
          isDisabled={busy || log.isLoading}
          onPress={() => void applyChange(type)}
        >
          {t.typeText[type]}
        </Button>
      ))}
      <Button onPress={close}>{actions.apply ? t.cancel : t.close}</Button>
      {actions.apply ? (
        <Button
          variant="primary"
          isDisabled={busy || !organisations.data || organisations.data.length === 0}
          onPress={submitApplication}
        >
          {t.apply}
        </Button>
      ) : null}
    </div>
  );

  return (
    <>
      <Dialog
        title={t.title}
        width={560}
        isOpen={isOpen}
        onOpenChange={(open) => (open ? onOpenChange(true) : close())}
        footer={footer}
      >
        <div className={styles.body}>
          <dl className={styles.fields}>
            {fields.map(([term, value]) => (
              <div key={term} style={{ display: 'contents' }}>
                <dt className={styles.term}>{term}</dt>
                <dd className={styles.value}>{value}</dd>
              </div>
            ))}
          </dl>
          <Alert tone={tone} showIcon title={text} {...(reason ? { description: t.rejectedReason(reason) } : {})} />
          {actions.apply ? (
            <ApplicationForm
              t={t}
              state={organisations}
              caOrgId={caOrgId}
              onChoose={(id) => {
                setChosen(id);
                setMissingOrganisation(false);
              }}
              missing={missingOrganisation}
              cdk={cdk}
              onCdk={setCdk}
            />
          ) : null}
        </div>
      </Dialog>
      <CaLogDialog stampId={stamp.stampId} stampName={stamp.name} isOpen={showLog} onOpenChange={setShowLog} />
    </>
  );
}

interface ApplicationFormProps {
  t: CaApplicationDialogLocale;
  state: ReturnType<typeof useCaOrganisations>;
  caOrgId: string | null;
  onChoose: (caOrgId: string) => void;
  missing: boolean;
  cdk: string;
  onCdk: (cdk: string) => void;
}

/** The organisation to apply to (the enterprise CA first) and an optional activation key. */
function ApplicationForm({ t, state, caOrgId, onChoose, missing, cdk, onCdk }: ApplicationFormProps) {
  if (state.isError) {
    return (
      <Alert
        tone="error"
        showIcon
        title={t.organisationsFailed}
        action={
          <Button size="sm" onPress={() => void state.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  }
  if (!state.data) return <Spinner />;
  if (state.data.length === 0) return <Alert tone="warning" showIcon title={t.noOrganisations} />;
  return (
    <>
      <RadioGroup
        label={t.organisationLabel}
        orientation="vertical"
        isRequired
        value={caOrgId ?? ''}
        onChange={onChoose}
        description={t.organisationHint}
        errorMessage={missing ? t.organisationRequired : undefined}
        options={state.data.map((o) => ({ value: o.caOrgId, label: o.caOrgName }))}
      />
      <TextField label={t.cdkLabel} description={t.cdkHint} value={cdk} onChange={onCdk} />
    </>
  );
}
