import { statusLabelKey, tabLabelKey } from '@covers/shared';
import { ArrowLeftOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../../session/use-session';
import { useDayCounts, useDayList, useTableNames } from '../hooks/use-reservation-queries';
import { useListParams } from '../views/list/use-list-params';
import { dinerName, formatMinute } from '../reservation-format';
import '../reservations.css';

/** `/printRez`: the day's list as shown on the main page (same day, service, tab, filters, search), ready to print. */
export default function PrintPreviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { params } = useListParams();
  const outlet = useSession().outlet;
  const rows = useDayList(params).data?.reservations ?? [];
  const counts = useDayCounts(params).data;
  const tableNames = useTableNames();
  const back = new URLSearchParams(window.location.search);
  return (
    <div className="print-page">
      <Space className="print-actions">
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(`/?${back.toString()}`)}>
          {t('reservationsUi.back')}
        </Button>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="print-now">
          {t('reservationsUi.print')}
        </Button>
      </Space>
      <h1>{outlet?.name}</h1>
      <h2 data-testid="print-title">
        {t('reservationsUi.printTitle', { date: params.date })} · {t(tabLabelKey(params.tab))}
      </h2>
      {counts && (
        <p>
          {t('reservationsUi.printTotal', {
            bookings: t('common.bookingCount', { count: counts[params.tab].bookings }),
            covers: t('common.coverCount', { count: counts[params.tab].covers }),
          })}
        </p>
      )}
      <table className="print-table" data-testid="print-table">
        <thead>
          <tr>
            <th>{t('reservationsUi.colTime')}</th>
            <th>{t('reservationsUi.colDiner')}</th>
            <th>{t('reservationsUi.phone')}</th>
            <th>{t('reservationsUi.colPax')}</th>
            <th>{t('reservationsUi.colTable')}</th>
            <th>{t('reservationsUi.colStatus')}</th>
            <th>{t('reservationsUi.colNotes')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={7}>{t('common.noBookings')}</td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={row.reservation_id}>
                <td>{formatMinute(row.time_minute)}</td>
                <td>
                  {dinerName(row)} {row.vip ? `(${t('reservationsUi.vip')})` : ''}
                </td>
                <td>{row.phone}</td>
                <td>{row.pax}</td>
                <td>{row.table_ids.length ? tableNames(row.table_ids) : t('reservationsUi.unassigned')}</td>
                <td>{t(statusLabelKey(row.shown_status))}</td>
                <td>{[row.special_requests, row.remarks, row.staff_notes].filter(Boolean).join(' · ')}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
