import { AccessSchema1732210000000 } from '../access/migrations/1732210000000-access-schema';
import { AvailabilityReadModels1732250000000 } from '../availability/migrations/1732250000000-availability-read-models';
import { DinersSchema1732240000100 } from '../diners/migrations/1732240000100-diners-schema';
import { DinerPhoneKey1732240000101 } from '../diners/migrations/1732240000101-diner-phone-key';
import { EventStoreSchema1732200000000 } from '../eventstore/migrations/1732200000000-event-store-schema';
import { EventPayloadCompression1732270000000 } from '../eventstore/migrations/1732270000000-event-payload-compression';
import { FloorSchema1732260000000 } from '../floor/migrations/1732260000000-floor-schema';
import { ReservationsSchema1732240000000 } from '../reservations/migrations/1732240000000-reservations-schema';

/** Every context's migrations, in the order they were written. */
export const ALL_MIGRATIONS = [EventStoreSchema1732200000000, AccessSchema1732210000000, FloorSchema1732260000000, AvailabilityReadModels1732250000000, ReservationsSchema1732240000000, DinersSchema1732240000100, DinerPhoneKey1732240000101, EventPayloadCompression1732270000000];
