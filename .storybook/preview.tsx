import { AtelierProvider, en_US, zh_CN } from '@atelier/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';

const locales = { 'zh-CN': zh_CN, 'en-US': en_US } as const;

const withAtelier: Decorator = (Story, context) => {
  const locale = locales[(context.globals.locale as keyof typeof locales) ?? 'zh-CN'] ?? zh_CN;
  return (
    <AtelierProvider locale={locale}>
      <Story />
    </AtelierProvider>
  );
};

const preview: Preview = {
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
