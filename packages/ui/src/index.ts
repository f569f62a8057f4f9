// Theme and tokens

// Primitives
export * from './Box';
export * from './Button';
export * from './Field';
// Locale and provider
export * from './locale';
export * from './provider';
export * from './Spinner';
export * from './theme';
