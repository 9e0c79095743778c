/**
 * `N` values of `T` as a tuple when `N` is a literal (`Tuple<Holder, 3>` is `[Holder, Holder, Holder]`), so a
 * helper that makes a given number of things lets its caller destructure them without a check per name under
 * noUncheckedIndexedAccess; a plain `number` gives `T[]`.
 */
export type Tuple<T, N extends number, Built extends T[] = []> = number extends N ? T[] : Built['length'] extends N ? Built : Tuple<T, N, [...Built, T]>;
