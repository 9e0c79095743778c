/**
 * The values object of a GraphQL enum (type-graphql's registerEnumType) for a vocabulary of strings: each value
 * names itself, so the domain's strings ARE the enum's values. Presenters return them as they are and GraphQL types
 * declare the string union: no TypeScript enum to convert to, no cast.
 */
export function stringEnum<const T extends readonly string[]>(values: T): { readonly [K in T[number]]: K } {
  return Object.fromEntries(values.map((value) => [value, value])) as { readonly [K in T[number]]: K };
}
