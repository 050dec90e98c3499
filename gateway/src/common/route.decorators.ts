import { applyDecorators, Get as NestGet, HttpCode, Post as NestPost } from '@nestjs/common';
import type { Basic } from '../access/route-access.decorators';

/** Who may call a route: Public(), SignedIn(), Basic() or Requires(permission, level). */
type RouteAccessDecorator = ReturnType<typeof Basic>;

/** A spec §7 read: GET on the path, callable as the access says. */
export const Get = (path: string, access: RouteAccessDecorator) => applyDecorators(NestGet(path), access);

/** A spec §7 action: POST on the path, answered 200 (the envelope carries the outcome), callable as the access says. */
export const Post = (path: string, access: RouteAccessDecorator) => applyDecorators(NestPost(path), HttpCode(200), access);
