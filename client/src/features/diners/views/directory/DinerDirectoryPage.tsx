import {
  DownloadOutlined,
  FilterOutlined,
  MailOutlined,
  MergeCellsOutlined,
  PlusOutlined,
  SearchOutlined,
  UploadOutlined,
} from '@ant-design/icons';
import { DINER_PAGE_SIZES, toE164, type DinerListRow, type DinerSearchScope, type DinerSort } from '@covers/shared';
import { Badge, Button, Card, Input, Select, Space, Table, Tag, Typography, type TableProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useMayEdit } from '../../../../session/permissions';
import { showError } from '../../../../ui/feedback';
import { dinersFiles } from '../../api/diners.files';
import { DinerImportDialog } from '../../import/DinerImportDialog';
import { MarketingSendDialog } from '../../../messaging/components/MarketingSendDialog';
import { useSession } from '../../../../session/use-session';
import { DinerDrawer, type DinerDrawerTarget } from '../../components/DinerDrawer';
import { TagChip } from '../../components/TagChip';
import { dinerName } from '../../components/diner-name';
import { useDinerDirectory, useDinerTags } from '../../hooks/use-diner-queries';
import { DirectoryFilterPanel } from './DirectoryFilterPanel';
import { FIRST_PAGE, activeFilterCount, filterRequest, type DirectoryQuery } from './directory-query';
import '../../diners.css';

const TYPING_PAUSE_MS = 300;
/** The table's sortable columns are the server's sorts. */
const SORTED_COLUMNS: Record<string, DinerSort> = { name: 'name', visits: 'visits', last_visit: 'last_visit' };

/** The search text as typed, sent once typing pauses (back to the first page). */
function useTypedSearch(onSearch: (search: string) => void) {
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => onSearch(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, onSearch]);
  return [typed, setTyped] as const;
}

/**
 * `/DinerDirectory?phone=…` (a link from telephony, kept across sign-in) opens Add diner with that phone; the
 * phone then leaves the address, so a reload does not open the form again.
 */
function usePhoneLink(open: (target: DinerDrawerTarget) => void) {
  const [params, setParams] = useSearchParams();
  const country = useSession().outlet?.country_code;
  const phone = params.get('phone');
  useEffect(() => {
    if (!phone) return;
    open({ kind: 'add', phone: toE164(phone, country ?? 'SG') ?? phone });
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['phone', 'rid']) next.delete(key);
        return next;
      },
      { replace: true },
    );
  }, [phone, country, open, setParams]);
}

/** The directory's search and filters without its page and order: whose opted-in diners a marketing message reaches. */
function audienceOf(query: DirectoryQuery) {
  const { sort: _sort, order: _order, page: _page, page_size: _pageSize, ...filter } = filterRequest(query);
  return filter;
}

/** /DinerDirectory: the group's diners, searched and filtered (spec §9), paged and sorted on the server; add a diner, open a profile. */
export default function DinerDirectoryPage() {
  const { t } = useTranslation();
  const editable = useMayEdit('dinerManagement');
  const exportable = useMayEdit('exportDinerList');
  const [importing, setImporting] = useState(false);
  const [messaging, setMessaging] = useState(false);
  const [exporting, setExporting] = useState(false);
  const exportList = () => {
    setExporting(true);
    dinersFiles
      .downloadExport(filterRequest(query))
      .catch((error: Error) => showError(error.message))
      .finally(() => setExporting(false));
  };
  const [query, setQuery] = useState<DirectoryQuery>(FIRST_PAGE);
  const [showFilters, setShowFilters] = useState(false);
  const [drawer, setDrawer] = useState<DinerDrawerTarget | null>(null);
  const onSearch = useMemo(() => (search: string) => setQuery((q) => (q.search === search ? q : { ...q, search, page: 1 })), []);
  const [typed, setTyped] = useTypedSearch(onSearch);
  usePhoneLink(setDrawer);
  const directory = useDinerDirectory(filterRequest(query));
  const tags = new Map((useDinerTags().data ?? []).map((tag) => [tag.tag_id, tag]));
  const filterCount = activeFilterCount(query.filters);

  const sortOrder = (column: DinerSort) => (query.sort === column ? (query.order === 'asc' ? 'ascend' : 'descend') : null);
  const onTableChange: TableProps<DinerListRow>['onChange'] = (pagination, _filters, sorter) => {
    const sorted = Array.isArray(sorter) ? sorter[0] : sorter;
    const sort = sorted?.order ? SORTED_COLUMNS[String(sorted.columnKey)] : undefined;
    setQuery((q) => {
      const pageSize = pagination.pageSize ?? q.pageSize;
      const resorted = (sort ?? 'name') !== q.sort || (sorted?.order === 'descend' ? 'desc' : 'asc') !== q.order;
      return {
        ...q,
        sort: sort ?? 'name',
        order: sorted?.order === 'descend' ? 'desc' : 'asc',
        pageSize,
        page: resorted || pageSize !== q.pageSize ? 1 : (pagination.current ?? 1),
      };
    });
  };

  return (
    <Card className="diners-page" data-testid="diner-directory">
      <div className="diners-toolbar">
        <Space.Compact className="diners-search">
          <Select<DinerSearchScope>
            value={query.scope}
            onChange={(scope) => setQuery((q) => ({ ...q, scope, page: 1 }))}
            options={[
              { value: 'outlet', label: t('dinersUi.scopeOutlet') },
              { value: 'group', label: t('dinersUi.scopeGroup') },
            ]}
            popupMatchSelectWidth={false}
            data-testid="diner-scope"
          />
          <Input
            allowClear
            prefix={<SearchOutlined />}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t('dinersUi.searchPlaceholder')}
            aria-label={t('dinersUi.searchPlaceholder')}
            maxLength={120}
            data-testid="diner-search"
          />
        </Space.Compact>
        <Badge count={filterCount} size="small">
          <Button
            icon={<FilterOutlined />}
            type={showFilters ? 'primary' : 'default'}
            ghost={showFilters}
            onClick={() => setShowFilters((s) => !s)}
            data-testid="diner-filters-toggle"
          >
            {t('dinersUi.filters')}
          </Button>
        </Badge>
        {editable && (
          <Link to="/DinerDuplicates" data-testid="diner-duplicates-link">
            <Button icon={<MergeCellsOutlined />}>{t('dinersUi.duplicates')}</Button>
          </Link>
        )}
        {editable && (
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="diner-import">
            {t('dinersUi.importDiners')}
          </Button>
        )}
        {editable && (
          <Button icon={<MailOutlined />} onClick={() => setMessaging(true)} data-testid="diner-send-message">
            {t('marketingUi.sendMessage')}
          </Button>
        )}
        {exportable && (
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportList} data-testid="diner-export">
            {t('dinersUi.exportDiners')}
          </Button>
        )}
        {editable && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDrawer({ kind: 'add' })}
            data-testid="add-diner"
            className="diners-add"
          >
            {t('dinersUi.addDiner')}
          </Button>
        )}
      </div>
      {showFilters && (
        <DirectoryFilterPanel filters={query.filters} onChange={(filters) => setQuery((q) => ({ ...q, filters, page: 1 }))} />
      )}
      <Table<DinerListRow>
        rowKey="diner_id"
        size="middle"
        className="diner-table"
        data-testid="diner-list"
        loading={directory.isFetching && !directory.data}
        dataSource={directory.data?.diners ?? []}
        locale={{ emptyText: t('dinersUi.noDiners') }}
        scroll={{ x: 'max-content' }}
        onChange={onTableChange}
        onRow={(diner) => ({ onClick: () => setDrawer({ kind: 'profile', dinerId: diner.diner_id }), className: 'diner-row' })}
        pagination={{
          current: query.page,
          pageSize: query.pageSize,
          total: directory.data?.total ?? 0,
          pageSizeOptions: DINER_PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => t(directory.data?.more ? 'dinersUi.totalMore' : 'dinersUi.total', { count: total }),
          size: 'small',
        }}
        columns={[
          {
            key: 'name',
            title: t('dinersUi.name'),
            sorter: true,
            sortOrder: sortOrder('name'),
            fixed: 'left',
            render: (_, diner) => (
              <Space size={4} wrap={false}>
                <span className="diner-name">{dinerName(diner)}</span>
                {diner.vip && <Tag color="gold">{t('dinersUi.vip')}</Tag>}
              </Space>
            ),
          },
          {
            key: 'contact',
            title: t('dinersUi.contact'),
            render: (_, diner) => (
              <div className="diner-contact">
                <div>{diner.phone}</div>
                {diner.email && <Typography.Text type="secondary">{diner.email}</Typography.Text>}
              </div>
            ),
          },
          {
            key: 'tags',
            title: t('dinersUi.tags'),
            responsive: ['lg'],
            render: (_, diner) => diner.tags.map((id) => tags.get(id)).map((tag) => tag && <TagChip key={tag.tag_id} tag={tag} />),
          },
          {
            key: 'visits',
            title: t('dinersUi.visitCount'),
            dataIndex: 'visit_count',
            sorter: true,
            sortOrder: sortOrder('visits'),
            align: 'right',
          },
          { key: 'no_shows', title: t('dinersUi.noShowCount'), dataIndex: 'no_show_count', align: 'right', responsive: ['md'] },
          {
            key: 'cancellations',
            title: t('dinersUi.cancellationCount'),
            dataIndex: 'cancellation_count',
            align: 'right',
            responsive: ['lg'],
          },
          {
            key: 'last_visit',
            title: t('dinersUi.lastVisitDate'),
            dataIndex: 'last_visit',
            sorter: true,
            sortOrder: sortOrder('last_visit'),
            responsive: ['sm'],
          },
        ]}
      />
      <DinerDrawer target={drawer} onClose={() => setDrawer(null)} />
      <DinerImportDialog open={importing} onClose={() => setImporting(false)} />
      <MarketingSendDialog open={messaging} filter={audienceOf(query)} onClose={() => setMessaging(false)} />
    </Card>
  );
}
