import { api, COUNT_REFRESH_DELAY_MS, DEFAULT_PREFIXES, NotificationType, type SocketMessage } from '@atelier/api';
import { NotificationSocket, queryFilterOf } from '@atelier/api/client';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../app/services';
import { useT } from '../i18n';

/**
 * The notification socket while someone is signed in (001 sections 4.2 and 4.3): connected when the layout mounts,
 * stopped on logout. A new notification refreshes the count and the lists 3 s later; 2006004 tells the person the
 * administrator right was removed, goes to /dashboard and reloads.
 */
export function useNotificationSocket(): void {
  const { session, queryClient, toast, reload } = useServices();
  const navigate = useNavigate();
  const t = useT();
  // The latest handlers, read by the socket's callbacks (the socket lives as long as the layout).
  const handlers = useRef({ navigate, t, toast, reload });
  handlers.current = { navigate, t, toast, reload };

  useEffect(() => {
    let refresh: ReturnType<typeof setTimeout> | null = null;
    const onMessage = (message: SocketMessage) => {
      const { navigate: go, t: strings, toast: toasts, reload: reloadPage } = handlers.current;
      if (message.type === NotificationType.AdminRightRemoved) {
        toasts.warning(strings.notify.adminRightRemoved);
        void Promise.resolve(go('/dashboard')).then(reloadPage);
        return;
      }
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
