import { type EnterpriseEntry, Flag } from '@atelier/api';
import {
  AddIcon,
  Button,
  ChevronDownIcon,
  InfoIcon,
  LogoutIcon,
  Menu,
  MenuItem,
  MenuSection,
  MenuSeparator,
  MenuTrigger,
  MoreIcon,
  SettingsIcon,
  SuccessIcon,
  Tag,
  UserIcon,
  UsersIcon,
} from '@atelier/ui';
import { type Key, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useT } from '../i18n';
import * as styles from './layout.css';

export interface NavbarModule {
  key: string;
  label: string;
  to: string;
  active: boolean;
}

export const UserMenuAction = {
  CreateEnterprise: 'createEnterprise',
  JoinEnterprise: 'joinEnterprise',
  PersonalSettings: 'personalSettings',
  PersonalHomepage: 'personalHomepage',
  Help: 'help',
  OfficialSite: 'officialSite',
  Logout: 'logout',
} as const;
export type UserMenuAction = (typeof UserMenuAction)[keyof typeof UserMenuAction];

export interface NavbarProps {
  modules: readonly NavbarModule[];
  userName: string;
  /** The person's avatar URL (/account/basic); the name's initial without one. */
  userAvatar?: string | null | undefined;
  /** The current enterprise's name; null without one. */
  enterpriseName: string | null;
  enterpriseExpired: boolean;
  enterprises: readonly EnterpriseEntry[];
  /** The personal homepage needs knowledgeBasePersonnel. */
  showPersonalHomepage: boolean;
  isSwitching: boolean;
  onSwitchEnterprise: (enterpriseId: string) => void;
  onUserAction: (action: UserMenuAction) => void;
  onToggleLanguage: () => void;
  /** The notification popover's slot (MainLayout puts the features' NotificationPopover there). */
  notifications?: ReactNode;
}

const ENTERPRISE_PREFIX = 'enterprise:';

function EnterpriseItems({ enterprises }: { enterprises: readonly EnterpriseEntry[] }) {
  const t = useT();
  return enterprises.map((enterprise) => {
    const current = enterprise.isCurEnterprise === Flag.Yes;
    const label = enterprise.expired
      ? `${enterprise.enterpriseName}（${t.navbar.expiredEnterprise}）`
      : enterprise.enterpriseName;
    return (
      <MenuItem
        key={enterprise.enterpriseId}
        id={`${ENTERPRISE_PREFIX}${enterprise.enterpriseId}`}
        textValue={label}
        icon={current ? <SuccessIcon className={styles.menuTick} /> : <span className={styles.menuTickSpace} />}
      >
        {label}
        {current ? <span className={styles.visuallyHidden}>（{t.navbar.currentEnterprise}）</span> : null}
      </MenuItem>
    );
  });
}

/** The top bar: product name, the permitted modules, the enterprise switcher, the language and the avatar menu. */
export function Navbar({
  modules,
  userName,
  userAvatar,
  enterpriseName,
  enterpriseExpired,
  enterprises,
  showPersonalHomepage,
  isSwitching,
  onSwitchEnterprise,
  onUserAction,
  onToggleLanguage,
  notifications,
}: NavbarProps) {
  const t = useT();
  const onEnterprise = (key: Key) => {
    const id = String(key);
    if (!id.startsWith(ENTERPRISE_PREFIX)) return false;
    const enterpriseId = id.slice(ENTERPRISE_PREFIX.length);
    const entry = enterprises.find((e) => e.enterpriseId === enterpriseId);
    if (entry && entry.isCurEnterprise !== Flag.Yes) onSwitchEnterprise(enterpriseId);
    return true;
  };

  return (
    <header className={styles.navbar} data-navbar>
      <Link to="/dashboard" className={styles.brandLink}>
        <span className={styles.logo} aria-hidden="true">
          A
        </span>
        <span className={styles.productName}>{t.product.name}</span>
      </Link>
      <ModuleNav modules={modules} />
      <div className={styles.navbarActions}>
        <MenuTrigger>
          <Button variant="text" size="sm" isPending={isSwitching}>
            <UsersIcon />
            <span className={styles.visuallyHidden}>{t.navbar.enterpriseSwitcher}：</span>
            <span className={styles.enterpriseName}>{enterpriseName ?? t.navbar.noEnterprise}</span>
            {enterpriseExpired ? (
              <Tag size="sm" color="error">
                {t.navbar.expiredEnterprise}
              </Tag>
            ) : null}
            <ChevronDownIcon size="sm" />
          </Button>
          <Menu placement="bottom end" onAction={onEnterprise}>
            <MenuSection title={t.navbar.enterpriseList}>
              <EnterpriseItems enterprises={enterprises} />
            </MenuSection>
          </Menu>
        </MenuTrigger>
        {notifications}
        <Button variant="text" size="sm" onPress={onToggleLanguage}>
          <span lang={t.locale === 'zh-CN' ? 'en' : 'zh-CN'}>{t.common.otherLanguage}</span>
        </Button>
        <MenuTrigger>
          <Button variant="text" size="sm" aria-label={t.navbar.userMenu(userName)}>
            {/* The initial is drawn by CSS, so the button's visible text is the name its label holds (WCAG 2.5.3). */}
            {userAvatar ? (
              <img className={styles.avatar} src={userAvatar} alt="" style={{ objectFit: 'cover' }} />
            ) : (
              <span className={styles.avatar} data-initial={userName.slice(0, 1)} aria-hidden="true" />
            )}
            <span>{userName}</span>
          </Button>
          <Menu
            placement="bottom end"
            onAction={(key) => {
              if (!onEnterprise(key)) onUserAction(String(key) as UserMenuAction);
            }}
          >
            <MenuItem id={UserMenuAction.CreateEnterprise} icon={<AddIcon />}>
              {t.navbar.createEnterprise}
            </MenuItem>
            <MenuItem id={UserMenuAction.JoinEnterprise} icon={<UsersIcon />}>
              {t.navbar.joinEnterprise}
            </MenuItem>
            <MenuSeparator />
            <MenuSection title={t.navbar.enterpriseList}>
              <EnterpriseItems enterprises={enterprises} />
            </MenuSection>
            <MenuSeparator />
            <MenuItem id={UserMenuAction.PersonalSettings} icon={<SettingsIcon />}>
              {t.navbar.personalSettings}
            </MenuItem>
            {showPersonalHomepage ? (
              <MenuItem id={UserMenuAction.PersonalHomepage} icon={<UserIcon />}>
                {t.navbar.personalHomepage}
              </MenuItem>
            ) : null}
            <MenuItem id={UserMenuAction.Help} icon={<InfoIcon />}>
              {t.navbar.help}
            </MenuItem>
            <MenuItem id={UserMenuAction.OfficialSite} icon={<span className={styles.menuTickSpace} />}>
              {t.navbar.officialSite}
            </MenuItem>
            <MenuSeparator />
            <MenuItem id={UserMenuAction.Logout} icon={<LogoutIcon />}>
              {t.navbar.logout}
            </MenuItem>
          </Menu>
        </MenuTrigger>
      </div>
    </header>
  );
}

/**
 * The permitted modules in one row. Those that do not fit go into a "more" menu (a firm may hold a dozen modules;
 * a narrow window shows fewer).
 */
function ModuleNav({ modules }: { modules: readonly NavbarModule[] }) {
  const t = useT();
  const navigate = useNavigate();
  const listRef = useRef<HTMLUListElement | null>(null);
  const [hiddenKeys, setHiddenKeys] = useState<ReadonlySet<string>>(() => new Set());

  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      // The list wraps; items pushed to a second line do not fit.
      const items = Array.from(list.children) as HTMLElement[];
      const top = items[0]?.offsetTop ?? 0;
      const hidden = new Set(items.filter((item) => item.offsetTop > top).map((item) => item.dataset.key ?? ''));
      setHiddenKeys((current) =>
        current.size === hidden.size && [...hidden].every((key) => current.has(key)) ? current : hidden,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  const overflow = modules.filter((module) => hiddenKeys.has(module.key));
  const activeHidden = overflow.some((module) => module.active);
  return (
    <nav aria-label={t.navbar.mainNavigation} className={styles.moduleNav}>
      <ul ref={listRef} className={styles.moduleList}>
        {modules.map((module) => {
          const hidden = hiddenKeys.has(module.key);
          return (
            <li
              key={module.key}
              data-key={module.key}
              className={hidden ? styles.moduleHidden : undefined}
              aria-hidden={hidden || undefined}
            >
              <Link
                to={module.to}
                className={styles.moduleLink}
                aria-current={module.active ? 'page' : undefined}
                tabIndex={hidden ? -1 : undefined}
              >
                {module.label}
              </Link>
            </li>
          );
        })}
      </ul>
      <div className={overflow.length > 0 ? styles.moreSlot : styles.moreSlotEmpty}>
        {overflow.length > 0 ? (
          <MenuTrigger>
            <Button variant="text" size="sm" className={activeHidden ? styles.moreActive : undefined}>
              {t.navbar.more}
              <MoreIcon />
            </Button>
            <Menu
              placement="bottom start"
              onAction={(key) => {
                const module = overflow.find((m) => m.key === key);
                if (module) void navigate(module.to);
              }}
            >
              {overflow.map((module) => (
                <MenuItem key={module.key} id={module.key}>
                  {module.label}
                </MenuItem>
              ))}
            </Menu>
          </MenuTrigger>
        ) : null}
      </div>
    </nav>
  );
}
