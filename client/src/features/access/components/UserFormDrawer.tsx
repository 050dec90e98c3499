import { ERROR_CODES, fieldMessages, uacSaveUserSchema, type UacRole, type UacUser, type UacUsersResult } from '@covers/shared';
import { Alert, Button, Drawer, Form, Input, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import type { UserSave } from '../api/access.api';
import { useSaveUser } from '../hooks/use-access-writes';

interface UserFormValues {
  staff_name: string;
  position_title: string;
  phone: string;
  email: string;
  user_id: string;
  password: string;
  /** Access type id per outlet rid; '' is Unassigned. */
  access: Record<string, string>;
}

const FIELDS = ['staff_name', 'position_title', 'phone', 'email', 'user_id', 'password'] as const;

function initialValues(user: UacUser | null, rids: number[]): UserFormValues {
  const access: Record<string, string> = {};
  for (const rid of rids) access[rid] = user?.outlets.find((o) => o.rid === rid)?.access_type_id ?? '';
  return {
    staff_name: user?.staff_name ?? '',
    position_title: user?.position_title ?? '',
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    user_id: user?.username ?? '',
    password: '',
    access,
  };
}

interface Props {
  /** null: a new user. */
  user: UacUser | null;
  open: boolean;
  data: UacUsersResult;
  roles: UacRole[];
  /** The outlets where the caller may grant access (User Access Control at All Access). */
  administered: number[];
  onClose: () => void;
}

/** Add or edit a user: profile, sign-in and an access type per outlet, with the rules of spec §5 on the fields. */
export function UserFormDrawer({ user, open, data, roles, administered, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserFormValues>();
  const [outletsError, setOutletsError] = useState<string | null>(null);
  const saving = useSaveUser();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialValues(user, administered));
    setOutletsError(null);
  }, [open, user, form, administered]);

  const toRequest = (values: UserFormValues): UserSave => ({
    ...(user ? { user_uid: user.user_uid } : {}),
    staff_name: values.staff_name,
    position_title: values.position_title,
    phone: values.phone,
    email: values.email,
    user_id: values.user_id,
    ...(values.password ? { password: values.password } : {}),
    // '' is Unassigned: form encoding leaves out a null, which the server would not read as one.
    outlets: administered.map((rid) => ({ rid, access_type_id: values.access[rid] ?? '' })),
  });

  const showErrors = (fields: Record<string, string>) => {
    form.setFields(FIELDS.map((name) => ({ name, errors: fields[name] ? [t(fields[name])] : [] })));
    const outlets = Object.entries(fields).find(([path]) => path.startsWith('outlets'));
    setOutletsError(outlets ? t(outlets[1]) : null);
  };

  const save = async () => {
    const body = toRequest(form.getFieldsValue(true) as UserFormValues);
    const parsed = uacSaveUserSchema.safeParse(body);
    if (!parsed.success) return showErrors(fieldMessages(parsed.error));
    showErrors({});
    try {
      await saving.mutateAsync(body);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === ERROR_CODES.VALIDATION_FAILED.code)
        showErrors((error.result as { fields?: Record<string, string> } | undefined)?.fields ?? {});
      else if (error instanceof ApiError && error.code === ERROR_CODES.USER_ID_TAKEN.code) showErrors({ user_id: error.message });
      else if (error instanceof ApiError) setOutletsError(error.message);
    }
  };

  const roleOptions = [{ value: '', label: t('access.unassigned') }, ...roles.map((r) => ({ value: r.access_type_id, label: r.name }))];
  const required = { required: true };
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t(user ? 'accessUi.editUser' : 'accessUi.addUser')}
      width="min(520px, 100vw)"
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" loading={saving.isPending} onClick={() => void save()} data-testid="uac-user-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <Form form={form} layout="vertical" data-testid="uac-user-form" onFinish={() => void save()}>
        <Form.Item name="staff_name" label={t('accessUi.staffName')} {...required}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="position_title" label={t('accessUi.positionTitle')}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="phone" label={t('accessUi.phone')}>
          <Input maxLength={40} inputMode="tel" />
        </Form.Item>
        <Form.Item name="email" label={t('accessUi.email')} {...required}>
          <Input maxLength={200} inputMode="email" />
        </Form.Item>
        <Form.Item name="user_id" label={t('accessUi.userId')} {...required}>
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item name="password" label={t('accessUi.password')} required={!user} extra={user ? t('accessUi.passwordKeep') : undefined}>
          <Input.Password maxLength={200} autoComplete="new-password" />
        </Form.Item>
        <Typography.Title level={5}>{t('accessUi.accessPerOutlet')}</Typography.Title>
        {data.outlets.map((outlet) => {
          const mine = administered.includes(outlet.rid);
          const held = user?.outlets.find((o) => o.rid === outlet.rid);
          return mine ? (
            <Form.Item key={outlet.rid} name={['access', String(outlet.rid)]} label={outlet.name}>
              <Select options={roleOptions} aria-label={outlet.name} data-testid={`uac-access-${outlet.rid}`} />
            </Form.Item>
          ) : (
            <Form.Item key={outlet.rid} label={outlet.name}>
              <Typography.Text type="secondary">{held?.access_type ?? t('access.unassigned')}</Typography.Text>
            </Form.Item>
          );
        })}
        {outletsError && <Alert type="error" showIcon message={outletsError} data-testid="uac-outlets-error" />}
      </Form>
    </Drawer>
  );
}
