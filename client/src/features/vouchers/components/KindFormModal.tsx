import { MAX_VOUCHER_QUOTA, MAX_VOUCHER_USES, voucherAddConfigRequest } from '@covers/shared';
import { DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/api-error';
import { useCurrencySymbol } from '../../../i18n/use-money';
import { useSession } from '../../../session/use-session';
import { useAddVoucherKind } from '../hooks/use-voucher-writes';

interface KindValues {
  name: string;
  value: number;
  vouchers_quota: number;
  uses_per_voucher: number;
  validity: [Dayjs, Dayjs];
  rids: number[];
}

/** A new voucher kind: its value in this outlet's currency, quota, validity and the outlets (of that currency) that take it. */
export function KindFormModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<KindValues>();
  const { outlet, outlets } = useSession();
  const symbol = useCurrencySymbol();
  const add = useAddVoucherKind();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const sameCurrency = outlets.filter((o) => o.currency === outlet?.currency && o.permissions.servicesAndSlots === 'all');

  const save = async () => {
    const values = await form.validateFields();
    const body = {
      name: values.name,
      value_minor: Math.round(values.value * 100),
      vouchers_quota: values.vouchers_quota,
      uses_per_voucher: values.uses_per_voucher,
      valid_from: values.validity[0].format('YYYY-MM-DD'),
      valid_to: values.validity[1].format('YYYY-MM-DD'),
      rids: values.rids,
    };
    const parsed = voucherAddConfigRequest.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), t(issue.message)])));
      return;
    }
    setErrors({});
    add.mutate(body, {
      onSuccess: () => {
        form.resetFields();
        onClose();
      },
      onError: (error) => setErrors({ rids: error instanceof ApiError ? error.message : String(error) }),
    });
  };
  const fieldError = (name: string) => (errors[name] ? { validateStatus: 'error' as const, help: errors[name] } : {});

  return (
    <Modal
      open={open}
      title={t('vouchersUi.addKind')}
      okText={t('vouchersUi.save')}
      cancelText={t('vouchersUi.cancel')}
      onOk={save}
      onCancel={onClose}
      confirmLoading={add.isPending}
      destroyOnHidden
      data-testid="voucher-kind-modal"
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          uses_per_voucher: 1,
          vouchers_quota: 100,
          rids: outlet ? [outlet.rid] : [],
          validity: [dayjs(), dayjs().add(3, 'month')],
        }}
      >
        <Form.Item
          name="name"
          label={t('vouchersUi.name')}
          rules={[{ required: true, message: t('vouchers.nameRequired') }]}
          {...fieldError('name')}
        >
          <Input maxLength={80} data-testid="voucher-kind-name" />
        </Form.Item>
        <Form.Item
          name="value"
          label={t('vouchersUi.value')}
          rules={[{ required: true, message: t('vouchers.valueRequired') }]}
          {...fieldError('value_minor')}
        >
          <InputNumber min={0.01} precision={2} prefix={symbol} className="voucher-number" data-testid="voucher-kind-value" />
        </Form.Item>
        <Form.Item name="vouchers_quota" label={t('vouchersUi.quota')} rules={[{ required: true, message: t('vouchers.quotaRequired') }]}>
          <InputNumber min={1} max={MAX_VOUCHER_QUOTA} precision={0} className="voucher-number" />
        </Form.Item>
        <Form.Item
          name="uses_per_voucher"
          label={t('vouchersUi.usesPerVoucher')}
          rules={[{ required: true, message: t('vouchers.usesRequired') }]}
        >
          <InputNumber min={1} max={MAX_VOUCHER_USES} precision={0} className="voucher-number" />
        </Form.Item>
        <Form.Item name="validity" label={t('vouchersUi.validity')} rules={[{ required: true }]} {...fieldError('valid_to')}>
          <DatePicker.RangePicker allowClear={false} />
        </Form.Item>
        <Form.Item
          name="rids"
          label={t('vouchersUi.outlets')}
          rules={[{ required: true, message: t('vouchers.outletRequired') }]}
          {...fieldError('rids')}
        >
          <Select mode="multiple" options={sameCurrency.map((o) => ({ value: o.rid, label: o.name }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
