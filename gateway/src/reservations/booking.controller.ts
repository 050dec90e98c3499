import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OutletCaller } from '@covers/services/access';
import { ReservationsService } from '@covers/services/reservations';
import {
  addTransactionRequest,
  addWalkInRequest,
  auditTrailRequest,
  bookingRefRequest,
  commonOnlyRequest,
  editTransactionRequest,
  exchangeTableRequest,
  flagsRequest,
  moveReservationRequest,
  reassignTableRequest,
  resendNotificationRequest,
  searchTransactionRequest,
  setFlagsRequest,
  updateStatusRequest,
} from '@covers/shared';
import { Outlet } from '../access/outlet.decorator';
import { Basic } from '../access/route-access.decorators';
import { Input, type In } from '../common/input.decorator';
import { Get, Post } from '../common/route.decorators';

/** Spec §7's booking group: one booking's life — add, edit, status, tables, move, search, audit, notify, flags. */
@ApiTags('booking')
@Controller('booking')
export class BookingController {
  constructor(private readonly reservations: ReservationsService) {}

  @Post('add_transaction', Basic())
  add(@Outlet() caller: OutletCaller, @Input(addTransactionRequest) input: In<typeof addTransactionRequest>) {
    return this.reservations.add(caller, input);
  }

  @Post('add_walk_in', Basic())
  walkIn(@Outlet() caller: OutletCaller, @Input(addWalkInRequest) input: In<typeof addWalkInRequest>) {
    return this.reservations.walkIn(caller, input);
  }

  @Get('get_transaction', Basic())
  get(@Outlet() caller: OutletCaller, @Input(bookingRefRequest) input: In<typeof bookingRefRequest>) {
    return this.reservations.get(caller, input);
  }

  @Post('edit_transaction', Basic())
  edit(@Outlet() caller: OutletCaller, @Input(editTransactionRequest) input: In<typeof editTransactionRequest>) {
    return this.reservations.edit(caller, input);
  }

  @Post('update_transaction_status', Basic())
  updateStatus(@Outlet() caller: OutletCaller, @Input(updateStatusRequest) input: In<typeof updateStatusRequest>) {
    return this.reservations.updateStatus(caller, input);
  }

  @Post('exchange_table', Basic())
  exchange(@Outlet() caller: OutletCaller, @Input(exchangeTableRequest) input: In<typeof exchangeTableRequest>) {
    return this.reservations.exchange(caller, input);
  }

  @Post('reassign_table', Basic())
  reassign(@Outlet() caller: OutletCaller, @Input(reassignTableRequest) input: In<typeof reassignTableRequest>) {
    return this.reservations.reassign(caller, input);
  }

  @Post('move_reservation', Basic())
  move(@Outlet() caller: OutletCaller, @Input(moveReservationRequest) input: In<typeof moveReservationRequest>) {
    return this.reservations.move(caller, input);
  }

  @Get('search_transaction', Basic())
  search(@Outlet() caller: OutletCaller, @Input(searchTransactionRequest) input: In<typeof searchTransactionRequest>) {
    return this.reservations.search(caller, input);
  }

  @Get('search_history', Basic())
  searchHistory(@Outlet() caller: OutletCaller, @Input(commonOnlyRequest) _input: In<typeof commonOnlyRequest>) {
    return this.reservations.searchHistory(caller);
  }

  @Get('audit_trail', Basic())
  audit(@Outlet() caller: OutletCaller, @Input(auditTrailRequest) input: In<typeof auditTrailRequest>) {
    return this.reservations.auditTrail(caller, input);
  }

  @Post('resend_notification', Basic())
  resend(@Outlet() caller: OutletCaller, @Input(resendNotificationRequest) input: In<typeof resendNotificationRequest>) {
    return this.reservations.resendNotification(caller, input);
  }

  @Get('flags', Basic())
  flags(@Outlet() caller: OutletCaller, @Input(flagsRequest) input: In<typeof flagsRequest>) {
    return this.reservations.flags(caller, input);
  }

  @Post('flags', Basic())
  setFlags(@Outlet() caller: OutletCaller, @Input(setFlagsRequest) input: In<typeof setFlagsRequest>) {
    return this.reservations.setFlags(caller, input);
  }
}
