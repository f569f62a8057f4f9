import { ADDRESS_LIMITS } from '@atelier/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/harness';
import { accountScenarios } from './accountScenarios';
import { accountSettingsScenarios } from './accountSettingsScenarios';
import { caScenarios } from './caScenarios';
import { diskScenarios } from './diskScenarios';
import { enterpriseScenarios } from './enterpriseScenarios';
import { enterpriseSetupScenarios } from './enterpriseSetupScenarios';
import { fileScenarios } from './fileScenarios';
import { frameTemplateScenarios } from './frameTemplateScenarios';
import { memberScenarios } from './memberScenarios';
import { noticeScenarios } from './noticeScenarios';
import { notifyScenarios } from './notifyScenarios';
import { opinionScenarios } from './opinionScenarios';
import { orderedScenarios } from './orderedScenarios';
import { organisationScenarios } from './organisationScenarios';
import { projectScenarios } from './projectScenarios';
import { proofreadingScenarios } from './proofreadingScenarios';
import { publishScenarios } from './publishScenarios';
import { differences, Recorder, ScenarioStopped } from './record';
import { scenarios } from './scenarios';
import { fixtureSide, type Side, serverSide } from './sides';
import { workbenchScenarios } from './workbenchScenarios';

/**
 * Parity: every scenario runs on the fixtures (the MSW handlers of `@atelier/api/msw`, a fresh store each) and on
 * the server (one seeded test server, the scenarios using names of their own), through the same typed client; the
 * codes, messages and answer shapes each records must be the same. A difference fails: fix the fixture, or the
 * server where the fixture is right.
 */

let server: TestServer;

beforeAll(async () => {
  // Every scenario signs in several people from one address: more than the credentials limit allows a person in
  // ten minutes (the limit itself is tested in routes/loginLockout.test.ts).
  server = await createTestServer({
    addressLimits: { ...ADDRESS_LIMITS, credentials: { ...ADDRESS_LIMITS.credentials, max: 10_000 } },
  });
});
afterAll(async () => {
  await server?.close();
});

async function observe(side: Side, run: (side: Side, record: Recorder) => Promise<void>) {
  const record = new Recorder();
  try {
    await run(side, record);
  } catch (error) {
    if (!(error instanceof ScenarioStopped)) throw error;
  }
  return record.observations;
}

describe('the fixtures and the server answer alike', () => {
  for (const scenario of [
    ...scenarios,
    ...orderedScenarios,
    ...publishScenarios,
    ...caScenarios,
    ...organisationScenarios,
    ...enterpriseScenarios,
    ...accountSettingsScenarios,
    ...accountScenarios,
    ...projectScenarios,
    ...memberScenarios,
    ...frameTemplateScenarios,
    ...fileScenarios,
    ...diskScenarios,
    ...notifyScenarios,
    ...noticeScenarios,
    ...proofreadingScenarios,
    ...enterpriseSetupScenarios,
    ...workbenchScenarios,
    ...opinionScenarios,
  ]) {
    it(scenario.name, async () => {
      const onServer = await observe(
        serverSide(() => server.app),
        scenario.run,
      );
      const onFixture = await observe(fixtureSide().side, scenario.run);
      expect(differences(onFixture, onServer)).toEqual([]);
    });
  }
});
