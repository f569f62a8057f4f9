export { ApiProvider, type ApiProviderProps, useApiClient } from './ApiProvider';
