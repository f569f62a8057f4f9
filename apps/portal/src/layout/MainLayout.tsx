import {
  CreateEnterpriseDialog,
  DiskCapacity,
  EnterpriseExpiryNotice,
  JoinEnterpriseDialog,
  LockedEnterprise,
  NotificationPopover,
  SystemBanner,
} from '@atelier/features';
import { useMemo } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { useLanguage } from '../app/language';
import { useServices } from '../app/services';
import { UploadsProvider } from '../app/uploads';
import { activeMenuItem, enterpriseState, isMasked, subMenuRedirect, visibleMenuItems } from '../guard/guard';
import { useT } from '../i18n';
import { moduleOfPath, modules } from '../nav/modules';
import { useOpenNotification } from '../pages/notification/useOpenNotification';
import { todoCountOf } from '../pages/workflow/workflow';
import { useEnterprises, usePermissions, useTodoCount, useUserInfo } from '../queries/hooks';
import { routeNamesOf } from '../router/handle';
import { personalHomepagePath } from '../router/paths';
import * as styles from './layout.css';
import { Navbar, type NavbarModule, UserMenuAction } from './Navbar';
import { Sidebar } from './Sidebar';
import { useExpiredEnterpriseToast } from './useExpiredEnterpriseToast';
import { useNotificationSocket } from './useNotificationSocket';
import { useSessionActions } from './useSessionActions';

/** The main landmark's id: the skip link's target. */
const MAIN_CONTENT_ID = 'main-content';

/** The main layout: navbar, the module's sidebar, and the page (or the locked-enterprise screen). */
export function Component() {
  const t = useT();
  const { toast } = useServices();
  const { language, setLanguage } = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const matches = useMatches();
  const user = useUserInfo();
  const { menuList, keys } = usePermissions();
  const enterprises = useEnterprises().data ?? [];
  const { switchTo, isSwitching, logout, enterpriseDialog, openEnterpriseDialog, closeEnterpriseDialog, created } =
    useSessionActions();
  const openNotification = useOpenNotification();
  useNotificationSocket();

  const module = moduleOfPath(location.pathname);
  const todo = useTodoCount(module?.segment === 'workflow');
  const items = useMemo(() => (module ? visibleMenuItems(module, menuList, keys) : []), [module, menuList, keys]);
  const state = enterpriseState(user);
  const masked = routeNamesOf(matches).some((name) => isMasked(name, state));

  useExpiredEnterpriseToast(state === 'expired', toast, t.enterprise.expiredToast);

  const navbarModules: NavbarModule[] = useMemo(
    () =>
      menuList.flatMap((node) => {
        const def = modules.find((m) => m.perms === node.perms && m.inNavbar);
        if (!def) return [];
        const first = visibleMenuItems(def, menuList, keys)[0];
        return [
          {
            key: def.segment,
            label: t.menu[def.label],
            to: first?.path ?? def.home,
            active: module?.perms === def.perms,
          },
        ];
      }),
    [menuList, keys, module, t],
  );

  const redirect = subMenuRedirect(location.pathname, items);
  if (redirect) return <Navigate to={redirect} replace />;

  const active = activeMenuItem(location.pathname, items);
  const onUserAction = (action: UserMenuAction) => {
    switch (action) {
      case UserMenuAction.CreateEnterprise:
        openEnterpriseDialog('create');
        return;
      case UserMenuAction.JoinEnterprise:
        openEnterpriseDialog('join');
        return;
      case UserMenuAction.PersonalSettings:
        void navigate('/account/basic');
        return;
      case UserMenuAction.PersonalHomepage:
        window.open(personalHomepagePath(user.userId), '_blank', 'noopener');
        return;
      case UserMenuAction.Help:
        window.open('/help/search', '_blank', 'noopener');
        return;
      case UserMenuAction.OfficialSite:
        window.open('/home', '_blank', 'noopener');
        return;
      case UserMenuAction.Logout:
        logout();
        return;
    }
  };

  return (
    <UploadsProvider>
      <div className={styles.app}>
        <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
          {t.navbar.skipToContent}
        </a>
        <Navbar
          modules={navbarModules}
          userName={user.realname}
          userAvatar={user.avatar}
          enterpriseName={user.curEnterpriseName ?? null}
          enterpriseExpired={state === 'expired'}
          enterprises={enterprises}
          showPersonalHomepage={keys.has('knowledgeBasePersonnel')}
          isSwitching={isSwitching}
          onSwitchEnterprise={switchTo}
          onUserAction={onUserAction}
          onToggleLanguage={() => setLanguage(language === 'zh-CN' ? 'en-US' : 'zh-CN')}
          notifications={
            user.curEnterpriseId ? (
              <NotificationPopover
                onNavigate={openNotification}
                onViewAll={() => void navigate('/notification/notify/all')}
              />
            ) : null
          }
        />
        {/* The operator's system message (getSystemInformation), closed once per message. */}
        <SystemBanner />
        {/* The current enterprise's renewal banner in its last days (the expired one gets the locked screen). */}
        {state === 'active' ? (
          <EnterpriseExpiryNotice expireDate={user.enterpriseExpireDate} daysLeft={user.enterpriseDaysLeft} />
        ) : null}
        <div className={styles.body}>
          {module && items.length > 0 ? (
            <Sidebar
              title={t.menu[module.label]}
              items={items.map((item) => ({
                label: t.menu[item.label],
                path: item.path,
                active: item === active,
                count: todo.data ? todoCountOf(item.path, todo.data) : undefined,
              }))}
              footer={module.segment === 'disk' ? <DiskCapacity /> : undefined}
            />
          ) : null}
          <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.content}>
            {masked && state !== 'active' ? (
              <LockedEnterprise
                state={state}
                enterprises={enterprises.filter((e) => e.enterpriseId !== user.curEnterpriseId)}
                isSwitching={isSwitching}
                onSwitch={switchTo}
                onCreate={() => openEnterpriseDialog('create')}
                onJoin={() => openEnterpriseDialog('join')}
              />
            ) : (
              <Outlet />
            )}
          </main>
        </div>
        <CreateEnterpriseDialog
          isOpen={enterpriseDialog === 'create'}
          onOpenChange={(open) => (open ? openEnterpriseDialog('create') : closeEnterpriseDialog())}
          onCreated={({ enterpriseId }) => created(enterpriseId)}
        />
        <JoinEnterpriseDialog
          isOpen={enterpriseDialog === 'join'}
          onOpenChange={(open) => (open ? openEnterpriseDialog('join') : closeEnterpriseDialog())}
        />
      </div>
    </UploadsProvider>
  );
}
