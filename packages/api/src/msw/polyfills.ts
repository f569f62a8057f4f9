/**
 * msw 3 declares Node >= 22.12: it calls Promise.withResolvers and Set.prototype.intersection / difference
 * (resetHandlers), which Node 20 lacks (Node 22 and current browsers have them). The project supports
 * Node >= 20.19, so `createHandlers` installs these small, spec-shaped stand-ins when they are missing.
 */
export function ensureMswRuntime(): void {
  const promise = Promise as unknown as Record<string, unknown>;
  if (typeof promise.withResolvers !== 'function') {
    Object.defineProperty(Promise, 'withResolvers', {
      configurable: true,
      writable: true,
      value: function withResolvers<T>() {
        let resolve!: (value: T | PromiseLike<T>) => void;
        let reject!: (reason?: unknown) => void;
        const created = new Promise<T>((res, rej) => {
          resolve = res;
          reject = rej;
        });
        return { promise: created, resolve, reject };
      },
    });
  }
  const set = Set.prototype as unknown as Record<string, unknown>;
  if (typeof set.intersection !== 'function') {
    Object.defineProperty(Set.prototype, 'intersection', {
      configurable: true,
      writable: true,
      value: function intersection<T>(this: Set<T>, other: { has(value: T): boolean }) {
        return new Set([...this].filter((value) => other.has(value)));
      },
    });
  }
  if (typeof set.difference !== 'function') {
    Object.defineProperty(Set.prototype, 'difference', {
      configurable: true,
      writable: true,
      value: function difference<T>(this: Set<T>, other: { has(value: T): boolean }) {
        return new Set([...this].filter((value) => !other.has(value)));
      },
    });
  }
}
