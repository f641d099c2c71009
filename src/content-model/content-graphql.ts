/**
 * GraphQL type definitions for the content files, derived from the content schema so the two
 * cannot disagree. Required fields become non-null: a page query never sees a blank where the
 * page needs a value.
 */
import { jsonSchemaOf, type JsonSchema } from './content-json-schema';
import { CONTENT_FILES } from './content-schema';

const pascal = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

function objectType(
  name: string,
  schema: JsonSchema,
  definitions: string[],
  header = `type ${name}`,
): void {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([field, fieldSchema]) => {
    const graphqlType = fieldType(`${name}${pascal(field)}`, fieldSchema, definitions);
    return `  ${field}: ${graphqlType}${required.has(field) ? '!' : ''}`;
  });
  definitions.push(`${header} {\n${fields.join('\n')}\n}`);
}

function fieldType(name: string, schema: JsonSchema, definitions: string[]): string {
  switch (schema.type) {
    case 'string':
      if (schema.graphqlEnum && schema.enum) {
        const definition = `enum ${schema.graphqlEnum} {\n${schema.enum.map((value) => `  ${value}`).join('\n')}\n}`;
        const existing = definitions.find((entry) =>
          entry.startsWith(`enum ${schema.graphqlEnum} `),
        );
        if (existing && existing !== definition) {
          throw new Error(
            `${name}: the enum ${schema.graphqlEnum} is declared twice with different values`,
          );
        }
        if (!existing) definitions.push(definition);
        return schema.graphqlEnum;
      }
      return 'String';
    case 'boolean':
      return 'Boolean';
    case 'integer':
      return 'Int';
    case 'number':
      return 'Float';
    case 'array':
      if (!schema.items) throw new Error(`${name}: a list needs an item schema`);
      return `[${fieldType(name, schema.items, definitions)}!]`;
    case 'object':
      objectType(name, schema, definitions);
      return name;
    default:
      throw new Error(`${name}: no GraphQL type for JSON schema type ${String(schema.type)}`);
  }
}

/** SDL for every content node type and its nested object types. */
export function contentTypeDefs(): string {
  const definitions: string[] = [];
  for (const file of CONTENT_FILES) {
    objectType(
      file.typeName,
      jsonSchemaOf(file),
      definitions,
      `type ${file.typeName} implements Node @dontInfer`,
    );
  }
  return definitions.join('\n\n');
}
