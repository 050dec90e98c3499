import type { OutletCaller } from '@covers/services/access';
import type { z } from 'zod';
import { Outlet } from '../access/outlet.decorator';
import type { Basic } from '../access/route-access.decorators';
import { Input, type In } from './input.decorator';
import { Get, Post } from './route.decorators';

type RouteAccessDecorator = ReturnType<typeof Basic>;

/** One outlet route: its verb, path and access, the schema of its input, and what it asks of the service. */
interface OutletRoute<Service, S extends z.ZodType, R> {
  verb: typeof Get;
  path: string;
  access: RouteAccessDecorator;
  schema: S;
  /** A method signature, so that a table of routes with different schemas fits one record type. */
  handle(service: Service, caller: OutletCaller, input: In<S>): R;
}

/** A spec §7 read of an outlet: GET on the path, the input parsed by the schema. */
export const get = <Service, S extends z.ZodType, R>(
  path: string,
  access: RouteAccessDecorator,
  schema: S,
  handle: (service: Service, caller: OutletCaller, input: In<S>) => R,
): OutletRoute<Service, S, R> => ({ verb: Get, path, access, schema, handle });

/** A spec §7 action of an outlet: POST on the path, the input parsed by the schema. */
export const post = <Service, S extends z.ZodType, R>(
  path: string,
  access: RouteAccessDecorator,
  schema: S,
  handle: (service: Service, caller: OutletCaller, input: In<S>) => R,
): OutletRoute<Service, S, R> => ({ verb: Post, path, access, schema, handle });

type Routes<Service> = Record<string, OutletRoute<Service, z.ZodType, unknown>>;

type RouteMethods<T> = {
  [K in keyof T]: T[K] extends OutletRoute<never, infer S, infer R> ? (caller: OutletCaller, input: In<S>) => R : never;
};

/**
 * A Nest controller class with one method per route of the table, each `(@Outlet() caller, @Input(schema) input)`
 * with the route's verb and access, and the service injected by its class. The decorators are applied as
 * TypeScript's decorator emit applies them, so Nest, Swagger and the access guard read the same metadata as on
 * a hand-written method.
 */
export function routeTable<Service, T extends Routes<Service>>(service: abstract new (...args: never[]) => Service, routes: T) {
  class RouteTable {
    constructor(readonly service: Service) {}
  }
  Reflect.defineMetadata('design:paramtypes', [service], RouteTable);
  const prototype = RouteTable.prototype as unknown as Record<string, unknown>;
  for (const [name, route] of Object.entries(routes)) {
    // Named as its entry: Swagger builds the operation id `<Controller>_<method>` from the function's name.
    prototype[name] = {
      [name](this: RouteTable, caller: OutletCaller, input: unknown) {
        return route.handle(this.service, caller, input);
      },
    }[name];
    Outlet()(prototype, name, 0);
    Input(route.schema)(prototype, name, 1);
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name)!;
    const decorated = route.verb(route.path, route.access)(prototype, name, descriptor) ?? descriptor;
    Object.defineProperty(prototype, name, decorated);
  }
  return RouteTable as unknown as new (service: Service) => RouteMethods<T> & { readonly service: Service };
}
