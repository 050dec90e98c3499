import { AGE_BANDS, LAST_VISIT_DAYS, UPCOMING_DAYS, VISIT_COUNT_OPERATORS } from '@covers/shared';
import { Button, Col, Form, InputNumber, Row, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { messageKey } from '../../../../i18n/message-key';
import { useDinerTags } from '../../hooks/use-diner-queries';
import type { DirectoryFilters } from './directory-query';

type YesNo = 'yes' | 'no';
/** The panel's fields: the filters, with yes/no for the two switches (a select holds no booleans). */
type PanelValues = Omit<DirectoryFilters, 'vip' | 'marketingOptIn'> & { vip?: YesNo; marketingOptIn?: YesNo };

/** Every field emptied (a field left out would keep its value). */
const NO_FILTERS: PanelValues = {
  tagIds: [],
  vip: undefined,
  visitOp: undefined,
  visitCount: null,
  ageBands: [],
  birthdayWithin: undefined,
  anniversaryWithin: undefined,
  lastVisitWithin: undefined,
  marketingOptIn: undefined,
};

const asBoolean = (value: YesNo | undefined) => (value === undefined ? undefined : value === 'yes');
const asYesNo = (value: boolean | undefined): YesNo | undefined => (value === undefined ? undefined : value ? 'yes' : 'no');

/** The directory's filters of spec §9: tags, VIP, visit count, age bands, birthdays, anniversaries, last visit, marketing opt-in. */
export function DirectoryFilterPanel({ filters, onChange }: { filters: DirectoryFilters; onChange: (filters: DirectoryFilters) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<PanelValues>();
  const tags = useDinerTags().data ?? [];
  const yesNo = (yes: string, no: string) => [
    { value: 'yes', label: yes },
    { value: 'no', label: no },
  ];
  const upcoming = UPCOMING_DAYS.map((days) => ({ value: days, label: t('dinersUi.nextDays', { count: days }) }));
  const column = { xs: 12, lg: 6 };

  return (
    <Form<PanelValues>
      form={form}
      layout="vertical"
      className="diner-filters"
      data-testid="diner-filters"
      initialValues={{ ...filters, vip: asYesNo(filters.vip), marketingOptIn: asYesNo(filters.marketingOptIn) }}
      onValuesChange={(_, all) => onChange({ ...all, vip: asBoolean(all.vip), marketingOptIn: asBoolean(all.marketingOptIn) })}
    >
      <Row gutter={12}>
        <Col {...column}>
          <Form.Item name="tagIds" label={t('dinersUi.tags')}>
            <Select
              mode="multiple"
              allowClear
              optionFilterProp="label"
              placeholder={t('dinersUi.any')}
              options={tags.map((tag) => ({ value: tag.tag_id, label: tag.name }))}
              data-testid="filter-tags"
            />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item name="vip" label={t('dinersUi.vip')}>
            <Select
              allowClear
              placeholder={t('dinersUi.any')}
              options={yesNo(t('dinersUi.vipOnly'), t('dinersUi.notVip'))}
              data-testid="filter-vip"
            />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item label={t('dinersUi.visitCount')}>
            <Space.Compact style={{ width: '100%' }}>
              <Form.Item name="visitOp" noStyle>
                <Select
                  allowClear
                  placeholder={t('dinersUi.any')}
                  style={{ width: '55%' }}
                  options={VISIT_COUNT_OPERATORS.map((op) => ({ value: op, label: t(messageKey('diners', `visitOp_${op}`)) }))}
                  data-testid="filter-visit-op"
                />
              </Form.Item>
              <Form.Item name="visitCount" noStyle>
                <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '45%' }} aria-label={t('dinersUi.visitCount')} />
              </Form.Item>
            </Space.Compact>
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item name="ageBands" label={t('dinersUi.ageBands')}>
            <Select
              mode="multiple"
              allowClear
              placeholder={t('dinersUi.any')}
              options={AGE_BANDS.map((band) => ({ value: band, label: t(messageKey('diners', `ageBand_${band}`)) }))}
            />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item name="birthdayWithin" label={t('dinersUi.birthday')}>
            <Select allowClear placeholder={t('dinersUi.any')} options={upcoming} />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item name="anniversaryWithin" label={t('dinersUi.anniversary')}>
            <Select allowClear placeholder={t('dinersUi.any')} options={upcoming} />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item name="lastVisitWithin" label={t('dinersUi.lastVisitDate')}>
            <Select
              allowClear
              placeholder={t('dinersUi.any')}
              options={LAST_VISIT_DAYS.map((days) => ({ value: days, label: t('dinersUi.lastDays', { count: days }) }))}
            />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item name="marketingOptIn" label={t('dinersUi.marketingOptIn')}>
            <Select allowClear placeholder={t('dinersUi.any')} options={yesNo(t('dinersUi.optedIn'), t('dinersUi.notOptedIn'))} />
          </Form.Item>
        </Col>
      </Row>
      <Button
        onClick={() => {
          form.setFieldsValue(NO_FILTERS);
          onChange({});
        }}
        data-testid="filter-clear"
      >
        {t('dinersUi.clearFilters')}
      </Button>
    </Form>
  );
}
