import { EventStore } from '@covers/services/eventstore';
import { ReservationsService } from '@covers/services/reservations';
import type { Provider } from '@nestjs/common';

export const reservationsServiceProvider: Provider = {
  provide: ReservationsService,
  inject: [EventStore],
  useFactory: (store: EventStore) => new ReservationsService(store),
};
