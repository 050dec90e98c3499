import { ArrowLeftOutlined } from '@ant-design/icons';
import { DINER_PAGE_SIZES, type DinerDuplicatePair, type DinerProfile, type DuplicateReason } from '@covers/shared';
import { Alert, Button, Card, Progress, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useEdition } from '../../../../edition/use-edition';
import { useMayEdit } from '../../../../session/permissions';
import { DinerCompare } from '../../components/DinerCompare';
import { dinerName } from '../../components/diner-name';
import { useDinerDuplicates } from '../../hooks/use-diner-merges';
import '../../diners.css';

const REASON_COLOURS: Record<DuplicateReason, string> = {
  phone: 'red',
  phone_national: 'volcano',
  email: 'orange',
  email_alias: 'gold',
  name: 'blue',
};

function DinerCell({ diner }: { diner: DinerProfile }) {
  return (
    <div className="diner-contact">
      <div className="diner-name">{dinerName(diner)}</div>
      <Typography.Text type="secondary">{[diner.phone, diner.email].filter(Boolean).join(' · ') || '—'}</Typography.Text>
    </div>
  );
}

/** /DinerDuplicates: pairs of diners that may be one person, strongest first; compare a pair, merge it, undo. */
export default function DinerDuplicatesPage() {
  const { t } = useTranslation();
  const editable = useMayEdit('dinerManagement');
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const duplicates = useDinerDuplicates(page.page, page.pageSize);
  const [comparing, setComparing] = useState<[DinerProfile, DinerProfile] | null>(null);
  const mobile = useEdition() === 'mobile';
  const reasons = (pair: DinerDuplicatePair) => (
    <Space size={[4, 4]} wrap>
      {pair.reasons.map((code) => (
        <Tag key={code} color={REASON_COLOURS[code]}>
          {t(`dinersUi.reason_${code}`, { percent: Math.round(pair.name_similarity * 100) })}
        </Tag>
      ))}
    </Space>
  );
  const compare = (pair: DinerDuplicatePair) => (
    <Button onClick={() => setComparing([pair.first, pair.second])} data-testid="compare-pair">
      {t('dinersUi.compare')}
    </Button>
  );
  const score = (pair: DinerDuplicatePair, size: number) => (
    <Progress type="circle" size={size} percent={Math.round(pair.score * 100)} data-testid="duplicate-score" />
  );

  return (
    <Card className="diners-page" data-testid="diner-duplicates">
      <div className="diners-toolbar">
        <Link to="/DinerDirectory" data-testid="back-to-directory">
          <ArrowLeftOutlined /> {t('dinersUi.backToDirectory')}
        </Link>
      </div>
      <Typography.Paragraph type="secondary">{t('dinersUi.duplicatesHint')}</Typography.Paragraph>
      {!editable ? (
        <Alert type="info" showIcon message={t('dinersUi.viewOnly')} />
      ) : (
        <Table<DinerDuplicatePair>
          rowKey={(pair) => `${pair.first.diner_id}:${pair.second.diner_id}`}
          size="middle"
          className="diner-table"
          data-testid="duplicate-list"
          loading={duplicates.isFetching && !duplicates.data}
          dataSource={duplicates.data?.pairs ?? []}
          locale={{ emptyText: t('dinersUi.noDuplicates') }}
          scroll={{ x: 'max-content' }}
          onChange={(pagination) =>
            setPage((p) => ({
              pageSize: pagination.pageSize ?? p.pageSize,
              page: pagination.pageSize !== p.pageSize ? 1 : (pagination.current ?? 1),
            }))
          }
          pagination={{
            current: page.page,
            pageSize: page.pageSize,
            total: duplicates.data?.total ?? 0,
            pageSizeOptions: DINER_PAGE_SIZES.map(String),
            showSizeChanger: true,
            showTotal: (total) => t('dinersUi.pairsTotal', { count: total }),
            size: 'small',
          }}
          columns={[
            {
              key: 'pair',
              title: t('dinersUi.pair'),
              render: (_, pair) => (
                <Space direction="vertical" size={4}>
                  <DinerCell diner={pair.first} />
                  <DinerCell diner={pair.second} />
                  {mobile && (
                    <>
                      <Space size={8}>
                        {score(pair, 32)}
                        {reasons(pair)}
                      </Space>
                      {compare(pair)}
                    </>
                  )}
                </Space>
              ),
            },
            // On a phone the pair's cell holds everything: no column is off the screen.
            ...(mobile
              ? []
              : [
                  { key: 'score', title: t('dinersUi.score'), render: (_: unknown, pair: DinerDuplicatePair) => score(pair, 44) },
                  { key: 'reasons', title: t('dinersUi.reasons'), render: (_: unknown, pair: DinerDuplicatePair) => reasons(pair) },
                  { key: 'actions', render: (_: unknown, pair: DinerDuplicatePair) => compare(pair) },
                ]),
          ]}
        />
      )}
      <DinerCompare pair={comparing} onClose={() => setComparing(null)} />
    </Card>
  );
}
