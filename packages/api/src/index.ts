/**
 * @atelier/api: the contract between the portal and the server. Every endpoint is declared once (method, path,
 * zod request and response schemas, timeout, permission, the codes it may refuse with); everything else derives
 * from the declarations. Entry points by reader:
 *
 * - '@atelier/api' (this one): the contract, the entities and constants, the business codes and the rules. No
 *   client, no MSW, nothing browser-only: the server, the portal and the fixtures all read it.
 * - '@atelier/api/client': the typed client, its errors, the shared response handling, query keys and options.
 * - '@atelier/api/server': reading and validating a request as the contract says (the server, the fixtures).
 * - '@atelier/api/msw': the fixture server (a stateful store and one MSW handler per endpoint).
 */

// The contract
export * from './contract/define';
export * from './contract/endpoints/index';
export * from './contract/headers';
export { encodeQuery, isEmptyParam } from './contract/query';
// Entities and constants
export * from './entities/approval';
export * from './entities/common';
export * from './entities/constants';
export * from './entities/project';
export * from './entities/stamp';
export * from './entities/upload';
export * from './entities/user';
// The business codes and their messages (the shared handling that acts on them is in '@atelier/api/client')
export * from './response/codes';
export * from './rules/accountSettings';
// Form rules and their messages
export * from './rules/accounts';
export * from './rules/audit';
export * from './rules/captcha';
export * from './rules/enterpriseSetup';
export * from './rules/enterprises';
export * from './rules/frameTemplates';
export * from './rules/labels';
export * from './rules/messages';
export * from './rules/notices';
export * from './rules/notifications';
export * from './rules/opinionBank';
export * from './rules/projectCover';
export * from './rules/projectMembers';
export * from './rules/projectRecycle';
export * from './rules/projects';
export * from './rules/projectTemplates';
export * from './rules/proofreading';
export * from './rules/publish';
export * from './rules/publishPlans';
export * from './rules/recognition';
export * from './rules/roles';
export * from './rules/rules';
export * from './rules/security';
export * from './rules/socialLogin';
export * from './rules/stampConfiguration';
export * from './rules/stampImage';
export * from './rules/text';
export * from './rules/workbench';
// The opinion banks' spreadsheets (templates, import, error file)
export * from './sheets/opinionSheet';
