/**
 * @atelier/api: the contract between the portal and the server. Every endpoint is declared once (method, path,
 * zod request and response schemas, timeout); the typed client, the MSW handlers ('@atelier/api/msw') and the
 * server's routes derive from the declarations.
 */

// The client
export * from './client/client';
export * from './client/errors';
// The contract
export * from './contract/define';
export * from './contract/endpoints/index';
export { decodeQuery, encodeQuery, isEmptyParam } from './contract/query';
export * from './contract/server';
// Entities and constants
export * from './entities/approval';
export * from './entities/common';
export * from './entities/constants';
export * from './entities/project';
export * from './entities/stamp';
export * from './entities/upload';
export * from './entities/user';
/** A minimal valid value of a schema (the fixtures' default answers; contract-walking tests). */
export { sampleOf } from './msw/sample';
// The shared response handling
export * from './response/handleResponse';
// Form rules and their messages
export * from './rules/messages';
export * from './rules/publish';
export * from './rules/rules';
export * from './rules/security';
export * from './rules/stampImage';
export * from './rules/text';
