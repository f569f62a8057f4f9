/** Where server.mjs writes its pid for the server on `port`. */
export declare const serverControlFile: (port: string | number | undefined) => string;
/** Where server.mjs writes the DATA_DIR of the server on `port`. */
export declare const serverDataDirFile: (port: string | number | undefined) => string;
