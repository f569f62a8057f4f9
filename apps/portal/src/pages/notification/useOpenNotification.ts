import type { NotificationTarget } from '@atelier/api';
import { useNavigate } from 'react-router';
import { useServices } from '../../app/services';
import { notificationPath } from './notificationTarget';

/** A notification's click: go where it leads, or tell its message (a module not built yet, a deleted policy). */
export function useOpenNotification() {
  const navigate = useNavigate();
  const { toast } = useServices();
  return (target: NotificationTarget) => {
    const path = notificationPath(target);
    if (path) void navigate(path);
    else if (target.kind === 'message') toast.warning(target.text);
  };
}
