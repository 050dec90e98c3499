import type { MESSAGE_AREAS } from '@covers/shared';

export type RouteTitle = keyof (typeof MESSAGE_AREAS)['routes']['en_US'];
