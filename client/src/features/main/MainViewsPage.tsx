import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';

const VIEWS = [
  { path: '/', title: 'main' },
  { path: '/gantt', title: 'gantt' },
  { path: '/floorplan', title: 'floorplan' },
] as const;

/** The main page: reservation list, Gantt chart and table plan of the same day, one at a time. */
export default function MainViewsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <div className="main-views">
      <Segmented
        value={pathname}
        onChange={(path) => navigate(String(path))}
        options={VIEWS.map((view) => ({ value: view.path, label: t(`routes.${view.title}`) }))}
      />
      <div className="main-views-body">
        <Outlet />
      </div>
    </div>
  );
}
