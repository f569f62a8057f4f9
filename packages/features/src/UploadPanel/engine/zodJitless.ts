/**
 * Imported first by the MD5 worker, whose bundle carries zod (the contract's constants come with their schemas). The
 * portal runs under apps/server's Content-Security-Policy without 'unsafe-eval', which governs the worker too: zod,
 * as it makes each object schema, tries `new Function` to see whether it may compile, and the policy reports the try
 * as a violation. Jitless it never tries. This sets zod's shared configuration (the object `z.config` writes to)
 * before zod loads: the worker is one bundle that runs its modules in import order. The page does the same with
 * apps/portal/public/zod-jitless.js.
 */
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
shared.__zod_globalConfig = Object.assign(shared.__zod_globalConfig ?? {}, { jitless: true });
