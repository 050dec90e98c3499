import type { RecurringTimes, SectionWithTables } from '@covers/shared';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Form, Space } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../api/api-error';
import { showError } from '../../../../ui/feedback';
import { useUnsavedChangesGuard } from '../../../../ui/UnsavedChangesGuard';
import { CapacitySection, TurnaroundSection } from './CapacitySection';
import { FieldErrorsContext, type ShownErrors } from './field-errors';
import { GeneralSection, type ServiceFormVariant } from './GeneralSection';
import { OnlineSlotsSection } from './OnlineSlotsSection';
import {
  formToDefinitionInput,
  sectionsComplete,
  validateServiceForm,
  type FieldErrors,
  type ServiceFormValues,
} from './service-form-values';

export type ServiceFormPart = 'general' | 'capacity' | 'turnaround' | 'slots';
export const ALL_PARTS: ServiceFormPart[] = ['general', 'capacity', 'turnaround', 'slots'];

export interface ServiceFormProps {
  initial: ServiceFormValues;
  /** The outlet's other services: a new time range must not overlap them. */
  otherServices: readonly RecurringTimes[];
  sections: SectionWithTables[];
  tablePlans: { planId: string; name: string }[];
  parts?: ServiceFormPart[];
  readOnly?: boolean;
  variant?: ServiceFormVariant;
  /** Sends the form; a refusal (ApiError) with `result.fields` shows its messages on the fields. */
  onSave: (values: ServiceFormValues) => Promise<unknown>;
  /** After a save from the Save button (not from the unsaved-changes prompt, which goes where the user was going). */
  onSaved?: (result: unknown) => void;
  onCancel?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}

const sameDefinition = (a: ServiceFormValues, b: ServiceFormValues) =>
  JSON.stringify(formToDefinitionInput(a)) === JSON.stringify(formToDefinitionInput(b));

/** Leaf field paths of antd's changed values ('covers.totalCovers', 'turnaround.1.minPax'). */
function changedPaths(changed: unknown, prefix: string[] = []): string[] {
  if (Array.isArray(changed) && changed.some((item) => item !== null && typeof item === 'object')) {
    return changed.flatMap((item, index) => (item === undefined ? [] : changedPaths(item, [...prefix, String(index)])));
  }
  if (changed !== null && typeof changed === 'object' && !Array.isArray(changed)) {
    return Object.entries(changed).flatMap(([key, value]) => changedPaths(value, [...prefix, key]));
  }
  return [prefix.join('.')];
}

/**
 * The service editor: General, Capacity, Turnaround and Online booking slots. Every rule comes from the
 * shared schema and shows on its field as the user types (after the field is touched, or on Save).
 */
export function ServiceForm({
  initial,
  otherServices,
  sections,
  tablePlans,
  parts = ALL_PARTS,
  readOnly = false,
  variant = 'full',
  onSave,
  onSaved,
  onCancel,
  onDirtyChange,
}: ServiceFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ServiceFormValues>();
  const [values, setValues] = useState(initial);
  const [baseline, setBaseline] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<FieldErrors>({});
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ result: unknown } | null>(null);

  const rules = useMemo(() => validateServiceForm(values, otherServices), [values, otherServices]);
  const dirty = !readOnly && !sameDefinition(values, baseline);

  // A change saved elsewhere (another host, live) replaces the form while the user has not edited it.
  const initialKey = JSON.stringify(initial);
  const latest = useRef({ initial, baseline, readOnly });
  latest.current = { initial, baseline, readOnly };
  useEffect(() => {
    // Edited or not is read from the form's own store: `values` lags it by a render, and a click in that
    // render must not be replaced.
    const { readOnly: viewOnly, baseline: before } = latest.current;
    if (!viewOnly && !sameDefinition(form.getFieldsValue(true) as ServiceFormValues, before)) return;
    form.setFieldsValue(latest.current.initial);
    setValues(latest.current.initial);
    setBaseline(latest.current.initial);
  }, [initialKey, form]);

  const refresh = useCallback(() => {
    setValues(form.getFieldsValue(true) as ServiceFormValues);
    setServer({});
    setServerMessage(null);
  }, [form]);

  // A refusal with field messages shows them on the fields; any other is shown as a message.
  const { mutateAsync: send, isPending: saving } = useMutation({
    mutationFn: onSave,
    onSuccess: (_result, sent) => setBaseline(sent),
    onError: (error) => {
      const fields = error instanceof ApiError ? (error.result as { fields?: FieldErrors } | undefined)?.fields : undefined;
      if (fields) {
        setServer(fields);
        setServerMessage(error.message);
      } else if (error instanceof ApiError) showError(error.message);
    },
  });
  const save = useCallback(async () => {
    setSubmitted(true);
    const current = form.getFieldsValue(true) as ServiceFormValues;
    if (Object.keys(validateServiceForm(current, otherServices)).length > 0) throw new Error('invalid');
    return send(current);
  }, [form, send, otherServices]);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  const { prompt, requestClose } = useUnsavedChangesGuard({ dirty, onSave: save });
  const savedHandler = useRef(onSaved);
  savedHandler.current = onSaved;
  useEffect(() => {
    if (saved) savedHandler.current?.(saved.result);
  }, [saved]);

  // A touched field shows its message; a slot changed as a whole (duplicated, bulk edited) shows all of its own.
  const shownErrors: ShownErrors = {
    rules,
    server,
    shown: (path) => submitted || touched.has(path) || touched.has(path.split('.').slice(0, 2).join('.')),
  };
  const has = (part: ServiceFormPart) => parts.includes(part);
  return (
    <FieldErrorsContext.Provider value={shownErrors}>
      <Form
        form={form}
        layout="vertical"
        initialValues={initial}
        disabled={readOnly}
        className="service-form"
        data-testid="service-form"
        onValuesChange={(changed) => {
          setTouched((current) => new Set([...current, ...changedPaths(changed)]));
          refresh();
        }}
        onFinish={() =>
          void save().then(
            (result) => setSaved({ result }),
            () => undefined,
          )
        }
      >
        {serverMessage && (
          <Alert type="error" showIcon message={serverMessage} className="service-form-alert" data-testid="server-message" />
        )}
        {has('general') && <GeneralSection values={values} sections={sections} tablePlans={tablePlans} variant={variant} />}
        {has('capacity') && <CapacitySection />}
        {has('turnaround') && <TurnaroundSection />}
        {has('slots') && (
          <OnlineSlotsSection
            form={form}
            slots={values.onlineSlots}
            sections={sections}
            readOnly={readOnly}
            canAddSlots={sectionsComplete(values)}
            onSlotsChanged={(slots) => {
              setTouched((current) => new Set([...current, 'onlineSlots', ...slots.map((index) => `onlineSlots.${index}`)]));
              refresh();
            }}
          />
        )}
        {!readOnly && (
          <Space className="service-form-actions">
            {onCancel && (
              <Button disabled={false} onClick={() => requestClose(onCancel)}>
                {t('common.cancel')}
              </Button>
            )}
            <Button type="primary" htmlType="submit" loading={saving} data-testid="service-save">
              {t('common.save')}
            </Button>
          </Space>
        )}
      </Form>
      {prompt}
    </FieldErrorsContext.Provider>
  );
}
