import { Modal } from 'antd';
import { ServiceForm, type ServiceFormProps } from '../../components/service-form/ServiceForm';

type Props = Pick<ServiceFormProps, 'initial' | 'otherServices' | 'sections' | 'variant' | 'onSave'> & {
  title: string;
  testId: string;
  onClose: () => void;
};

/** A modal with one date's service form (general, capacity and turnaround), closed once saved or cancelled. */
export function DayServiceModal({ title, testId, onClose, ...form }: Props) {
  return (
    <Modal open title={title} footer={null} closable={false} maskClosable={false} width={760} data-testid={testId}>
      <ServiceForm {...form} tablePlans={[]} parts={['general', 'capacity', 'turnaround']} onSaved={onClose} onCancel={onClose} />
    </Modal>
  );
}
