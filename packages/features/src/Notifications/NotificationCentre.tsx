import { NOTIFICATION_PAGE_SIZE, type Notification, type NotificationTarget } from '@atelier/api';
import { Alert, Button, Empty, Pagination, Select, Spinner } from '@atelier/ui';
import { useMemo, useState } from 'react';
import { useFeatureLocale } from '../locale/LocaleContext';
import { useClearNotifications, useNotificationPage, useReadAllNotifications, useReadNotification } from './hooks';
import type { NotificationCentreProps } from './interface';
import { ALL_TYPES, logTypeOfKey, type TypeFilterKey, typeFilterOptions } from './model';
import { NotificationItems } from './NotificationItems';
import * as styles from './Notifications.css';

/**
 * The notification centre (001 section 2.1, notify/{notify_id}): the person's notifications, all of them or one
 * project's, a page at a time (the page is the route's notify_pageNum), with the type filter, 全部已读 and 清空已读.
 */
export function NotificationCentre({
  pageNum,
  onPageChange,
  projectId,
  onNavigate,
  pageSize = NOTIFICATION_PAGE_SIZE,
  locale,
}: NotificationCentreProps) {
  const t = useFeatureLocale('Notifications', locale);
  const [filter, setFilter] = useState<TypeFilterKey>(ALL_TYPES);
  const logType = logTypeOfKey(filter);
  const page = useNotificationPage({ pageNum, pageSize, logType, projectId });
  const read = useReadNotification();
  const readAll = useReadAllNotifications();
  const clear = useClearNotifications();
  const options = useMemo(() => typeFilterOptions(t.allTypes, t.logTypeText), [t]);
  const items = page.data?.list ?? [];
  const total = page.data?.total ?? 0;
  const onOpen = (n: Notification, target: NotificationTarget) => {
    if (n.isRead === '0') read.mutate(n.id);
    onNavigate(target, n);
  };

  let body: React.ReactNode;
  if (page.isPending) body = <Spinner tip={t.loadingMore} />;
  else if (page.isError)
    body = (
      <Alert
        tone="error"
        title={t.loadFailed}
        action={
          <Button size="sm" onPress={() => page.refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  else if (items.length === 0) body = <Empty description={t.empty} />;
  else body = <NotificationItems items={items} locale={t} onOpen={onOpen} />;

  return (
    <section className={styles.centre} aria-label={t.title}>
      <div className={styles.toolbar}>
        <Select
          className={styles.filter}
          label={t.typeFilter}
          items={options}
          selectedKey={filter}
          onSelectionChange={(key) => {
            setFilter((key ?? ALL_TYPES) as TypeFilterKey);
            onPageChange(1);
          }}
        />
        <Button
          isDisabled={items.length === 0}
          isPending={readAll.isPending}
          onPress={() => readAll.mutate({ logType, total })}
        >
          {t.allRead}
        </Button>
        <Button
          isDisabled={items.length === 0}
          isPending={clear.isPending}
          onPress={() => clear.mutate({ logType, total })}
        >
          {t.clearRead}
        </Button>
      </div>
      {body}
      <Pagination
        total={total}
        pageSize={pageSize}
        current={pageNum}
        onChange={onPageChange}
        showTotal
        hideOnSinglePage
      />
    </section>
  );
}
