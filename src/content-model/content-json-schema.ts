/**
 * The content schema as JSON Schema (zod's own conversion), with this site's field metadata:
 * the common ground of the GraphQL types, the CMS fields and the editors' field reference.
 * Runs in the build and in the content editor; public pages never load it.
 */
import { z } from 'zod';
import type { ContentFile } from './content-schema';

export type JsonSchema = {
  type?: string;
  title?: string;
  description?: string;
  /** How an editor fills the field: string, text, number, select, boolean, hidden, object, list. */
  widget?: string;
  enum?: string[];
  /** The GraphQL enum a choice becomes. */
  graphqlEnum?: string;
  const?: string;
  /** A sentence's slots, which the page fills in as it runs: `{hour}`. */
  slots?: string[];
  /** Words fixed in English (`const`) that another language translates. */
  translatable?: boolean;
  pattern?: string;
  patternMessage?: string;
  minLength?: number;
  maxLength?: number;
  /** A whole number's bounds, and what an editor is told when it is outside them. */
  minimum?: number;
  maximum?: number;
  numberMessage?: string;
  minItems?: number;
  /** A list whose entries stay in the order the specification fixes. */
  fixedOrder?: boolean;
  /** When a field that may be left empty is needed: "the day is not marked Closed all day". */
  neededWhen?: string;
  /** The list of days of the business hours, where a closed day has no times. */
  closableDays?: boolean;
  /** Areas chosen from the coverage list (an incident's), in the editor's coverage-areas field. */
  coverageAreas?: boolean;
  /** A list whose new entries go at the top (incidents: the newest first). */
  addToTop?: boolean;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
};

/** A content file's schema as JSON Schema, with the site's field metadata. */
export function jsonSchemaOf(file: ContentFile): JsonSchema {
  return z.toJSONSchema(file.schema, { unrepresentable: 'any' }) as JsonSchema;
}
