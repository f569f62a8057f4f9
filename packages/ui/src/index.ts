// Theme and tokens

// Primitives
export * from './Box';
export * from './Button';
// Locale and provider
export * from './locale';
export * from './provider';
export * from './Spinner';
export * from './theme';
