import {
  DEPOSIT_STATUSES,
  RESERVATION_SOURCES,
  SALUTATIONS,
  fieldMessages,
  reservationDetailsSchema,
  depositLabelKey,
} from '@covers/shared';
import {
  Button,
  Checkbox,
  Col,
  DatePicker,
  Divider,
  Drawer,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
  TimePicker,
  type FormItemProps,
} from 'antd';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES, type DinerListRow, type ReservationRow } from '@covers/shared';
import { ApiError } from '../../../api/api-error';
import { useEdition } from '../../../edition/use-edition';
import { useSession } from '../../../session/use-session';
import { useCurrencySymbol } from '../../../i18n/use-money';
import { DinerSuggestions } from '../../diners/components/DinerSuggestions';
import { PhoneInput } from '../../diners/components/PhoneInput';
import { useUnsavedChangesGuard } from '../../../ui/UnsavedChangesGuard';
import type { NewBooking } from '../api/reservations.api';
import { useSaveBooking, useSaveDraft } from '../hooks/use-reservation-writes';
import { changedFields, toRequestFields, type BookingFormKind, type BookingFormValues } from './booking-form-values';
import { BookingHelp } from './BookingHelp';
import { TablePicker } from './TablePicker';

export interface BookingFormTarget {
  kind: BookingFormKind;
  initial: BookingFormValues;
  /** Edit: the booking being changed. */
  row?: ReservationRow;
  /** Continuing a saved draft: it becomes the booking (and is deleted) when saved. */
  draftId?: string;
}

const TITLES: Record<BookingFormKind, string> = {
  reservation: 'reservationsUi.titleReservation',
  walk_in: 'reservationsUi.titleWalkIn',
  waitlist: 'reservationsUi.titleWaitlist',
  edit: 'reservationsUi.titleEdit',
};
/** Typing in these asks for the diners the host may mean. */
const LOOKUP_FIELDS: readonly string[] = ['first_name', 'last_name', 'phone', 'email'];

const walkInSchema = reservationDetailsSchema.extend({ last_name: reservationDetailsSchema.shape.last_name.optional() });

/** Add reservation, walk-in or waitlist entry, or edit a booking; drafts; the double-booking prompt on save. */
export function BookingFormDrawer({ target, onClose }: { target: BookingFormTarget | null; onClose: () => void }) {
  const { t } = useTranslation();
  const currency = useCurrencySymbol();
  const edition = useEdition();
  const [form] = Form.useForm<BookingFormValues>();
  const [dirty, setDirty] = useState(false);
  const [draftId, setDraftId] = useState<string | undefined>();
  const [lookup, setLookup] = useState('');
  const kind = target?.kind ?? 'reservation';
  const booking = useSaveBooking({
    success: () => t(kind === 'edit' ? 'reservationsUi.updated' : 'reservationsUi.created'),
    onDeclined: (declined) => {
      if (declined !== 'tables') return;
      form.setFields([{ name: 'table_ids', errors: [t('reservationsUi.chooseTablesAgain')] }]);
      form.scrollToField('table_ids');
    },
  });
  const draft = useSaveDraft(() => t('reservationsUi.draftSaved'));

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue(target.initial);
    setDraftId(target.draftId);
    setLookup('');
    setDirty(false);
  }, [target, form]);

  const close = () => {
    setDirty(false);
    onClose();
  };

  const validate = (values: BookingFormValues): NewBooking | null => {
    const fields = toRequestFields(values, kind === 'edit' ? 'reservation' : kind);
    const schema = kind === 'walk_in' ? walkInSchema : reservationDetailsSchema;
    const parsed = schema.safeParse(fields);
    // Accepted by the schema: the fields are the request's.
    if (parsed.success) return fields as NewBooking;
    form.setFields(
      Object.entries(fieldMessages(parsed.error)).map(([path, key]) => ({
        name: path.split('.')[0] as keyof BookingFormValues,
        errors: [t(key)],
      })),
    );
    return null;
  };

  const showServerRefusal = (error: unknown) => {
    if (error instanceof ApiError && error.code === ERROR_CODES.VALIDATION_FAILED.code) {
      const fields = (error.result as { fields?: Record<string, string> } | undefined)?.fields ?? {};
      form.setFields(Object.entries(fields).map(([name, key]) => ({ name: name as keyof BookingFormValues, errors: [t(key)] })));
    }
  };

  const save = async (): Promise<void> => {
    const values = form.getFieldsValue(true) as BookingFormValues;
    const fields = validate(values);
    if (!fields || !target) throw new Error('invalid');
    const save =
      kind === 'edit' && target.row
        ? ({
            kind: 'edit',
            body: { reservation_id: target.row.reservation_id, date: target.row.date, ...changedFields(target.initial, values) },
          } as const)
        : kind === 'walk_in'
          ? ({ kind: 'walk_in', body: fields } as const)
          : ({ kind: 'add', body: { ...fields, draft_id: draftId } } as const);
    if ((await booking.mutateAsync(save, { onError: showServerRefusal })) === null) throw new Error('not booked');
    close();
  };

  const saveDraft = () => {
    const values = form.getFieldsValue(true) as BookingFormValues;
    const { present: _present, ...data } = toRequestFields(values, kind === 'waitlist' ? 'waitlist' : 'reservation');
    draft.mutate(
      { draftId, data },
      {
        onSuccess: (saved) => {
          setDraftId(saved.draft_id);
          close();
        },
      },
    );
  };

  const pickDiner = (diner: DinerListRow) => {
    const { diner_id, salutation, first_name, last_name, phone, email, vip } = diner;
    form.setFieldsValue({
      diner_id,
      salutation: salutation ?? undefined,
      first_name: first_name ?? undefined,
      last_name,
      phone: phone ?? undefined,
      email: email ?? undefined,
      vip,
    });
    setDirty(true);
    setLookup('');
  };

  const guard = useUnsavedChangesGuard({ dirty: dirty && target !== null, onSave: save });
  const { user, outlet } = useSession();
  const staffName = user?.staff_name;
  const salutations = useMemo(() => SALUTATIONS.map((value) => ({ value, label: value })), []);
  const span = edition === 'mobile' ? 24 : 12;

  return (
    <>
      <Drawer
        open={target !== null}
        title={t(TITLES[kind])}
        width={edition === 'mobile' ? '100%' : 640}
        onClose={() => guard.requestClose(close)}
        destroyOnHidden
        data-testid="booking-form"
        extra={
          <Space>
            {kind !== 'edit' && kind !== 'walk_in' && (
              <Button onClick={saveDraft} data-testid="save-draft">
                {t('reservationsUi.saveDraft')}
              </Button>
            )}
            <Button
              type="primary"
              loading={booking.isPending}
              onClick={() => void save().catch(() => undefined)}
              data-testid="save-booking"
            >
              {t('reservationsUi.save')}
            </Button>
          </Space>
        }
      >
        <Form
          form={form}
          layout="vertical"
          onValuesChange={(changed: Partial<BookingFormValues>) => {
            setDirty(true);
            const [field, value] = Object.entries(changed)[0] ?? [];
            if (!field || !LOOKUP_FIELDS.includes(field)) return;
            setLookup(typeof value === 'string' ? value : '');
            // Another phone or e-mail may be another diner: the server matches on it again.
            if (field === 'phone' || field === 'email') form.setFieldValue('diner_id', undefined);
          }}
          initialValues={{ adults: 2, children: 0, deposit_status: 'none', taken_by: staffName }}
          requiredMark
        >
          <Divider orientation="left" plain>
            {t('reservationsUi.groupBooking')}
          </Divider>
          <Row gutter={12}>
            {kind !== 'walk_in' && (
              <>
                <GridField span={span} name="date" label={t('reservationsUi.date')}>
                  <DatePicker style={{ width: '100%' }} allowClear={false} />
                </GridField>
                <GridField span={span} name="time" label={t('reservationsUi.time')}>
                  <TimePicker style={{ width: '100%' }} format="HH:mm" minuteStep={15} needConfirm={false} data-testid="booking-time" />
                </GridField>
              </>
            )}
            {kind !== 'walk_in' && (
              <Col span={24}>
                <BookingHelp form={form} reservationId={target?.row?.reservation_id} />
              </Col>
            )}
            <GridField span={edition === 'mobile' ? 12 : 6} name="adults" label={t('reservationsUi.adults')} required>
              <InputNumber min={1} max={500} style={{ width: '100%' }} />
            </GridField>
            <GridField span={edition === 'mobile' ? 12 : 6} name="children" label={t('reservationsUi.children')}>
              <InputNumber min={0} max={500} style={{ width: '100%' }} />
            </GridField>
            <GridField span={span} name="table_ids" label={t('reservationsUi.tables')}>
              <TablePicker />
            </GridField>
            <GridField span={span} name="taken_by" label={t('reservationsUi.takenBy')} required>
              <Input />
            </GridField>
            <GridField span={span} name="turnaround_minutes" label={t('reservationsUi.turnaround')}>
              <InputNumber min={5} max={1440} step={15} style={{ width: '100%' }} />
            </GridField>
            <GridField span={span} name="source" label={t('reservationsUi.source')}>
              <Select allowClear options={RESERVATION_SOURCES.map((value) => ({ value, label: value }))} />
            </GridField>
            {kind === 'waitlist' && (
              <Col span={24}>
                <Form.Item name="present" valuePropName="checked">
                  <Checkbox>{t('reservationsUi.present')}</Checkbox>
                </Form.Item>
              </Col>
            )}
          </Row>
          <Divider orientation="left" plain>
            {t('reservationsUi.groupDiner')}
          </Divider>
          <Row gutter={12}>
            <GridField span={edition === 'mobile' ? 8 : 4} name="salutation" label={t('reservationsUi.salutation')}>
              <Select allowClear options={salutations} />
            </GridField>
            <GridField span={edition === 'mobile' ? 16 : 8} name="first_name" label={t('reservationsUi.firstName')}>
              <Input />
            </GridField>
            <GridField
              span={edition === 'mobile' ? 24 : 12}
              name="last_name"
              label={t('reservationsUi.lastName')}
              required={kind !== 'walk_in'}
            >
              <Input />
            </GridField>
            <GridField span={span} name="phone" label={t('reservationsUi.phone')}>
              <PhoneInput defaultCountry={outlet?.country_code} testId="booking-phone" />
            </GridField>
            <GridField span={span} name="email" label={t('reservationsUi.email')}>
              <Input inputMode="email" />
            </GridField>
            <GridField span={24} name="vip" label={t('reservationsUi.vip')} valuePropName="checked">
              <Switch />
            </GridField>
          </Row>
          {kind !== 'edit' && <DinerSuggestions typed={lookup} pickedId={form.getFieldValue('diner_id')} onPick={pickDiner} />}
          <Divider orientation="left" plain>
            {t('reservationsUi.groupNotes')}
          </Divider>
          <Form.Item name="special_requests" label={t('reservationsUi.specialRequests')}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
          <Form.Item name="remarks" label={t('reservationsUi.remarks')}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
          <Form.Item name="staff_notes" label={t('reservationsUi.staffNotes')}>
            <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
          <Row gutter={12}>
            <GridField span={span} name="tags" label={t('reservationsUi.tags')}>
              <Select mode="tags" open={false} />
            </GridField>
            <GridField span={span} name="occasion" label={t('reservationsUi.occasion')}>
              <Input />
            </GridField>
          </Row>
          <Divider orientation="left" plain>
            {t('reservationsUi.groupMore')}
          </Divider>
          <Row gutter={12}>
            <GridField span={span} name="deposit_amount" label={t('reservationsUi.depositAmount')}>
              <InputNumber min={0} prefix={currency} style={{ width: '100%' }} data-testid="deposit-amount" />
            </GridField>
            <GridField span={span} name="deposit_status" label={t('reservationsUi.depositStatus')}>
              <Select options={DEPOSIT_STATUSES.map((value) => ({ value, label: t(depositLabelKey(value)) }))} />
            </GridField>
            <GridField span={span} name="customer_spend" label={t('reservationsUi.customerSpend')}>
              <InputNumber min={0} prefix={currency} style={{ width: '100%' }} data-testid="customer-spend" />
            </GridField>
            <GridField span={span} name="booked_by" label={t('reservationsUi.bookedBy')}>
              <Input />
            </GridField>
            <GridField span={span} name="hotel_name" label={t('reservationsUi.hotelName')}>
              <Input />
            </GridField>
            <GridField span={span} name="room_number" label={t('reservationsUi.roomNumber')}>
              <Input />
            </GridField>
          </Row>
          <Divider orientation="left" plain>
            {t('reservationsUi.groupThirdParty')}
          </Divider>
          <Row gutter={12}>
            <GridField span={span} name="third_party_name" label={t('reservationsUi.thirdPartyName')}>
              <Input />
            </GridField>
            <GridField span={span} name="third_party_relationship" label={t('reservationsUi.thirdPartyRelationship')}>
              <Input />
            </GridField>
            <GridField span={span} name="third_party_phone" label={t('reservationsUi.thirdPartyPhone')}>
              <Input inputMode="tel" />
            </GridField>
            <GridField span={span} name="third_party_email" label={t('reservationsUi.thirdPartyEmail')}>
              <Input inputMode="email" />
            </GridField>
          </Row>
        </Form>
      </Drawer>
      {booking.prompt}
      {guard.prompt}
    </>
  );
}

/** One field of the form in a grid column `span` wide. */
function GridField({
  span,
  children,
  ...item
}: { span: number; children: ReactNode } & Pick<FormItemProps, 'name' | 'label' | 'required' | 'valuePropName'>) {
  return (
    <Col span={span}>
      <Form.Item {...item}>{children}</Form.Item>
    </Col>
  );
}
