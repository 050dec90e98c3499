import { DomainError } from '@covers/shared';
import { serviceAt, type DayService } from './service-capacity';
import type { Reservation } from './reservation.types';
import type { RulesOverride, ServiceRuleReason } from './reservations.events';

export interface RulesContext {
  services: readonly DayService[];
  /** How far into this date the previous date's services run: a time before it belongs to that night. */
  previousNightUntil: number;
  /** A walk-in's time is now, not chosen: it is not refused for falling outside every service. */
  anyTime: boolean;
}

/**
 * The rules `candidate` breaks, each the engine's own reason: a time outside every service of the day (when
 * the day has any), children where the service allows none, a party outside its min and max party size, a
 * table marked not bookable. A date without services, or a time in the previous night's service, has no
 * rules to check here.
 */
export function brokenRules(candidate: Reservation, context: RulesContext): RulesOverride | null {
  const service = serviceAt(context.services, candidate.time_minute);
  if (!service) {
    const outside = !context.anyTime && context.services.length > 0 && candidate.time_minute >= context.previousNightUntil;
    return outside ? { service_id: null, reasons: ['outsideServices'] } : null;
  }
  const reasons: ServiceRuleReason[] = [];
  if (candidate.children > 0 && !service.allowChildren) reasons.push('childrenNotAllowed');
  const pax = candidate.adults + candidate.children;
  if (service.covers && (pax < service.covers.minPartySize || pax > service.covers.maxPartySize)) reasons.push('partySizeOutOfRange');
  if (candidate.table_ids.some((id) => service.forbiddenTableIds.includes(id))) reasons.push('tableNotBookable');
  return reasons.length > 0 ? { service_id: service.serviceId, reasons } : null;
}

/**
 * Staff are told which rules a booking breaks (SERVICE_RULES_BROKEN, `choices: ['override_rules']`) unless
 * they overrode them; what was overridden is returned for the event and the audit trail.
 */
export function checkServiceRules(candidate: Reservation, context: RulesContext, overrideRules: boolean): RulesOverride | null {
  const broken = brokenRules(candidate, context);
  if (!broken || overrideRules) return broken;
  throw new DomainError(
    'SERVICE_RULES_BROKEN',
    {},
    {
      reasons: broken.reasons,
      service_id: broken.service_id,
      time_minute: candidate.time_minute,
      pax: candidate.adults + candidate.children,
      children: candidate.children,
      table_ids: candidate.table_ids,
      choices: ['override_rules'],
    },
  );
}
