import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
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
import { Basic } from '../access/route-access.decorators';
import { get, post, routeTable } from '../common/route-table';

/** Spec §7's booking group: one booking's life — add, edit, status, tables, move, search, audit, notify, flags. */
@ApiTags('booking')
@Controller('booking')
export class BookingController extends routeTable(ReservationsService, {
  add: post('add_transaction', Basic(), addTransactionRequest, (reservations, caller, input) => reservations.add(caller, input)),
  walkIn: post('add_walk_in', Basic(), addWalkInRequest, (reservations, caller, input) => reservations.walkIn(caller, input)),
  get: get('get_transaction', Basic(), bookingRefRequest, (reservations, caller, input) => reservations.get(caller, input)),
  edit: post('edit_transaction', Basic(), editTransactionRequest, (reservations, caller, input) => reservations.edit(caller, input)),
  updateStatus: post('update_transaction_status', Basic(), updateStatusRequest, (reservations, caller, input) =>
    reservations.updateStatus(caller, input),
  ),
  exchange: post('exchange_table', Basic(), exchangeTableRequest, (reservations, caller, input) => reservations.exchange(caller, input)),
  reassign: post('reassign_table', Basic(), reassignTableRequest, (reservations, caller, input) => reservations.reassign(caller, input)),
  move: post('move_reservation', Basic(), moveReservationRequest, (reservations, caller, input) => reservations.move(caller, input)),
  search: get('search_transaction', Basic(), searchTransactionRequest, (reservations, caller, input) => reservations.search(caller, input)),
  searchHistory: get('search_history', Basic(), commonOnlyRequest, (reservations, caller) => reservations.searchHistory(caller)),
  audit: get('audit_trail', Basic(), auditTrailRequest, (reservations, caller, input) => reservations.auditTrail(caller, input)),
  resend: post('resend_notification', Basic(), resendNotificationRequest, (reservations, caller, input) =>
    reservations.resendNotification(caller, input),
  ),
  flags: get('flags', Basic(), flagsRequest, (reservations, caller, input) => reservations.flags(caller, input)),
  setFlags: post('flags', Basic(), setFlagsRequest, (reservations, caller, input) => reservations.setFlags(caller, input)),
}) {}
