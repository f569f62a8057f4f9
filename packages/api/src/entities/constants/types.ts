/** A value of a constant object. */
export type ValueOf<T> = T[keyof T];
/** The texts of every value of a constant object. */
export type Texts<T extends Record<string, string | number>> = Record<ValueOf<T>, string>;
