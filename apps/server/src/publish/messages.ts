/**
 * The refusals of publishing: one definition, in `@atelier/api` (rules/publish.ts), which the fixtures answer with
 * too. The contract's `PublishMessage` holds the ones the portal's form shows.
 */
export { PublishRefusal } from '@atelier/api';
