import { DASHBOARD_DAYS_DEFAULT, type StaffDashboardVO } from '@dha/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/http';

export const dashboardKeys = { dashboard: (days: number) => ['signup', 'dashboard', days] as const };

/** `GET /signup/signup/dashboard`: the staff home's figures over the courses the user may see. */
export function useStaffDashboard(enabled: boolean, days = DASHBOARD_DAYS_DEFAULT) {
  return useQuery({
    queryKey: dashboardKeys.dashboard(days),
    queryFn: () => api.get<StaffDashboardVO>('/signup/signup/dashboard', { days }),
    enabled,
  });
}
