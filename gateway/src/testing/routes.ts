import type { INestApplication, Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import type { z } from 'zod';
import { declaredAccess, type RouteHandler } from '../access/access.guard';
import type { RouteAccess } from '../access/route-access.decorators';

/** One route of the running app, as Nest mapped it. */
export interface DiscoveredRoute {
  name: string;
  method: string;
  path: string;
  controller: Type;
  handler: RouteHandler;
  access: RouteAccess | undefined;
  /** The shared schema its `@Input(schema)` parses the request with; undefined for a route without one. */
  input: z.ZodType | undefined;
}

const joinPath = (...parts: (string | undefined)[]) =>
  '/' +
  parts
    .flatMap((p) => (p ?? '').split('/'))
    .filter(Boolean)
    .join('/');

/** The schema `@Input(schema)` put in the method's parameter metadata (it travels as the decorator's data). */
function inputSchema(controller: Type, key: string): z.ZodType | undefined {
  const params: Record<string, { data?: { schema?: z.ZodType } }> = Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, key) ?? {};
  return Object.values(params).find((param) => param.data?.schema)?.data?.schema;
}

/**
 * Every controller method Nest mapped to a route (inherited ones too, as Nest reads them), from the application's
 * own module graph: a route added later is found without naming it anywhere.
 */
export function discoverRoutes(app: INestApplication): DiscoveredRoute[] {
  const reflector = app.get(Reflector);
  const routes: DiscoveredRoute[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type;
      const prototype = controller.prototype as Record<string, unknown>;
      const controllerPaths = [Reflect.getMetadata(PATH_METADATA, controller) ?? ''].flat() as string[];
      for (const key of new MetadataScanner().getAllMethodNames(prototype)) {
        const handler = prototype[key];
        if (typeof handler !== 'function' || Reflect.getMetadata(PATH_METADATA, handler) === undefined) continue;
        const method =
          ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'ALL', 'OPTIONS', 'HEAD', 'SEARCH'][
            Reflect.getMetadata(METHOD_METADATA, handler) as number
          ] ?? '?';
        for (const controllerPath of controllerPaths) {
          for (const handlerPath of [Reflect.getMetadata(PATH_METADATA, handler)].flat() as string[]) {
            routes.push({
              name: `${controller.name}.${key}`,
              method,
              path: joinPath(controllerPath, handlerPath),
              controller,
              handler: handler as RouteHandler,
              access: declaredAccess(reflector, handler, controller),
              input: inputSchema(controller, key),
            });
          }
        }
      }
    }
  }
  return routes;
}
