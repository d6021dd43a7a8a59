/**
 * Shapes of the API taken from the generated schema (schema.d.ts, from openapi.json): a feature
 * names its types as these, so that a change on the server shows here as a type error.
 */
import type { components, paths } from './schema';

export type Schemas = components['schemas'];

/** One row of a list answer (`{ results: [...] }`) of GET `P`. */
export type ListItem<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': { results: (infer T)[] } } } } };
}
  ? T
  : never;

/** The one object of a GET `P` answer (`{ result: ... }`): a card, a profile. */
export type Result<P extends keyof paths> = paths[P] extends {
  get: { responses: { 200: { content: { 'application/json': { result: infer T } } } } };
}
  ? T
  : never;
