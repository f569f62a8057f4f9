// First: the stories' fixed clock, before anything reads the time.
import './clock';
// The page's base (body margin, font, colours): opt-in for apps, taken by the stories as the portal takes it.
import '@atelier/ui/document.css';
import { AtelierProvider, en_US, zh_CN } from '@atelier/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';

// findBy*/waitFor wait up to 5 s (testing-library's default is 1 s), in Vitest and in the built Storybook that
// visual regression plays: on a loaded 2-core CI machine a fixture answer can take longer than a second, and a
// slow pass is still a pass.
configure({ asyncUtilTimeout: 5000 });

const locales = { 'zh-CN': zh_CN, 'en-US': en_US } as const;

const withAtelier: Decorator = (Story, context) => {
  const locale = locales[(context.globals.locale as keyof typeof locales) ?? 'zh-CN'] ?? zh_CN;
  return (
    <AtelierProvider locale={locale}>
      <Story />
    </AtelierProvider>
  );
};

/**
 * Renders the story, then, in the built Storybook, lets React finish before the play function starts. Vitest
 * renders inside act(), which flushes every effect and the renders they cause (react-aria's collections render
 * twice: once to learn their items, once to show them); React's production build has no act(), so without this
 * wait a play function in the built Storybook (the one designers open and visual regression plays) met an
 * empty table, tab list or tree.
 */
const mount: Preview['mount'] = (context) => async (ui) => {
  if (ui != null) context.originalStoryFn = () => ui;
  await context.renderToCanvas();
  if (import.meta.env.PROD) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return context.canvas;
};

const preview: Preview = {
  mount,
  decorators: [withAtelier],
  // Feature stories add handlers in `beforeEach({ msw }) { msw.use(...) }`.
  loaders: [mswLoader()],
  globalTypes: {
    locale: {
      description: 'UI language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'zh-CN', title: '中文 (zh-CN)' },
          { value: 'en-US', title: 'English (en-US)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'zh-CN' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Fail a story on any accessibility violation.
    a11y: { test: 'error' },
  },
};

export default preview;
