import type { Notification, NotificationTarget } from '@atelier/api';
import {
  Alert,
  Badge,
  BellIcon,
  Button,
  Empty,
  IconButton,
  Popover,
  PopoverTrigger,
  Select,
  Spinner,
} from '@atelier/ui';
import { useMemo, useState } from 'react';
import { useFeatureLocale } from '../locale/LocaleContext';
import {
  useClearNotifications,
  useNotificationPages,
  useReadAllNotifications,
  useReadNotification,
  useUnreadCount,
} from './hooks';
import type { NotificationPopoverProps, NotificationsLocale } from './interface';
import { ALL_TYPES, flattenPages, logTypeOfKey, nearBottom, type TypeFilterKey, typeFilterOptions } from './model';
import { NotificationItems } from './NotificationItems';
import * as styles from './Notifications.css';

/** The popover's content: the type filter, 全部已读 and 清空已读, and the list that loads more as it scrolls. */
function NotificationPanel({
  locale,
  onOpen,
  onViewAll,
}: {
  locale: NotificationsLocale;
  onOpen: (n: Notification, target: NotificationTarget) => void;
  onViewAll?: (() => void) | undefined;
}) {
  const [filter, setFilter] = useState<TypeFilterKey>(ALL_TYPES);
  const logType = logTypeOfKey(filter);
  const pages = useNotificationPages(logType);
  const readAll = useReadAllNotifications();
  const clear = useClearNotifications();
  const items = useMemo(() => flattenPages(pages.data?.pages ?? []), [pages.data]);
  const total = pages.data?.pages.at(-1)?.total ?? 0;
  const options = useMemo(() => typeFilterOptions(locale.allTypes, locale.logTypeText), [locale]);

  let body: React.ReactNode;
  if (pages.isPending) body = <Spinner tip={locale.loadingMore} />;
  else if (pages.isError)
    body = (
      <Alert
        tone="error"
        title={locale.loadFailed}
        action={
          <Button size="sm" onPress={() => pages.refetch()}>
            {locale.retry}
          </Button>
        }
      />
    );
  else if (items.length === 0) body = <Empty description={locale.empty} simple />;
  else
    body = (
      <>
        <NotificationItems items={items} locale={locale} onOpen={onOpen} />
        <div className={styles.status} aria-live="polite">
          {pages.isFetchingNextPage ? locale.loadingMore : pages.hasNextPage ? null : locale.noMore}
        </div>
      </>
    );

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <Select
          className={styles.filter}
          label={locale.typeFilter}
          size="sm"
          items={options}
          selectedKey={filter}
          onSelectionChange={(key) => setFilter((key ?? ALL_TYPES) as TypeFilterKey)}
        />
        <Button
          size="sm"
          isDisabled={items.length === 0}
          isPending={readAll.isPending}
          onPress={() => readAll.mutate({ logType, total })}
        >
          {locale.allRead}
        </Button>
        <Button
          size="sm"
          isDisabled={items.length === 0}
          isPending={clear.isPending}
          onPress={() => clear.mutate({ logType, total })}
        >
          {locale.clearRead}
        </Button>
      </div>
      <div
        className={styles.scroller}
        data-testid="notification-scroller"
        onScroll={(event) => {
          if (nearBottom(event.currentTarget) && pages.hasNextPage && !pages.isFetchingNextPage) {
            void pages.fetchNextPage();
          }
        }}
      >
        {body}
      </div>
      {onViewAll ? (
        <div className={styles.footer}>
          <Button size="sm" variant="link" onPress={onViewAll}>
            {locale.viewAll}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * The navbar's notifications (001 section 2.3): a bell with the unread badge (99+ past 99) opening a popover with a
 * type filter, 全部已读, 清空已读 and an infinite-scroll list; a click reads the notification and goes where its
 * type leads (001 section 4.3).
 */
export function NotificationPopover({ onNavigate, onViewAll, defaultOpen, locale }: NotificationPopoverProps) {
  const t = useFeatureLocale('Notifications', locale);
  const count = useUnreadCount();
  const read = useReadNotification();
  const [open, setOpen] = useState(defaultOpen ?? false);
  const unread = count.data ?? 0;
  const onOpen = (n: Notification, target: NotificationTarget) => {
    if (n.isRead === '0') read.mutate(n.id);
    if (target.kind !== 'message') setOpen(false);
    onNavigate(target, n);
  };
  return (
    <PopoverTrigger isOpen={open} onOpenChange={setOpen}>
      <Badge count={unread} label={t.bellLabel(unread)}>
        <IconButton variant="text" size="sm" icon={<BellIcon />} aria-label={t.bellLabel(unread)} />
      </Badge>
      <Popover title={t.title} placement="bottom end">
        <NotificationPanel
          locale={t}
          onOpen={onOpen}
          onViewAll={
            onViewAll
              ? () => {
                  setOpen(false);
                  onViewAll();
                }
              : undefined
          }
        />
      </Popover>
    </PopoverTrigger>
  );
}
