export { AtelierProvider, type AtelierProviderProps } from './AtelierProvider';
