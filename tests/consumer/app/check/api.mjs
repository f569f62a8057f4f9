// The published '@atelier/api' in Node: each entry point loads and holds what its reader needs, and the root
// holds no client.
import assert from 'node:assert/strict';

const root = await import('@atelier/api');
const client = await import('@atelier/api/client');
const server = await import('@atelier/api/server');
const msw = await import('@atelier/api/msw');
const rules = await import('@atelier/api/rules');

assert.equal(root.api.user.info.id, 'user.info');
assert.equal(root.ResponseCode.Warning, 40007);
assert.equal('createApiClient' in root, false, 'the root entry holds no client');
assert.equal('handleResponse' in root, false, 'the root entry holds no response handling');
assert.equal(typeof root.validateRequest, 'undefined', 'request validation is in /server');

assert.deepEqual(client.queryKeyOf(root.api.approval.detail, { actId: 'a1' }), ['approval.detail', { actId: 'a1' }]);
const silent = client.handleResponse({
  endpoint: root.api.project.checkName,
  response: { success: false, code: 40007 },
});
assert.equal(silent.branch, 'silentWarning');
assert.equal(typeof client.createApiClient, 'function');

assert.equal(server.validateRequest(root.api.user.info, {}).ok, true);
assert.equal(server.INVALID_REQUEST_CODE, 40009);

assert.equal(typeof msw.createHandlers, 'function');
assert.ok(msw.createHandlers(msw.createFixtureStore()).length > 100, 'one handler per endpoint');

assert.ok(Object.keys(rules).length > 10, 'the rules entry holds the rules');
for (const name of Object.keys(rules)) assert.equal(rules[name], root[name], `${name} is the root's own`);
assert.equal('api' in rules, false, 'the rules entry holds no contract');

console.log('@atelier/api: root, /client, /rules, /server and /msw load in Node');
