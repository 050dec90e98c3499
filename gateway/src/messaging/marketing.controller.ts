import { Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { MarketingService } from '@covers/services/messaging';
import { marketingAudienceRequest, marketingSendRequest } from '@covers/shared';
import { Requires } from '../access/route-access.decorators';
import { post, routeTable } from '../common/route-table';

/** The Diner Directory's Send message: the outlet's marketing message to the opted-in diners of the filter (Diner Management, edit). */
@ApiTags('messaging')
@Controller('messaging')
export class MarketingController extends routeTable(MarketingService, {
  audience: post('marketing_audience', Requires('dinerManagement', 'all'), marketingAudienceRequest, (marketing, caller, input) =>
    marketing.audience(caller, input),
  ),
  send: post('marketing_send', Requires('dinerManagement', 'all'), marketingSendRequest, (marketing, caller, input) =>
    marketing.send(caller, input),
  ),
}) {}
