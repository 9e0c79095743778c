import type { z } from 'zod';

/** What a value becomes on the wire (JSON.stringify): a Date an ISO string, recursively. */
export type AsJson<T> = T extends Date ? string : T extends readonly (infer U)[] ? AsJson<U>[] : T extends object ? { [K in keyof T]: AsJson<T[K]> } : T;

type Assignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Every property, optional ones too, down the tree: mutual assignability alone lets an optional one go missing. */
type Keys<T> = T extends readonly (infer U)[] ? Keys<U> : T extends object ? { [K in keyof T]-?: [K, Keys<T[K]>] }[keyof T] : never;
type Same<A, B> = Assignable<A, B> extends true ? Assignable<Keys<A>, Keys<B>> : false;

/**
 * The zod schema of an answer, checked by the compiler against the presenter's type `T`: what the schema describes
 * and the JSON of `T` must be the same type both ways, so the OpenAPI document (app/openapi.ts, built from these
 * schemas) cannot drift from what the code sends. A mismatch is a type error naming both sides.
 */
export function answerSchema<T>() {
  return <S extends z.ZodType>(schema: S & (Same<z.output<S>, AsJson<T>> extends true ? unknown : { answerMismatch: { schema: z.output<S>; presenter: AsJson<T> } })): S => schema;
}
