import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { DinersService } from '@covers/services/diners';
import { tagAddRequest, tagDeleteRequest, tagEditRequest, tagListRequest } from '@covers/shared';
import { Requires } from '../access/route-access.decorators';
import { get, post, routeTable } from '../common/route-table';

/** Spec §7's tag group: the group's diner tags (Settings > Diner Tags), under Diner Management. */
@ApiTags('tag')
@Controller('tag')
export class TagController extends routeTable(DinersService, {
  list: get('list', Requires('dinerManagement', 'view'), tagListRequest, (diners, caller) => diners.listTags(caller)),
  add: post('add', Requires('dinerManagement', 'all'), tagAddRequest, (diners, caller, input) => diners.addTag(caller, input)),
  edit: post('edit', Requires('dinerManagement', 'all'), tagEditRequest, (diners, caller, input) => diners.editTag(caller, input)),
  delete: post('delete', Requires('dinerManagement', 'all'), tagDeleteRequest, (diners, caller, input) => diners.deleteTag(caller, input)),
}) {}
