import {
  api,
  COUNT_REFRESH_DELAY_MS,
  DEFAULT_PREFIXES,
  LiveEventType,
  NotificationType,
  projectEventReaction,
  type SocketMessage,
} from '@atelier/api';
import { NotificationSocket, queryFilterOf } from '@atelier/api/client';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useServices } from '../app/services';
import { useT } from '../i18n';
import { openProjectIdOf } from '../router/paths';

/** Where a person goes when the project open on their page is gone for them. */
const PROJECT_LIST_PATH = '/project-center/list';

/**
 * The notification socket while someone is signed in (001 sections 4.2 and 4.3): connected when the layout mounts,
 * stopped on logout. A new notification refreshes the count and the lists 3 s later; 2006004 tells the person the
 * administrator right was removed, goes to /dashboard and reloads. A project event (issue 25) about the open
 * project warns: removed or deleted, the person leaves for the project list; a changed level reloads the page's
 * data. About another project, the project list refreshes.
 */
export function useNotificationSocket(): void {
  const { session, queryClient, toast, reload } = useServices();
  const navigate = useNavigate();
  const t = useT();
  const { pathname } = useLocation();
  // The latest handlers, read by the socket's callbacks (the socket lives as long as the layout).
  const handlers = useRef({ navigate, t, toast, reload, pathname });
  handlers.current = { navigate, t, toast, reload, pathname };

  useEffect(() => {
    let refresh: ReturnType<typeof setTimeout> | null = null;
    const onMessage = (message: SocketMessage) => {
      const { navigate: go, t: strings, toast: toasts, reload: reloadPage } = handlers.current;
      if (message.type === NotificationType.AdminRightRemoved) {
        toasts.warning(strings.notify.adminRightRemoved);
        void Promise.resolve(go('/dashboard')).then(reloadPage);
        return;
      }
      const reaction = projectEventReaction(message, openProjectIdOf(handlers.current.pathname));
      if (reaction?.kind === 'leave') {
        toasts.warning(strings.notify[reaction.reason]);
        void Promise.resolve(go(PROJECT_LIST_PATH)).then(() =>
          queryClient.invalidateQueries(queryFilterOf(api.project.list)),
        );
      } else if (reaction?.kind === 'reload') {
        toasts.warning(strings.notify[reaction.reason]);
        // Every query the open project's pages show (its detail, folders, files and levels) loads again.
        void queryClient.invalidateQueries();
      } else if (reaction?.kind === 'refreshList') {
        void queryClient.invalidateQueries(queryFilterOf(api.project.list));
      }
      // A live event stores no notification: the count stays as it is.
      if (message.type === LiveEventType.ProjectPermissionChanged) return;
      if (refresh !== null) clearTimeout(refresh);
      refresh = setTimeout(() => {
        refresh = null;
        void queryClient.invalidateQueries(queryFilterOf(api.notify));
      }, COUNT_REFRESH_DELAY_MS);
    };
    const socket = new NotificationSocket({
      origin: window.location.origin,
      prefix: DEFAULT_PREFIXES.portal,
      getToken: session.getToken,
      userAgent: 'web',
      isLoggedIn: () => session.getToken() !== null,
      createSocket: (url) => new WebSocket(url),
      onMessage,
    });
    socket.start();
    return () => {
      if (refresh !== null) clearTimeout(refresh);
      socket.stop();
    };
  }, [session, queryClient]);
}
