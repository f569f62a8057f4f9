import { type AnyEndpoint, allEndpoints } from '@atelier/api';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../routes/index';

/** One line per endpoint: served or planned, its id, and the permission the server checks before its handler. */
function describeAccess(endpoint: AnyEndpoint, served: boolean): string {
  const { scope, role, button, menu, project, denial } = endpoint.access;
  const parts = [served ? 'served ' : 'planned', endpoint.id.padEnd(44), scope];
  if (role) parts.push(`role=${role}`);
  if (button) parts.push(`button=${button}`);
  if (menu) parts.push(`menu=${menu}`);
  if (project) parts.push(`project=${project}`);
  if (denial) parts.push(`denial=${denial}`);
  return parts.join(' ');
}

describe('the areas served', () => {
  const plugins = Object.values(AREAS);

  it('serve or plan every endpoint of the contract exactly once, each in its own area', () => {
    const claimed = plugins.flatMap((plugin) =>
      [...plugin.implemented, ...plugin.planned].map((id) => ({ id, area: plugin.area })),
    );
    expect(claimed.map((c) => c.id).sort()).toEqual(allEndpoints.map((e) => e.id).sort());
    for (const { id, area } of claimed) expect(id.startsWith(`${area}.`)).toBe(true);
  });

  it('list every endpoint with the permission declared beside it (a missing one shows here)', async () => {
    const served = new Set(plugins.flatMap((plugin) => plugin.implemented));
    const listing = allEndpoints.map((endpoint) => describeAccess(endpoint, served.has(endpoint.id))).join('\n');
    await expect(`${listing}\n`).toMatchFileSnapshot('./access.snap.txt');
  });
});
