import { ArrowDownOutlined, ArrowUpOutlined, CopyOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { FloorLayout, FloorPlanSummary } from '@covers/shared';
import { Button, Card, Input, List, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type * as Y from 'yjs';
import { showError } from '../../../../ui/feedback';
import { useAddPlan, useCopyPlan, useDeletePlan, useRenamePlan } from '../../hooks/use-plan-writes';
import { PlanAccessGate } from '../../components/floor-access';
import { addSection, deleteSection, renameSection, reorderSections } from '../../plan-document';
import { freePlanName, usePlanChoice, type PlanChoice } from '../../components/PlanPicker';
import { PlanStatus } from '../../components/PlanStatus';
import { PublishButton } from '../../components/PublishButton';
import { usePlanEditing } from '../../hooks/use-plan-editing';
import '../../floor.css';

/** `/sectionTable`: Settings → Sections and Table Plans: the outlet's plans, and the sections of one plan. */
export default function SectionTablePage() {
  return <PlanAccessGate>{(editable) => <SectionsAndTablePlans editable={editable} />}</PlanAccessGate>;
}

function SectionsAndTablePlans({ editable }: { editable: boolean }) {
  const choice = usePlanChoice();
  return (
    <div className="floor-settings">
      <PlanList choice={choice} editable={editable} />
      {choice.planId && <SectionsOfPlan key={choice.planId} planId={choice.planId} editable={editable} />}
    </div>
  );
}

function PlanList({ choice, editable }: { choice: PlanChoice; editable: boolean }) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState<{ planId: string; name: string } | null>(null);
  const adding = useAddPlan(() => t('floorUi.planCreated'));
  const renamingPlan = useRenamePlan(() => t('floorUi.planRenamed'));
  const copying = useCopyPlan(() => t('floorUi.planCopied'));
  const deleting = useDeletePlan(() => t('floorUi.planDeleted'));
  const create = () => adding.mutate({ name: freePlanName(choice.plans, t('floor.tablePlan')) });
  const saveName = () =>
    renaming &&
    renaming.name.trim() &&
    renamingPlan.mutate({ planId: renaming.planId, name: renaming.name.trim() }, { onSuccess: () => setRenaming(null) });

  return (
    <Card
      title={t('floorUi.tablePlans')}
      extra={
        editable && (
          <Button type="primary" icon={<PlusOutlined />} onClick={create} data-testid="new-plan">
            {t('floorUi.newPlan')}
          </Button>
        )
      }
    >
      <Table<FloorPlanSummary>
        rowKey="planId"
        size="small"
        pagination={false}
        loading={choice.loading}
        dataSource={choice.plans}
        scroll={{ x: 'max-content' }}
        rowClassName={(plan) => (plan.planId === choice.planId ? 'ant-table-row-selected' : '')}
        onRow={(plan) => ({ onClick: () => choice.setPlanId(plan.planId) })}
        columns={[
          {
            title: t('floor.tablePlan'),
            render: (_, plan) =>
              renaming?.planId === plan.planId ? (
                <Input
                  size="small"
                  autoFocus
                  value={renaming.name}
                  maxLength={60}
                  onChange={(e) => setRenaming({ ...renaming, name: e.target.value })}
                  onPressEnter={saveName}
                  onBlur={() => setRenaming(null)}
                  onClick={(e) => e.stopPropagation()}
                />
              ) : (
                plan.name
              ),
          },
          {
            title: t('floorUi.state'),
            render: (_, plan) =>
              plan.inService ? (
                <Tag color="green">{t('floor.inService')}</Tag>
              ) : plan.publishedAt ? (
                <Tag>{t('floor.published')}</Tag>
              ) : (
                <Tag>{t('floor.draft')}</Tag>
              ),
          },
          {
            title: t('floorUi.publishedAt'),
            render: (_, plan) => (plan.publishedAt ? dayjs(plan.publishedAt).format('YYYY-MM-DD HH:mm') : '–'),
          },
          {
            title: '',
            render: (_, plan) => (
              <Space size={4} onClick={(e) => e.stopPropagation()}>
                <Link to={`/tableEditor?plan=${encodeURIComponent(plan.planId)}`}>{t('floorUi.openEditor')}</Link>
                {editable && (
                  <>
                    <Button
                      size="small"
                      type="text"
                      icon={<EditOutlined />}
                      aria-label={t('floorUi.rename')}
                      onClick={() => setRenaming({ planId: plan.planId, name: plan.name })}
                    />
                    <Button
                      size="small"
                      type="text"
                      icon={<CopyOutlined />}
                      aria-label={t('floorUi.copy')}
                      onClick={() =>
                        copying.mutate({ planId: plan.planId, name: freePlanName(choice.plans, t('floorUi.copyOf', { name: plan.name })) })
                      }
                    />
                    <Popconfirm
                      title={t('floorUi.deletePlanConfirm')}
                      onConfirm={() => deleting.mutateAsync({ planId: plan.planId })}
                      disabled={plan.inService}
                    >
                      <Button
                        size="small"
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('floorUi.delete')}
                        disabled={plan.inService}
                      />
                    </Popconfirm>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
    </Card>
  );
}

/** The sections of the chosen plan, edited in its live document like the canvas editor does. */
function SectionsOfPlan({ planId, editable }: { planId: string; editable: boolean }) {
  const { t } = useTranslation();
  const { session, layout, status, others } = usePlanEditing(planId, []);
  const [name, setName] = useState('');
  const doc = session?.doc;
  if (!layout || !doc) return null;

  const add = () => {
    if (!name.trim()) return showError(t('floor.sectionNameRequired'));
    addSection(doc, name.trim());
    setName('');
  };

  return (
    <Card title={t('floorUi.sections')} data-testid="plan-sections">
      <Space wrap className="floor-sections-bar">
        <PlanStatus status={status} others={others} />
        {editable && <PublishButton planId={planId} layout={layout} onSelectTable={() => undefined} />}
      </Space>
      <List
        dataSource={layout.sections}
        locale={{ emptyText: t('floorUi.noSections') }}
        renderItem={(section, index) => (
          <List.Item
            actions={
              editable
                ? [
                    <Button
                      key="up"
                      size="small"
                      type="text"
                      icon={<ArrowUpOutlined />}
                      aria-label={t('floorUi.moveUp')}
                      disabled={index === 0}
                      onClick={() => move(doc, layout, index, -1)}
                    />,
                    <Button
                      key="down"
                      size="small"
                      type="text"
                      icon={<ArrowDownOutlined />}
                      aria-label={t('floorUi.moveDown')}
                      disabled={index === layout.sections.length - 1}
                      onClick={() => move(doc, layout, index, 1)}
                    />,
                    <Button
                      key="delete"
                      size="small"
                      type="text"
                      danger
                      icon={<DeleteOutlined />}
                      aria-label={t('floorUi.delete')}
                      onClick={() => deleteSection(doc, section.id) || showError(t('floor.sectionNotEmpty'))}
                    />,
                  ]
                : []
            }
          >
            <List.Item.Meta
              title={
                editable ? (
                  <Typography.Text
                    editable={{ onChange: (next) => next.trim() && renameSection(doc, section.id, next.trim()), maxLength: 60 }}
                  >
                    {section.name}
                  </Typography.Text>
                ) : (
                  section.name
                )
              }
              description={
                <Space size={[4, 4]} wrap>
                  {layout.tables
                    .filter((table) => table.sectionId === section.id)
                    .map((table) => (
                      <Tag key={table.id}>
                        {table.name} · {table.minPax}-{table.maxPax}
                      </Tag>
                    ))}
                </Space>
              }
            />
          </List.Item>
        )}
      />
      {editable && (
        <Space.Compact className="floor-add-section">
          <Input
            value={name}
            maxLength={60}
            placeholder={t('floorUi.sectionName')}
            onChange={(e) => setName(e.target.value)}
            onPressEnter={add}
            data-testid="section-name"
          />
          <Button icon={<PlusOutlined />} onClick={add} data-testid="add-section">
            {t('floorUi.addSection')}
          </Button>
        </Space.Compact>
      )}
    </Card>
  );
}

function move(doc: Y.Doc, layout: FloorLayout, index: number, by: number): void {
  const ids = layout.sections.map((section) => section.id);
  const [moved] = ids.splice(index, 1);
  ids.splice(index + by, 0, moved!);
  reorderSections(doc, ids);
}
