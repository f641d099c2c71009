/**
 * Content as pages query it, in the content schema's own types. The schema (src/content-model)
 * is the one source of every content type: its GraphQL types are derived from it, and what a page
 * or hook gets back from a query is turned back into the schema's type here, so views, the
 * editor's previews and the build's outputs all take the same type for the same shape.
 */
import { required } from './required';

/**
 * A shape as Gatsby's GraphQL layer hands it to a query: every field is there, one the content
 * leaves out as null, lists read-only, and text as text (the schema's fixed words and choices
 * are checked when the content is read, not by GraphQL).
 */
export type Queried<T> = T extends string
  ? string
  : T extends number | boolean
    ? T
    : T extends readonly (infer Item)[]
      ? readonly Queried<Item>[]
      : T extends object
        ? {
            readonly [K in keyof T]-?: undefined extends T[K]
              ? Queried<Exclude<T[K], undefined>> | null
              : Queried<T[K]>;
          }
        : T;

/** The value without the fields GraphQL gives as null (the content leaves them out). */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter((entry) => entry[1] !== null)
      .map(([key, field]) => [key, withoutNulls(field)]),
  );
}

/**
 * A query's result for one content file (`source`, named if it is missing), as the schema types
 * it: `fromQuery<Plans>(data.plansYaml, 'content/plans.yaml')`. The query must ask for every
 * field of the type (a field it forgets is a type error); the build checked the content against
 * the schema before any query ran, which is what makes the result that type.
 */
export function fromQuery<T>(value: Queried<T> | null | undefined, source: string): T {
  return withoutNulls(required(value, source)) as T;
}
