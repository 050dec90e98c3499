import { PlusOutlined } from '@ant-design/icons';
import type { FloorPlanSummary } from '@covers/shared';
import { Button, Empty, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useFloorPlans } from '../hooks/use-floor-plans';
import { useAddPlan } from '../hooks/use-plan-writes';

/** The plan shown, kept in the URL (`?plan=<planId>`); by default the plan in service, else the first. */
export function usePlanChoice() {
  const [params, setParams] = useSearchParams();
  const plans = useFloorPlans();
  const list = plans.data ?? [];
  const wanted = params.get('plan');
  const planId = list.find((plan) => plan.planId === wanted)?.planId ?? list[0]?.planId ?? null;
  const setPlanId = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('plan', next);
        return updated;
      },
      { replace: true },
    );
  return { planId, plans: list, loading: plans.isLoading, setPlanId, refetch: plans.refetch };
}
export type PlanChoice = ReturnType<typeof usePlanChoice>;

/** A name like "Table Plan 3" that no plan has yet. */
export function freePlanName(plans: readonly FloorPlanSummary[], base: string): string {
  const taken = new Set(plans.map((plan) => plan.name.toLowerCase()));
  for (let n = plans.length + 1; ; n++) if (!taken.has(`${base} ${n}`.toLowerCase())) return `${base} ${n}`;
}

export function PlanLabel({ plan }: { plan: FloorPlanSummary }) {
  const { t } = useTranslation();
  return (
    <Space size={4}>
      {plan.name}
      {plan.inService ? <Tag color="green">{t('floor.inService')}</Tag> : plan.publishedAt ? null : <Tag>{t('floor.draft')}</Tag>}
    </Space>
  );
}

/** Which plan to edit, and (with All Access) a new empty plan. */
export function PlanPicker({ choice, editable }: { choice: PlanChoice; editable: boolean }) {
  const { t } = useTranslation();
  const adding = useAddPlan();
  const create = () =>
    adding.mutate({ name: freePlanName(choice.plans, t('floor.tablePlan')) }, { onSuccess: ({ planId }) => choice.setPlanId(planId) });
  if (!choice.loading && choice.plans.length === 0)
    return (
      <Empty description={t('floorUi.noPlans')} className="floor-empty">
        {editable && (
          <Button type="primary" icon={<PlusOutlined />} onClick={create} data-testid="create-plan">
            {t('floorUi.newPlan')}
          </Button>
        )}
      </Empty>
    );
  return (
    <Space wrap className="floor-plan-picker">
      <Select
        value={choice.planId ?? undefined}
        onChange={choice.setPlanId}
        loading={choice.loading}
        options={choice.plans.map((plan) => ({ value: plan.planId, label: <PlanLabel plan={plan} /> }))}
        popupMatchSelectWidth={false}
        className="floor-plan-select"
        aria-label={t('floor.tablePlan')}
        data-testid="plan-select"
      />
      {editable && (
        <Button icon={<PlusOutlined />} onClick={() => void create()} data-testid="new-plan">
          {t('floorUi.newPlan')}
        </Button>
      )}
    </Space>
  );
}
