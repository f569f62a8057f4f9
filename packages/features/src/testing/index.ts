export {
  createFixtureApi,
  type FixtureApi,
  type FixtureApiParameters,
  fixtureApi,
  fixtureApiBeforeEach,
  fixtureApiLoader,
  fixtureApiOf,
  StoryApi,
  type StoryApiProps,
  withFixtureApi,
} from './fixtureApi';
export { closeToasts } from './toasts';
