import {
  PERMISSION_GROUPS,
  PERMISSIONS,
  PERMISSION_NAMES,
  fieldMessages,
  uacSaveAccessTypeSchema,
  type Permission,
  type PermissionSet,
  type UacRole,
} from '@covers/shared';
import { Form, Input, Modal, Radio, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { useSaveRole } from '../hooks/use-access-writes';
import { levelLabelKey, levelsOf } from './permission-labels';

const NEW_TYPE: PermissionSet = {
  servicesAndSlots: 'view',
  sectionsAndTablePlans: 'view',
  dinerManagement: 'view',
  exportDinerList: 'none',
  userAccessControl: 'none',
  reports: 'none',
};

interface Props {
  /** null: a new access type. */
  role: UacRole | null;
  open: boolean;
  onClose: () => void;
}

/** Add or edit a custom access type: its name and a level for each permission of spec §6, by group. */
export function AccessTypeModal({ role, open, onClose }: Props) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [permissions, setPermissions] = useState<PermissionSet>(NEW_TYPE);
  const [nameError, setNameError] = useState<string | null>(null);
  const saving = useSaveRole();
  useEffect(() => {
    if (!open) return;
    setName(role?.name ?? '');
    setPermissions(role?.permissions ?? NEW_TYPE);
    setNameError(null);
  }, [open, role]);

  const save = async () => {
    const body = { ...(role ? { access_type_id: role.access_type_id } : {}), name, permissions };
    const parsed = uacSaveAccessTypeSchema.safeParse(body);
    if (!parsed.success) return setNameError(t(fieldMessages(parsed.error).name ?? 'validation.invalidValue'));
    try {
      await saving.mutateAsync(body);
      onClose();
    } catch (error) {
      if (error instanceof ApiError) setNameError(error.message);
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving.isPending}
      title={t(role ? 'accessUi.editAccessType' : 'accessUi.addAccessType')}
      okButtonProps={{ 'data-testid': 'uac-role-save' }}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="uac-role-form">
        <Form.Item
          htmlFor="uac-role-name"
          label={t('accessUi.accessTypeName')}
          required
          validateStatus={nameError ? 'error' : undefined}
          help={nameError}
        >
          <Input id="uac-role-name" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} />
        </Form.Item>
        {PERMISSION_GROUPS.map((group) => (
          <div key={group} className="uac-permission-group">
            <Typography.Title level={5}>{t(`accessUi.group_${group}`)}</Typography.Title>
            {PERMISSION_NAMES.filter((p) => PERMISSIONS[p].group === group).map((permission: Permission) => (
              <Form.Item key={permission} label={t(`accessUi.permission_${permission}`)}>
                <Radio.Group
                  data-testid={`uac-level-${permission}`}
                  optionType="button"
                  value={permissions[permission]}
                  onChange={(e) => setPermissions({ ...permissions, [permission]: e.target.value as PermissionSet[Permission] })}
                  options={levelsOf(permission).map((level) => ({ value: level, label: t(levelLabelKey(permission, level)) }))}
                />
              </Form.Item>
            ))}
          </div>
        ))}
      </Form>
    </Modal>
  );
}
