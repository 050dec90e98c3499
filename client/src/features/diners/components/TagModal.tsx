import { fieldMessages, tagAddRequest, type DinerTag } from '@covers/shared';
import { ColorPicker, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddTag, useEditTag } from '../hooks/use-diner-writes';
import { refusalFields } from './refusal-fields';

const NEW_TAG_COLOUR = '#f08c00';

interface TagValues {
  name: string;
  colour: string;
}

/** Create a tag, or rename and recolour one. Whether a name is taken (whatever its case and spacing) the server decides. */
export function TagModal({ tag, open, onClose }: { tag: DinerTag | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<TagValues>();
  const adding = useAddTag();
  const editing = useEditTag();
  useEffect(() => {
    if (open) form.setFieldsValue({ name: tag?.name ?? '', colour: tag?.colour ?? NEW_TAG_COLOUR });
  }, [open, tag, form]);

  const showErrors = (fields: Record<string, string>) =>
    form.setFields((['name', 'colour'] as const).map((name) => ({ name, errors: fields[name] ? [fields[name]] : [] })));

  const save = async () => {
    const values = form.getFieldsValue(true) as TagValues;
    const parsed = tagAddRequest.safeParse(values);
    if (!parsed.success) {
      const keys = fieldMessages(parsed.error);
      return showErrors(Object.fromEntries(Object.entries(keys).map(([field, key]) => [field, t(key)])));
    }
    try {
      if (tag) await editing.mutateAsync({ tag_id: tag.tag_id, ...values });
      else await adding.mutateAsync(values);
      onClose();
    } catch (error) {
      showErrors(refusalFields(error));
    }
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={adding.isPending || editing.isPending}
      title={t(tag ? 'dinersUi.editTag' : 'dinersUi.addTag')}
      okButtonProps={{ 'data-testid': 'tag-save' }}
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="tag-form" onFinish={() => void save()}>
        <Form.Item name="name" label={t('dinersUi.tagName')} required>
          <Input maxLength={40} autoFocus data-testid="tag-name" />
        </Form.Item>
        <Form.Item
          name="colour"
          label={t('dinersUi.tagColour')}
          getValueFromEvent={(colour: { toHexString: () => string }) => colour.toHexString()}
        >
          <ColorPicker disabledAlpha showText />
        </Form.Item>
      </Form>
    </Modal>
  );
}
