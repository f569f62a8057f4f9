/**
 * '@atelier/api/client': what a browser (or any caller of the server) needs: the typed client over fetch, its
 * errors, the shared response handling it runs after every call, and the query keys and options derived from the
 * endpoints. The contract, entities and rules come from '@atelier/api'.
 */
export * from '../response/handleResponse';
export * from './client';
export * from './errors';
export {
  NotificationSocket,
  type NotificationSocketOptions,
  notificationSocketUrl,
  type SocketLike,
  type SocketStatus,
  type Timers,
} from './notificationSocket';
export * from './queries';
