import { HistoryOutlined, SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Drawer, Input, List, Select, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEdition } from '../../../../edition/use-edition';
import { useSession } from '../../../../session/use-session';
import { reservationsApi } from '../../api/reservations.api';
import { useSearchHistory } from '../../hooks/use-reservation-queries';
import type { SearchResult } from '@covers/shared';
import { StatusTag } from '../../components/StatusTag';
import { formatMinute } from '../../reservation-format';

const TYPING_PAUSE_MS = 300;

/**
 * Search by name, mobile or email. Typing narrows the day's list; Enter searches every day of this outlet or
 * the whole group (recorded in the user's search history, offered when the box is empty).
 */
export function SearchBox({
  query,
  onQuery,
  onOpenResult,
}: {
  query: string;
  onQuery: (query: string) => void;
  onOpenResult: (result: SearchResult) => void;
}) {
  const { t } = useTranslation();
  const edition = useEdition();
  const { outlets } = useSession();
  const [text, setText] = useState(query);
  const [scope, setScope] = useState<'outlet' | 'group'>('outlet');
  const [focused, setFocused] = useState(false);
  const [results, setResults] = useState<SearchResult[] | null>(null);
  const history = useSearchHistory(focused).data?.history ?? [];

  const latestOnQuery = useRef(onQuery);
  useEffect(() => {
    latestOnQuery.current = onQuery;
  });
  useEffect(() => setText(query), [query]);
  useEffect(() => {
    if (text === query) return;
    const timer = setTimeout(() => latestOnQuery.current(text.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, query]);

  const search = async (value: string) => {
    const trimmed = value.trim();
    if (!trimmed) return;
    onQuery(trimmed);
    setResults((await reservationsApi.search({ query: trimmed, scope })).results);
  };

  const outletName = (rid: number) => outlets.find((candidate) => candidate.rid === rid)?.name ?? String(rid);
  const options =
    text === ''
      ? [
          {
            label: t('reservationsUi.recentSearches'),
            options: history.map((entry) => ({
              value: entry.query,
              label: (
                <Space>
                  <HistoryOutlined />
                  {entry.query}
                </Space>
              ),
            })),
          },
        ].filter((group) => group.options.length > 0)
      : [];

  return (
    <>
      <Space.Compact className="search-box">
        <Select
          value={scope}
          onChange={setScope}
          options={[
            { value: 'outlet', label: t('reservationsUi.scopeOutlet') },
            { value: 'group', label: t('reservationsUi.scopeGroup') },
          ]}
          popupMatchSelectWidth={false}
          data-testid="search-scope"
        />
        <AutoComplete
          value={text}
          options={options}
          onChange={setText}
          onSelect={(value: string) => void search(value)}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          className="search-input"
        >
          <Input
            prefix={<SearchOutlined />}
            placeholder={t('reservationsUi.searchPlaceholder')}
            allowClear
            onPressEnter={() => void search(text)}
            data-testid="search-input"
          />
        </AutoComplete>
      </Space.Compact>
      <Drawer
        open={results !== null}
        onClose={() => setResults(null)}
        title={t('reservationsUi.searchResults')}
        width={edition === 'mobile' ? '100%' : 460}
        data-testid="search-results"
      >
        <List
          dataSource={results ?? []}
          locale={{ emptyText: t('common.noBookings') }}
          renderItem={(result) => (
            <List.Item
              className="search-result"
              onClick={() => {
                setResults(null);
                onOpenResult(result);
              }}
            >
              <List.Item.Meta
                title={
                  <Space wrap>
                    {[result.first_name, result.last_name].filter(Boolean).join(' ')}
                    <StatusTag status={result.status} />
                  </Space>
                }
                description={
                  <Typography.Text type="secondary">
                    {result.date} {formatMinute(result.time_minute)} · {result.pax} ·{' '}
                    {[result.phone, result.email].filter(Boolean).join(' · ')}
                    {scope === 'group' && ` · ${outletName(result.rid)}`}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      </Drawer>
    </>
  );
}
