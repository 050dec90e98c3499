import { DownOutlined, DownloadOutlined, FileTextOutlined, PlusOutlined, PrinterOutlined, UploadOutlined } from '@ant-design/icons';
import { RESERVATION_TABS, tabLabelKey } from '@covers/shared';
import { Badge, Button, Dropdown, Segmented, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useEdition } from '../../../../edition/use-edition';
import { switchOutlet } from '../../../../session/switch-outlet';
import { useDayCounts, useFilterCounts } from '../../hooks/use-reservation-queries';
import type { SearchResult } from '@covers/shared';
import { reservationsApi } from '../../api/reservations.api';
import { useReservationPanels } from '../../components/ReservationPanels';
import { useMainFilters } from '../main-filters';
import { SearchBox } from './SearchBox';
import { LIST_FILTERS, useListParams, type ListFilter } from './use-list-params';

const FILTER_LABELS: Record<ListFilter, string> = {
  vip: 'reservationsUi.filterVip',
  requests_notes: 'reservationsUi.filterRequestsNotes',
  deposit_paid: 'reservationsUi.filterDepositPaid',
  deposit_pending: 'reservationsUi.filterDepositPending',
  large_party: 'reservationsUi.filterLargeParty',
  campaign: 'reservationsUi.filterCampaign',
};

/** Tabs with counts, order, the five filters with counts, search, and the add / drafts / import / export / print actions. */
export function ReservationToolbar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const edition = useEdition();
  const list = useListParams();
  const panels = useReservationPanels();
  const { setDate } = useMainFilters();
  /** A search result may be on another day or, searching the group, at another outlet: the views move there and its detail opens. */
  const openResult = async (result: SearchResult) => {
    if (!switchOutlet(result.rid)) return;
    setDate(result.date);
    panels.openDetail(await reservationsApi.get(result.reservation_id, result.date));
  };
  const counts = useDayCounts(list.params).data;
  const filterCounts = useFilterCounts(list.params).data;
  const printQuery = new URLSearchParams({ date: list.params.date, tab: list.tab, sort: list.sort });
  if (list.params.service_id) printQuery.set('service', list.params.service_id);
  if (list.filters.size) printQuery.set('f', [...list.filters].join(','));
  if (list.query) printQuery.set('q', list.query);

  const openPrint = () => navigate(`/printRez?${printQuery.toString()}`);
  const moreMenu = {
    items: [
      { key: 'walk_in', label: t('reservationsUi.addWalkIn') },
      { key: 'waitlist', label: t('reservationsUi.addWaitlist') },
      { key: 'drafts', label: t('reservationsUi.drafts') },
      { key: 'import', label: t('reservationsUi.import') },
      { key: 'export', label: t('reservationsUi.export') },
      { key: 'print', label: t('reservationsUi.print') },
    ],
    onClick: ({ key }: { key: string }) => {
      if (key === 'walk_in' || key === 'waitlist') panels.openForm(key);
      else if (key === 'drafts') panels.openDrafts();
      else if (key === 'import') panels.openImport();
      else if (key === 'export') panels.openExport();
      else openPrint();
    },
  };

  return (
    <div className="reservation-toolbar">
      <Space wrap className="reservation-toolbar-row">
        {edition === 'mobile' ? (
          <Space.Compact>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => panels.openForm('reservation')} data-testid="add-reservation">
              {t('reservationsUi.addReservation')}
            </Button>
            <Dropdown menu={moreMenu} trigger={['click']}>
              <Button type="primary" icon={<DownOutlined />} aria-label={t('reservationsUi.actions')} data-testid="more-actions" />
            </Dropdown>
          </Space.Compact>
        ) : (
          <>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => panels.openForm('reservation')} data-testid="add-reservation">
              {t('reservationsUi.addReservation')}
            </Button>
            <Button onClick={() => panels.openForm('walk_in')} data-testid="add-walk-in">
              {t('reservationsUi.addWalkIn')}
            </Button>
            <Button onClick={() => panels.openForm('waitlist')} data-testid="add-waitlist">
              {t('reservationsUi.addWaitlist')}
            </Button>
            <Button icon={<FileTextOutlined />} onClick={panels.openDrafts} data-testid="open-drafts">
              {t('reservationsUi.drafts')}
            </Button>
            <Button icon={<UploadOutlined />} onClick={panels.openImport} data-testid="open-import">
              {t('reservationsUi.import')}
            </Button>
            <Button icon={<DownloadOutlined />} onClick={panels.openExport} data-testid="open-export">
              {t('reservationsUi.export')}
            </Button>
            <Button icon={<PrinterOutlined />} onClick={openPrint} data-testid="open-print">
              {t('reservationsUi.print')}
            </Button>
          </>
        )}
        <SearchBox query={list.query} onQuery={list.setQuery} onOpenResult={(result) => void openResult(result)} />
      </Space>
      <Space wrap={edition === 'desktop'} className="reservation-toolbar-row reservation-toolbar-scroll">
        <Segmented
          value={list.tab}
          onChange={(tab) => list.setTab(tab as typeof list.tab)}
          data-testid="list-tabs"
          options={RESERVATION_TABS.map((tab) => ({
            value: tab,
            label: (
              <span className="tab-label" data-testid={`tab-${tab}`}>
                {t(tabLabelKey(tab))} <Badge count={counts?.[tab].bookings ?? 0} showZero color="#94a3b8" overflowCount={9999} />
              </span>
            ),
          }))}
        />
        <Segmented
          value={list.sort}
          onChange={(sort) => list.setSort(sort as typeof list.sort)}
          options={[
            { value: 'reservation_time', label: t('reservationsUi.sortReservationTime') },
            { value: 'created_time', label: t('reservationsUi.sortCreatedTime') },
          ]}
        />
        {counts && (
          <Typography.Text type="secondary" data-testid="tab-covers">
            {t('common.coverCount', { count: counts[list.tab].covers })} · {t('reservationsUi.fulfilled', { count: counts.fulfilled })}
          </Typography.Text>
        )}
      </Space>
      <Space
        wrap={edition === 'desktop'}
        size={[4, 8]}
        className="reservation-toolbar-row reservation-toolbar-scroll"
        data-testid="list-filters"
      >
        {LIST_FILTERS.map((filter) => (
          <Tag.CheckableTag
            key={filter}
            checked={list.filters.has(filter)}
            onChange={() => list.toggleFilter(filter)}
            className="filter-tag"
            data-filter={filter}
          >
            {t(FILTER_LABELS[filter])} <span className="filter-count">{filterCounts?.[filter] ?? 0}</span>
          </Tag.CheckableTag>
        ))}
      </Space>
    </div>
  );
}
