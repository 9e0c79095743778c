import type { z } from 'zod';

/** The object a schema parses: a nullish filter schema's filter, a list rule's item. */
type Parsed<S extends z.ZodType> = NonNullable<z.input<S>> extends readonly (infer Item)[] ? NonNullable<Item> : NonNullable<z.input<S>>;

/** Keys of a rule that takes anything (z.unknown): it decides on absence and null itself. */
type TakesAnything<T> = { [K in keyof T]-?: unknown extends T[K] ? K : never }[keyof T];

/** One object type of an intersection, optional where each part is. */
type Flat<T> = { [K in keyof T]: T[K] };

/** What the class may declare: the schema's input, with `Nullable` keys optional and nullable too. */
type Declared<T, Nullable extends PropertyKey> = Flat<
  Omit<T, Nullable | TakesAnything<T>> & { [K in Extract<keyof T, Nullable | TakesAnything<T>>]?: T[K] | null }
>;

/** Each type assignable to the other: the class declares what the schema takes, no more, no less. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** An object field's object, a list field's item. */
type Item<T> = NonNullable<T> extends readonly (infer E)[] ? NonNullable<E> : NonNullable<T>;

/**
 * A nested input class (checked against its own rule by its own `implements`) with the same fields as the schema's
 * object, taking at least what the schema takes: it may be nullable where that rule's fields are `Nullable`.
 */
type NestedMatches<Class, Schema> =
  Item<Class> extends object ? (Same<keyof Item<Class>, keyof Item<Schema>> extends true ? ([Schema] extends [Class] ? true : false) : false) : false;

/** The type a class field must have: the schema's, or a marker naming the field that differs. */
type FieldOf<Class, Schema, K extends PropertyKey> = unknown extends Schema
  ? Class
  : Same<Class, Schema> extends true
    ? Schema
    : NestedMatches<Class, Schema> extends true
      ? Class
      : { readonly typeDiffersFromSchemaField: K; readonly schemaTakes: Schema };

type Check<T, Class> = {
  [K in keyof T]: K extends keyof Class ? FieldOf<Class[K], T[K], K> : T[K];
} & { [K in Exclude<keyof T, keyof Class>]-?: T[K] } & {
  [K in Exclude<keyof Class, keyof T>]: { readonly notInSchema: K };
};

/**
 * What a GraphQL input class (type-graphql `@InputType`) must be for the zod schema its command parses it with,
 * so the two declarations of one input cannot drift: `class XInput implements ZodInputOf<typeof XSchema, XInput>`.
 * A class field is optional (`?`) where the schema's is (`.nullish()`, `.optional()`), nullable (`| null`, with
 * `nullable: true` on its @Field) where the schema takes null, and of the schema's input type; then
 * - a schema field the class lacks is "missing in type XInput but required";
 * - a class field the schema lacks is not assignable to `{ notInSchema }`;
 * - a field typed differently on either side is not assignable to `{ typeDiffersFromSchemaField, schemaTakes }`.
 * The class names itself (the second parameter) because `implements` alone lets a class leave out optional fields
 * and add fields of its own. `Nullable` names fields GraphQL may leave out or send as null although the schema
 * requires them or refuses null: the rules then answer VALIDATION_FAILED with the field, or the resolver drops the
 * null, rather than GraphQL refusing the request. A rule that takes anything (z.unknown) takes any field type.
 */
export type ZodInputOf<S extends z.ZodType, Class, Nullable extends keyof Parsed<S> = never> = Check<Declared<Parsed<S>, Nullable>, Class>;
