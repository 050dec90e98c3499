import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'covers:public';
/** The route is reachable without a session (sign-in, refresh, reset links, health). */
export const Public = () => SetMetadata(IS_PUBLIC, true);
