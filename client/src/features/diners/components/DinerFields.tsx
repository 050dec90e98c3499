import { GENDERS, SALUTATIONS } from '@covers/shared';
import { Col, DatePicker, Form, Input, Row, Select, Switch, Tag, type FormItemProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../../../edition/use-edition';
import { messageKey } from '../../../i18n/message-key';
import { useSession } from '../../../session/use-session';
import { useDinerTags } from '../hooks/use-diner-queries';
import { PhoneInput } from './PhoneInput';
import { TagChip } from './TagChip';

/** Every editable field of a diner (spec §3), inside the caller's Form. */
export function DinerFields() {
  const { t } = useTranslation();
  const wide = useEdition() !== 'mobile';
  const country = useSession().outlet?.country_code;
  const tags = useDinerTags().data ?? [];
  const half = wide ? 12 : 24;
  return (
    <Row gutter={12}>
      <Field span={wide ? 6 : 8} name="salutation" label={t('dinersUi.salutation')}>
        <Select allowClear options={SALUTATIONS.map((value) => ({ value, label: value }))} data-testid="diner-salutation" />
      </Field>
      <Field span={wide ? 18 : 16} name="first_name" label={t('dinersUi.firstName')}>
        <Input maxLength={80} data-testid="diner-first-name" />
      </Field>
      <Field span={24} name="last_name" label={t('dinersUi.lastName')} required>
        <Input maxLength={80} data-testid="diner-last-name" />
      </Field>
      <Field span={half} name="phone" label={t('dinersUi.phone')}>
        <PhoneInput defaultCountry={country} testId="diner-phone" />
      </Field>
      <Field span={half} name="email" label={t('dinersUi.email')}>
        <Input inputMode="email" maxLength={254} data-testid="diner-email" />
      </Field>
      <Field span={wide ? 6 : 12} name="vip" label={t('dinersUi.vip')} valuePropName="checked">
        <Switch data-testid="diner-vip" />
      </Field>
      <Field span={wide ? 6 : 12} name="marketing_opt_in" label={t('dinersUi.marketingOptIn')} valuePropName="checked">
        <Switch data-testid="diner-marketing" />
      </Field>
      <Field span={half} name="gender" label={t('dinersUi.gender')}>
        <Select options={GENDERS.map((value) => ({ value, label: t(messageKey('diners', `gender_${value}`)) }))} />
      </Field>
      <Field span={half} name="birthday" label={t('dinersUi.birthday')}>
        <DatePicker style={{ width: '100%' }} data-testid="diner-birthday" />
      </Field>
      <Field span={half} name="anniversary" label={t('dinersUi.anniversary')}>
        <DatePicker style={{ width: '100%' }} />
      </Field>
      <Field span={half} name="nationality" label={t('dinersUi.nationality')}>
        <Input maxLength={60} />
      </Field>
      <Field span={half} name="organisation" label={t('dinersUi.organisation')}>
        <Input maxLength={120} />
      </Field>
      <Field span={half} name="membership" label={t('dinersUi.membership')}>
        <Input maxLength={60} />
      </Field>
      <Field span={24} name="tag_ids" label={t('dinersUi.tags')}>
        <Select
          mode="multiple"
          optionFilterProp="label"
          options={tags.map((tag) => ({ value: tag.tag_id, label: tag.name }))}
          optionRender={(option) => {
            const tag = tags.find((candidate) => candidate.tag_id === option.value);
            return tag ? <TagChip tag={tag} /> : option.label;
          }}
          tagRender={({ value, closable, onClose }) => {
            const tag = tags.find((candidate) => candidate.tag_id === value);
            return (
              <Tag
                color={tag?.colour}
                closable={closable}
                onClose={onClose}
                onMouseDown={(event) => event.preventDefault()}
                className="diner-tag"
              >
                {tag?.name ?? value}
              </Tag>
            );
          }}
          data-testid="diner-tags"
        />
      </Field>
      <Field span={half} name="dining_preferences" label={t('dinersUi.diningPreferences')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} />
      </Field>
      <Field span={half} name="seating_preferences" label={t('dinersUi.seatingPreferences')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} />
      </Field>
      <Field span={24} name="notes" label={t('dinersUi.notes')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={4000} />
      </Field>
    </Row>
  );
}

/** One field in a grid column `span` wide. */
function Field({
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
