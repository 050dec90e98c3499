import type { QueueScreenResult } from '@covers/shared';
import { useTranslation } from 'react-i18next';

/** The screen's board: per category, the numbers called now, then the groups waiting and the wait where shown. */
export function QueueScreenBoard({ view }: { view: QueueScreenResult }) {
  const { t } = useTranslation();
  return (
    <div className="queue-screen-board">
      <h1 className="queue-screen-outlet">{view.outlet_name}</h1>
      <div className="queue-screen-categories">
        {view.categories.map((category) => (
          <section
            key={category.category}
            className="queue-screen-category"
            data-testid={`screen-category-${category.category || 'running'}`}
          >
            <h2>{category.category ? t('queueUi.category', { category: category.category }) : t('queueUi.running')}</h2>
            <div className="queue-screen-caption">{t('queueUi.screenNowCalling')}</div>
            <div className="queue-screen-called" data-testid="screen-called">
              {category.called.length > 0 ? category.called.join('  ') : '—'}
            </div>
            {view.show_groups_ahead && <div data-testid="screen-waiting">{t('queueUi.waiting', { count: category.waiting })}</div>}
            {view.show_wait_time && <div data-testid="screen-wait">{t('queueUi.waitMinutes', { minutes: category.wait_minutes })}</div>}
          </section>
        ))}
      </div>
    </div>
  );
}
