/*
 * The portal runs under apps/server's Content-Security-Policy, which has no 'unsafe-eval' (http/securityHeaders.ts).
 * zod compiles object schemas with `new Function` when it may, and finds out whether it may by trying as each object
 * schema is made; the contract's schemas are made as the app's modules load, and the policy refuses the try and
 * reports a violation. Jitless, zod interprets the schemas and never tries. This classic script runs before the
 * module scripts and sets zod's shared configuration object (the one `z.config` writes to) before zod loads: an
 * import at the top of main.tsx would run too late, after the bundle's shared chunks (zod with the contract).
 */
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
