import { createThemeContract } from '@vanilla-extract/css';
import { lightTokens } from './tokens';

type Shape<T> = { [K in keyof T]: T[K] extends string ? null : Shape<T[K]> };
const nulls = <T extends object>(tokens: T): Shape<T> =>
  Object.fromEntries(
    Object.entries(tokens).map(([k, v]) => [k, typeof v === 'string' ? null : nulls(v as object)]),
  ) as Shape<T>;

/** The one theme contract: every style reads these variables, each theme fills them. */
export const vars = createThemeContract(nulls(lightTokens));
