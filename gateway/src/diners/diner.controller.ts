import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DinersService } from '@covers/services/diners';
import { dinerFilterRequest } from '@covers/shared';
import { Requires } from '../access/route-access.decorators';
import { get, routeTable } from '../common/route-table';

/** Spec §7's diner group: the group's diners, as Diner Management (spec §6) lets the caller see them. */
@ApiTags('diner')
@Controller('diner')
export class DinerController extends routeTable(DinersService, {
  filter: get('filter', Requires('dinerManagement', 'view'), dinerFilterRequest, (diners, caller, input) => diners.filter(caller, input)),
}) {}
