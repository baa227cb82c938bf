import { useMemberNav } from '../features/dashboard/member-nav';
import { AccountMenu, NotificationBell } from './AccountMenu';
import { ImpersonationBanner } from './ImpersonationBanner';
import { ShellLayout } from './ShellLayout';

export { NO_MEMBER_RECORD_REASON } from '../features/dashboard/member-nav';

/** The member area's frame: the spec 1 §2 sidebar, the bell and the account menu. */
export default function DashboardLayout() {
  const nav = useMemberNav();
  return (
    <ShellLayout
      nav={nav}
      banner={<ImpersonationBanner />}
      headerEnd={
        <>
          <NotificationBell />
          <AccountMenu />
        </>
      }
    />
  );
}
