import type { ModulesContainer } from '@nestjs/core';
import type { OpenAPIObject, OperationObject, ParameterObject, SchemaObject } from '@nestjs/swagger';
import { z } from 'zod';
import { ROUTE_ACCESS, type RouteAccess } from '../access/route-access.decorators';
import { UPLOAD_FIELD } from './file-upload';
import { inputSchemaOf } from './input.decorator';

/** Bodies are form-encoded or JSON (docs/architecture.md, API conventions); both parse to the same fields. */
const BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded'];
/** The security scheme `DocumentBuilder.addBearerAuth()` declares. */
export const BEARER = 'bearer';

interface RouteFacts {
  schema?: z.ZodType;
  access?: RouteAccess;
  /** The multipart field of a file upload. */
  upload?: string;
}

/** What each controller method declares, by the operation id Swagger gives it: `<Controller>_<method>`. */
function routesByOperation(modules: ModulesContainer): Map<string, RouteFacts> {
  const routes = new Map<string, RouteFacts>();
  for (const module of modules.values()) {
    for (const { metatype } of module.controllers.values()) {
      if (typeof metatype !== 'function') continue;
      // A route table's methods live on the prototype its controller class extends.
      for (let prototype = metatype.prototype as object; prototype !== Object.prototype; prototype = Object.getPrototypeOf(prototype)) {
        for (const key of Object.getOwnPropertyNames(prototype)) {
          const method = (prototype as Record<string, unknown>)[key];
          const operationId = `${metatype.name}_${key}`;
          if (key === 'constructor' || typeof method !== 'function' || routes.has(operationId)) continue;
          routes.set(operationId, {
            schema: inputSchemaOf(prototype, key),
            access: Reflect.getMetadata(ROUTE_ACCESS, method),
            upload: Reflect.getMetadata(UPLOAD_FIELD, method),
          });
        }
      }
    }
  }
  return routes;
}

/** The request as JSON Schema in OpenAPI 3.0's dialect: what a caller sends, before defaults and coercion. */
const requestSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io: 'input', unrepresentable: 'any' }) as SchemaObject;

const words = (path: string) => path.replace(/^\/api\//, '').split(/[/_]/);

/** `/api/booking/update_transaction_status` -> `BookingUpdateTransactionStatusRequest`. */
const componentName = (path: string) =>
  `${words(path)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')}Request`;

/** `/api/booking/update_transaction_status` -> `Booking: update transaction status` (spec §7's group and action). */
const summaryOf = (path: string) => {
  const [group, ...action] = words(path);
  return `${group.charAt(0).toUpperCase()}${group.slice(1)}: ${action.join(' ')}`;
};

function accessNote(access: RouteAccess | undefined): string {
  if (access?.kind === 'public') return 'Public: no session.';
  if (access?.kind === 'signedIn') return 'Any signed-in user.';
  if (access?.kind === 'permission')
    return `A member of the outlet \`rid\` whose access type grants ${access.permission}: ${access.level}.`;
  if (access?.kind === 'superAdmin') return 'A super-admin, acting on the outlet `rid`.';
  return 'A member of the outlet `rid`.';
}

function queryParameters(schema: SchemaObject): ParameterObject[] {
  return Object.entries(schema.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: schema.required?.includes(name) ?? false,
    schema: property,
  }));
}

/**
 * Completes each operation from what its controller method declares: its input from the same zod schema its
 * `@Input` parses (a GET's fields as query parameters, a POST's as a JSON or form-encoded body whose schema is
 * in `components.schemas`), a summary, and its access (no security for a public route, the bearer token
 * otherwise).
 */
export function describeOperations(document: OpenAPIObject, modules: ModulesContainer): OpenAPIObject {
  const routes = routesByOperation(modules);
  const components: Record<string, SchemaObject> = {};
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [verb, operation] of [
      ['get', item.get],
      ['post', item.post],
    ] as [string, OperationObject | undefined][]) {
      if (!operation) continue;
      const route = routes.get(operation.operationId ?? '');
      operation.summary ??= summaryOf(path);
      operation.description = accessNote(route?.access);
      operation.security = route?.access?.kind === 'public' ? [] : [{ [BEARER]: [] }];
      if (!route?.schema) continue;
      const schema = requestSchema(route.schema);
      if (verb === 'get') {
        operation.parameters = queryParameters(schema);
        continue;
      }
      const name = componentName(path);
      const ref = { schema: { $ref: `#/components/schemas/${name}` } };
      if (route.upload) {
        // A file upload: its fields and the file, as multipart/form-data only.
        components[name] = {
          ...schema,
          properties: { ...schema.properties, [route.upload]: { type: 'string', format: 'binary' } },
          required: [...(schema.required ?? []), route.upload],
        };
        operation.requestBody = { required: true, content: { 'multipart/form-data': ref } };
        continue;
      }
      components[name] = schema;
      operation.requestBody = {
        required: (schema.required?.length ?? 0) > 0,
        content: Object.fromEntries(BODY_TYPES.map((type) => [type, ref])),
      };
    }
  }
  document.components = { ...document.components, schemas: { ...document.components?.schemas, ...components } };
  return document;
}
