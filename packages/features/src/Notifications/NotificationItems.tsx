import { type Notification, type NotificationTarget, notificationTarget } from '@atelier/api';
import type { NotificationsLocale } from './interface';
import { isUnread } from './model';
import * as styles from './Notifications.css';

export interface NotificationItemsProps {
  items: readonly Notification[];
  locale: NotificationsLocale;
  /** A click: read, then the target per type (001 section 4.3). */
  onOpen: (notification: Notification, target: NotificationTarget) => void;
}

/** The notifications as a list of buttons: a dot for unread ones, the text, who and when. */
export function NotificationItems({ items, locale, onOpen }: NotificationItemsProps) {
  return (
    <ul className={styles.list} aria-label={locale.listLabel}>
      {items.map((n) => {
        const unread = isUnread(n);
        const typeText = locale.logTypeText[n.logType as keyof NotificationsLocale['logTypeText']] ?? '';
        return (
          <li key={n.id} className={styles.item} data-unread={unread || undefined}>
            <button type="button" className={styles.itemButton} onClick={() => onOpen(n, notificationTarget(n))}>
              <span className={styles.itemHead}>
                <span className={unread ? styles.unreadDot : styles.readDot} aria-hidden="true" />
                <span className={styles.message}>{n.msg}</span>
              </span>
              <span className={styles.meta}>
                {[typeText, n.name, n.userName, n.createTime].filter(Boolean).join(' · ')}
                <span className={styles.srOnly}>（{unread ? locale.unread : locale.read}）</span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
