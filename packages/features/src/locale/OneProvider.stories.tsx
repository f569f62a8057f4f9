import { AtelierProvider, en_US } from '@atelier/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, within } from 'storybook/test';
import { FlowTemplateDialog } from '../FlowTemplateDialog';
import { fixtureApi } from '../testing';
import { en_US as featuresEn_US } from './en_US';
import type { AtelierLocale } from './types';

/**
 * One provider carries the locale (issue 27): a feature takes its strings from `@atelier/ui`'s `AtelierProvider`,
 * with no `FeaturesLocaleProvider` anywhere. Each story mounts its own `AtelierProvider` inside the toolbar's
 * (Chinese) one, as an app would at its root, so what the dialog shows comes from that provider alone.
 */
const meta = {
  title: 'Features/Locale/OneProvider',
  component: FlowTemplateDialog,
  ...fixtureApi,
  args: { mode: 'add', projectId: 'p-001', defaultOpen: true, onOpenChange: fn() },
} satisfies Meta<typeof FlowTemplateDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** `<AtelierProvider locale={en_US}>` from `@atelier/ui`, nothing else: the feature is English, its buttons too. */
export const EnglishFromAtelierProviderAlone: Story = {
  render: (args) => (
    <AtelierProvider locale={en_US}>
      <FlowTemplateDialog {...args} />
    </AtelierProvider>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'New flow template' });
    await expect(
      await within(dialog).findByRole('textbox', { name: 'Template name' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeVisible();
    // @atelier/ui's own string (the dialog's close button) from the same provider.
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(within(dialog).queryByText('新增流程模板')).not.toBeInTheDocument();
  },
};

/** A British English locale made the documented way: the UI's strings plus a `features` slice, type-checked. */
const en_GB: AtelierLocale = {
  ...en_US,
  locale: 'en-GB',
  Dialog: { ...en_US.Dialog, close: 'Close the dialog' },
  features: {
    ...featuresEn_US,
    locale: 'en-GB',
    FlowTemplateDialog: { ...featuresEn_US.FlowTemplateDialog, titleAdd: 'New approval flow template' },
  },
};

/** An `AtelierLocale` given to `AtelierProvider` alone: the features take its `features` slice. */
export const AtelierLocaleWithFeaturesSlice: Story = {
  render: (args) => (
    <AtelierProvider locale={en_GB}>
      <FlowTemplateDialog {...args} />
    </AtelierProvider>
  ),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'New approval flow template' });
    await expect(
      await within(dialog).findByRole('textbox', { name: 'Template name' }, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close the dialog' })).toBeVisible();
  },
};
