import { HistoryOutlined } from '@ant-design/icons';
import { dinerAddRequest, fieldMessages, type DinerProfile } from '@covers/shared';
import { Button, Drawer, Form, Skeleton, Space, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEdition } from '../../../edition/use-edition';
import { useMayEdit } from '../../../session/permissions';
import { useUnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import { DinerFeedback } from '../../feedback/components/DinerFeedback';
import { useDinerProfile } from '../hooks/use-diner-queries';
import { useAddDiner, useEditDiner } from '../hooks/use-diner-writes';
import { DinerFields } from './DinerFields';
import { DinerPhoto } from './DinerPhoto';
import { DinerStats } from './DinerStats';
import { UndoMergeButton } from './UndoMergeButton';
import { dinerFormValues, dinerRequest, type DinerFormValues } from './diner-form-values';
import { dinerName } from './diner-name';
import { refusalFields } from './refusal-fields';

/** Add a diner (with the phone a link gave), or a diner's profile. */
export type DinerDrawerTarget = { kind: 'add'; phone?: string } | { kind: 'profile'; dinerId: string };

/**
 * A new diner's form, or a diner's profile: their photo, every field of spec §3 (editable with Diner Management at All Access),
 * their visits, cancellations and no-shows (counted from bookings) and a link to their history.
 */
export function DinerDrawer({ target, onClose }: { target: DinerDrawerTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const mobile = useEdition() === 'mobile';
  const editable = useMayEdit('dinerManagement');
  const [form] = Form.useForm<DinerFormValues>();
  const [dirty, setDirty] = useState(false);
  const dinerId = target?.kind === 'profile' ? target.dinerId : null;
  const profile = useDinerProfile(dinerId);
  const adding = useAddDiner();
  const editing = useEditDiner();
  const diner: DinerProfile | null = dinerId ? (profile.data ?? null) : null;
  const addPhone = target?.kind === 'add' ? target.phone : undefined;

  // The form follows the profile as it loads or changes elsewhere (live), unless the user is changing it.
  useEffect(() => {
    if (!target || dirty || (dinerId && !diner)) return;
    form.resetFields();
    form.setFieldsValue(dinerFormValues(diner, addPhone));
  }, [target, dinerId, diner, addPhone, dirty, form]);

  const close = () => {
    setDirty(false);
    onClose();
  };

  const showErrors = (fields: Record<string, string>) =>
    form.setFields(
      Object.entries(fields).map(([path, message]) => ({ name: path.split('.')[0] as keyof DinerFormValues, errors: [message] })),
    );

  const save = async (): Promise<void> => {
    const body = dinerRequest(form.getFieldsValue(true) as DinerFormValues);
    const parsed = dinerAddRequest.safeParse(body);
    if (!parsed.success) {
      showErrors(Object.fromEntries(Object.entries(fieldMessages(parsed.error)).map(([path, key]) => [path, t(key)])));
      throw new Error('invalid');
    }
    try {
      if (dinerId) await editing.mutateAsync({ diner_id: dinerId, ...body });
      else await adding.mutateAsync(body);
    } catch (error) {
      showErrors(refusalFields(error));
      throw error;
    }
    close();
  };

  const guard = useUnsavedChangesGuard({ dirty: dirty && target !== null, onSave: save });
  const title = !dinerId ? (
    t('dinersUi.addDiner')
  ) : (
    <Space size={6}>
      <span data-testid="diner-drawer-name">{diner ? dinerName(diner) : t('dinersUi.profile')}</span>
      {diner?.vip && <Tag color="gold">{t('dinersUi.vip')}</Tag>}
    </Space>
  );

  return (
    <>
      <Drawer
        open={target !== null}
        title={title}
        width={mobile ? '100%' : 640}
        onClose={() => guard.requestClose(close)}
        destroyOnHidden
        data-testid="diner-drawer"
        extra={
          editable && (
            <Button
              type="primary"
              loading={adding.isPending || editing.isPending}
              onClick={() => void save().catch(() => undefined)}
              data-testid="diner-save"
            >
              {t('common.save')}
            </Button>
          )
        }
      >
        {dinerId && !diner ? (
          <Skeleton active />
        ) : (
          <Space direction="vertical" size="middle" className="diners-block">
            {diner && (
              <>
                <DinerPhoto diner={diner} />
                <DinerStats diner={diner} />
                <UndoMergeButton dinerId={diner.diner_id} />
                <Link to={`/dinerHistory?diner_id=${encodeURIComponent(diner.diner_id)}`} data-testid="diner-history-link">
                  <HistoryOutlined /> {t('dinersUi.historyLink')}
                </Link>
              </>
            )}
            <Form
              form={form}
              layout="vertical"
              disabled={!editable}
              onValuesChange={() => setDirty(true)}
              data-testid="diner-form"
              requiredMark
            >
              <DinerFields />
            </Form>
            {diner && <DinerFeedback dinerId={diner.diner_id} />}
          </Space>
        )}
      </Drawer>
      {guard.prompt}
    </>
  );
}
