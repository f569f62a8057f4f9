/**
 * '@atelier/api/rules': the form rules both sides enforce (zod schemas and pure checks) and their messages, for an app
 * that validates forms without the contract's endpoints. The root entry re-exports the same modules
 * (src/rules/index.test.ts keeps the two lists equal).
 */

export * from './accountSettings';
export * from './accounts';
export * from './audit';
export * from './captcha';
export * from './enterpriseSetup';
export * from './enterprises';
export * from './frameTemplates';
export * from './labels';
export * from './messages';
export * from './notices';
export * from './notifications';
export * from './opinionBank';
export * from './projectCover';
export * from './projectMembers';
export * from './projectRecycle';
export * from './projects';
export * from './projectTemplates';
export * from './proofreading';
export * from './publish';
export * from './publishPlans';
export * from './recognition';
export * from './roles';
export * from './rules';
export * from './security';
export * from './socialLogin';
export * from './stampConfiguration';
export * from './stampImage';
export * from './text';
export * from './workbench';
