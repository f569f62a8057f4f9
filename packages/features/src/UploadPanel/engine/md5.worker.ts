/** The MD5 worker: answers {@link Md5Request}s one after another (see md5.ts). */
// First: zod jitless before the contract's schemas are made (the server's CSP has no 'unsafe-eval').
import './zodJitless';
import { answerMd5Request, type Md5Reply, type Md5Request } from './md5';

// The package compiles with the DOM library, not WebWorker's: describe the little of the worker scope used here.
const scope = self as unknown as {
  addEventListener(type: 'message', listener: (event: MessageEvent<Md5Request>) => void): void;
  postMessage(message: Md5Reply): void;
};

let queue: Promise<void> = Promise.resolve();
scope.addEventListener('message', (event) => {
  // One at a time: two files hashed at once would only share the same core.
  queue = queue.then(() => answerMd5Request(event.data, (reply) => scope.postMessage(reply)));
});
