import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { DinerTag } from '@covers/shared';
import { Alert, Button, Card, Popconfirm, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMayEdit } from '../../../session/permissions';
import { TagChip } from '../components/TagChip';
import { TagModal } from '../components/TagModal';
import { useDinerTags } from '../hooks/use-diner-queries';
import { useDeleteTag } from '../hooks/use-diner-writes';
import '../diners.css';

/** /setting_dinerTags: the group's diner tags (Settings > Diner Tags). View Only lists them without edit controls. */
export default function DinerTagsPage() {
  const { t } = useTranslation();
  const editable = useMayEdit('dinerManagement');
  const tags = useDinerTags();
  const deleting = useDeleteTag();
  const [editing, setEditing] = useState<{ tag: DinerTag | null } | null>(null);

  return (
    <Card className="diners-page" data-testid="diner-tags">
      {!editable && <Alert type="info" showIcon message={t('dinersUi.viewOnly')} className="diners-notice" />}
      {editable && (
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ tag: null })}
          data-testid="add-tag"
          className="diners-notice"
        >
          {t('dinersUi.addTag')}
        </Button>
      )}
      <Table<DinerTag>
        rowKey="tag_id"
        size="middle"
        loading={tags.isPending}
        dataSource={tags.data ?? []}
        pagination={false}
        locale={{ emptyText: t('dinersUi.noTags') }}
        data-testid="tag-list"
        columns={[
          { key: 'name', title: t('dinersUi.tagName'), render: (_, tag) => <TagChip tag={tag} /> },
          { key: 'colour', title: t('dinersUi.tagColour'), dataIndex: 'colour', responsive: ['sm'] },
          ...(editable
            ? [
                {
                  key: 'actions',
                  title: '',
                  align: 'right' as const,
                  render: (_: unknown, tag: DinerTag) => (
                    <Space size={4}>
                      <Button
                        size="small"
                        type="text"
                        icon={<EditOutlined />}
                        aria-label={`${t('dinersUi.editTag')} ${tag.name}`}
                        onClick={() => setEditing({ tag })}
                      />
                      <Popconfirm
                        title={t('dinersUi.deleteTagConfirm', { name: tag.name })}
                        okText={t('dinersUi.delete')}
                        cancelText={t('common.cancel')}
                        okButtonProps={{ danger: true, 'data-testid': 'tag-confirm-delete' }}
                        onConfirm={() => deleting.mutateAsync({ tag_id: tag.tag_id })}
                      >
                        <Button
                          size="small"
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`${t('dinersUi.delete')} ${tag.name}`}
                        />
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editable && <TagModal open={editing !== null} tag={editing?.tag ?? null} onClose={() => setEditing(null)} />}
    </Card>
  );
}
