/**
 * The specification's code lists as named constants, each with its zh-CN texts (`…Text`) and en-US texts
 * (`…TextEn`). Where the specification gives a Chinese text it is used verbatim; where it gives only English,
 * the Chinese is the text a native product would show.
 *
 * Where the specification gives two readings of one list, both are kept and a comment says which one the server
 * uses. Code in Atelier names these constants and never writes the bare codes.
 */
export * from './approvals';
export * from './business';
export * from './organisation';
export * from './projects';
export * from './stamps';
export * from './transfers';
