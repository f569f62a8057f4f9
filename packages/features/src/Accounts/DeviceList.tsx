import type { LoginDevice } from '@atelier/api';
import { isApiError } from '@atelier/api/client';
import { Alert, Button, Empty, StatusTag, Table, type TableColumn, useConfirm, useToast } from '@atelier/ui';
import { useId, useMemo } from 'react';
import { useFeatureLocale } from '../locale';
import { SectionTitle } from '../shared/SectionTitle';
import type { DeviceListProps } from './interface';
import { useLoginDevices, useSignOutDevice } from './settingsHooks';
import { deviceLabel } from './settingsModel';

/**
 * 登录设备 (/account/device, issue 24): the person's live login sessions, this one marked 本机, each with its system,
 * browser, address, login time and last activity. Signing another one out (after a confirmation) ends it at once
 * on the server: that device's next call logs it out.
 */
export function DeviceList({ className, showTitle = true, locale }: DeviceListProps) {
  const t = useFeatureLocale('DeviceList', locale);
  const titleId = useId();
  const devices = useLoginDevices();
  const signOut = useSignOutDevice();
  const confirm = useConfirm();
  const toast = useToast();

  const columns = useMemo<TableColumn<LoginDevice>[]>(
    () => [
      {
        key: 'device',
        title: t.device,
        isRowHeader: true,
        // The system and its 本机 tag, and the browser with its version, each on one line (at 992 px they broke
        // into 'Linux / 本机' and 'Chrome / 156').
        nowrap: true,
        render: (d) => (
          <span>
            {d.device} {d.current ? <StatusTag tone="success">{t.current}</StatusTag> : null}
          </span>
        ),
      },
      { key: 'browser', title: t.browser, dataIndex: 'browser', nowrap: true },
      { key: 'ip', title: t.ip, dataIndex: 'ip', width: 120 },
      { key: 'loginTime', title: t.loginTime, dataIndex: 'loginTime', nowrap: true },
      { key: 'lastActive', title: t.lastActive, dataIndex: 'lastActiveTime', nowrap: true },
      {
        key: 'actions',
        title: t.actions,
        width: 120,
        render: (d) =>
          d.current ? null : (
            <Button
              size="sm"
              variant="text"
              danger
              aria-label={`${t.signOut} ${deviceLabel(d)}`}
              isDisabled={signOut.isPending}
              onPress={async () => {
                const ok = await confirm({
                  title: t.confirmTitle(deviceLabel(d)),
                  content: t.confirmContent,
                  okText: t.signOut,
                  danger: true,
                });
                if (!ok) return;
                signOut.mutate(d.id, {
                  onSuccess: () => toast.success(t.signedOut),
                  onError: (error) => {
                    if (isApiError(error) && error.handled && !error.passedThrough) return;
                    toast.error(error.message);
                  },
                });
              }}
            >
              {t.signOut}
            </Button>
          ),
      },
    ],
    [t, confirm, signOut, toast],
  );

  let body: React.ReactNode;
  if (devices.isError && !devices.data) {
    body = (
      <Alert
        tone="error"
        showIcon
        title={t.loadFailed}
        action={
          <Button size="sm" onPress={() => void devices.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  } else if (devices.data && devices.data.length === 0) {
    body = <Empty description={t.empty} />;
  } else {
    body = (
      <Table
        aria-labelledby={titleId}
        columns={columns}
        dataSource={devices.data ?? []}
        loading={devices.isFetching}
        rowKey="id"
      />
    );
  }

  return (
    <section className={className} aria-labelledby={titleId}>
      <SectionTitle id={titleId} show={showTitle}>
        {t.title}
      </SectionTitle>
      {body}
    </section>
  );
}
