// The consumer app: the README examples of @atelier/ui and @atelier/features (extracted into src/readme/ by
// tests/consumer/run.sh), each under its own root, and a check of @atelier/api's root and /client in a browser bundle.
import { api, ResponseCode } from '@atelier/api';
import { handleResponse, queryKeyOf } from '@atelier/api/client';
import { createRoot } from 'react-dom/client';
import { App as FeaturesApp, startFixtures } from './readme/features-app';
import { App as UiApp } from './readme/ui-app';

/** The published '@atelier/api' in a browser bundle: the contract from the root, the handling from '/client'. */
function ApiCheck() {
  const [id] = queryKeyOf(api.user.info);
  const response = { success: false, code: ResponseCode.Warning };
  const { branch } = handleResponse({ endpoint: api.project.checkName, response });
  return <p data-testid="api">{`${id} ${branch}`}</p>;
}

function mount(id: string) {
  const element = document.getElementById(id);
  if (!element) throw new Error(`no #${id} in index.html`);
  return createRoot(element);
}

mount('ui').render(
  <>
    <UiApp />
    <ApiCheck />
  </>,
);
await startFixtures();
mount('features').render(<FeaturesApp />);
