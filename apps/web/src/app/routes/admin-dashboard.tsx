import { AdminDashboardScreen } from '../../features/dashboards/components/admin-dashboard-screen';
import { usePageTitle } from '../../lib/use-page-title';

/** The admin's landing: GET /api/admin/dashboard (issue 11). */
export default function AdminDashboardPage() {
  usePageTitle('Admin dashboard');
  return <AdminDashboardScreen />;
}
