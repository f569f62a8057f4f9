/** Where server.mjs writes its pid for the server on `port`. */
export declare const serverControlFile: (port: string | number | undefined) => string;
