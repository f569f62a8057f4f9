/**
 * The story harness of every feature: the REAL client (`createApiClient`) pointed at the MSW handlers of a fresh
 * fixture store, seeded with 陈建国's session of 华筑建筑设计研究院.
 *
 *   const meta = {
 *     title: 'Features/X',
 *     component: X,
 *     ...fixtureApi,                       // loaders, beforeEach (msw.use), decorators
 *     parameters: { fixtureApi: { setup: (store) => {...}, resolvers: {...}, delay: 0 } },
 *   } satisfies Meta<typeof X>;
 *
 *   play: async (context) => { const { store } = fixtureApiOf(context); ... }
 *
 * Each story gets its own store (the loader makes it), its handlers registered through the msw-storybook-addon
 * in `beforeEach({ msw })`, and an `ApiProvider` with its own query cache. The toasts the shared response
 * handling asks for are shown the way the portal shows them, so a story sees what staff see.
 */
import { type ApiClient, createApiClient } from '@atelier/api/client';
import {
  createFixtureStore,
  createHandlers,
  type FixtureStore,
  fixtureSession,
  type Resolvers,
} from '@atelier/api/msw';
import { useToast } from '@atelier/ui';
import { onlineManager } from '@tanstack/react-query';
import type { HttpHandler } from 'msw';
import type { SetupWorker } from 'msw/browser';
import { type ReactNode, useEffect } from 'react';
import { FeaturesLocaleProvider } from '../locale/LocaleContext';
import type { FeaturesLocale } from '../locale/types';
import { ApiProvider } from '../provider';
import { clearLiveAnnouncer } from './toasts';

/** A story's server, set with `parameters.fixtureApi`. */
export interface FixtureApiParameters {
  /** Changes the seeded firm before the story renders (add a template, empty a project, ...). */
  setup?: (store: FixtureStore) => void;
  /** Answers that replace the fixture's (a refusal, an answer that never comes). */
  resolvers?: Resolvers;
  /** Milliseconds every answer waits. */
  delay?: number;
}

/** What a story's server is made of. */
export interface FixtureApi {
  store: FixtureStore;
  client: ApiClient;
  handlers: HttpHandler[];
}

/** A fresh store, its handlers and a real client with the seeded session. */
export function createFixtureApi(parameters: FixtureApiParameters = {}): FixtureApi {
  const store = createFixtureStore();
  parameters.setup?.(store);
  const handlers = createHandlers(store, {
    ...(parameters.resolvers ? { resolvers: parameters.resolvers } : {}),
    ...(parameters.delay ? { delay: parameters.delay } : {}),
  });
  const client = createApiClient({
    baseUrl: '',
    getToken: () => fixtureSession.token,
    getEnterpriseId: () => fixtureSession.enterpriseId,
    getUserId: () => fixtureSession.userId,
    userAgent: 'web',
  });
  return { store, client, handlers };
}

const KEY = 'fixtureApi';

/*
 * The harness's functions take only the parts of Storybook's context they read, so they fit the annotations of any
 * story, whatever its args.
 */
interface LoaderContext {
  parameters: Record<string, unknown>;
}
interface LoadedContext {
  loaded: Record<string, unknown>;
}
interface BeforeEachContext extends LoadedContext {
  /** The msw-storybook-addon's worker (its `mswLoader` in `.storybook/preview.tsx` sets it). */
  msw: SetupWorker;
}
interface DecoratorContext extends LoadedContext {
  globals: Record<string, unknown>;
}

/** The story's server, from a play function or a render: `fixtureApiOf(context).store`. */
export function fixtureApiOf(context: LoadedContext): FixtureApi {
  const api = context.loaded[KEY] as FixtureApi | undefined;
  if (!api) throw new Error('fixtureApiOf: the story has no fixture API (spread `fixtureApi` into its meta)');
  return api;
}

/** Makes the story's store and client (loaders run before `beforeEach`). */
export function fixtureApiLoader(context: LoaderContext): Record<string, FixtureApi> {
  return { [KEY]: createFixtureApi(context.parameters[KEY] as FixtureApiParameters | undefined) };
}

/**
 * Registers the story's handlers with the msw-storybook-addon's worker. The cleanup empties react-aria's live
 * announcer, which outlives a story: one story's leftover announcements are not checked (axe) in the next.
 */
export function fixtureApiBeforeEach(context: BeforeEachContext): () => void {
  // TanStack Query keeps one online flag for the page: a story that fired `offline` and not `online` again would
  // leave every later story's queries paused, a wait with no request and no end.
  if (!onlineManager.isOnline()) {
    throw new Error('A story before this one left the page offline: fire `online` on window in its cleanup.');
  }
  context.msw.use(...fixtureApiOf(context).handlers);
  return clearLiveAnnouncer;
}

/** Shows the toasts of the shared response handling, as the portal does (kept until closed: stable pictures). */
function OutcomeToasts({ client }: { client: ApiClient }) {
  const toast = useToast();
  useEffect(
    () =>
      client.onOutcome(({ outcome }) => {
        for (const effect of outcome.effects) {
          if (effect.type === 'toast') toast[effect.tone](effect.message, { duration: 0 });
        }
      }),
    [client, toast],
  );
  return null;
}

export interface StoryApiProps {
  api: FixtureApi;
  /** The features' strings, when not those `AtelierProvider`'s locale implies (the toolbar's, in Storybook). */
  locale?: FeaturesLocale;
  children: ReactNode;
}

/** The provider a feature story renders in: the client and cache, the locale, the shared toasts. */
export function StoryApi({ api, locale, children }: StoryApiProps) {
  const content = (
    <>
      <OutcomeToasts client={api.client} />
      {children}
    </>
  );
  return (
    <ApiProvider client={api.client}>
      {locale ? <FeaturesLocaleProvider locale={locale}>{content}</FeaturesLocaleProvider> : content}
    </ApiProvider>
  );
}

/**
 * Wraps the story in `StoryApi`. No locale of its own: the features follow the toolbar's locale through the one
 * `AtelierProvider` of `.storybook/preview.tsx`, as they do in an app.
 */
export function withFixtureApi(Story: () => ReactNode, context: DecoratorContext) {
  return (
    <StoryApi api={fixtureApiOf(context)}>
      <Story />
    </StoryApi>
  );
}

/** Spread into a feature story's meta: its loader, `beforeEach` and decorator. */
export const fixtureApi = {
  loaders: [fixtureApiLoader],
  beforeEach: fixtureApiBeforeEach,
  decorators: [withFixtureApi],
};
