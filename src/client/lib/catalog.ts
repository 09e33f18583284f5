/**
 * The shape every translation of a catalog must have: the English catalog's keys, each with a string.
 * `ur.ts` files are typed with it, so a missing or misspelt key fails the type check.
 */
export type CatalogOf<T> = { [K in keyof T]: T[K] extends string ? string : CatalogOf<T[K]> };
