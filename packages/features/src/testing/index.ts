export { typeDate } from './date';
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
export { pickOption } from './select';
export { clearLiveAnnouncer, closeToasts, toastShown } from './toasts';
