import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useServices } from '../app/services';
import { GuardPaths } from '../guard/guard';
import { useT } from '../i18n';
import { clearProjectDrafts } from '../pages/project/projectDrafts';
import { unhandledMessage, useLogout, useSwitchEnterprise } from '../queries/hooks';

/** In a browser the page reloads 300 ms after an enterprise switch (001 section 4.5). */
export const SWITCH_RELOAD_DELAY = 300;

/** The enterprise dialogs the avatar menu and the locked screen open. */
export type EnterpriseDialog = 'create' | 'join';

/**
 * Switching enterprise, creating or joining one, and logging out, as the navbar, the avatar menu and the locked screen
 * do them.
 */
export function useSessionActions() {
  const t = useT();
  const navigate = useNavigate();
  const { session, queryClient, toast, reload } = useServices();
  const switchMutation = useSwitchEnterprise();
  const logoutMutation = useLogout();

  const switchTo = (enterpriseId: string) => {
    switchMutation.mutate(enterpriseId, {
      onSuccess: () => {
        session.setEnterpriseId(enterpriseId);
        clearProjectDrafts();
        toast.success(t.enterprise.switched);
        void navigate(GuardPaths.Dashboard);
        window.setTimeout(reload, SWITCH_RELOAD_DELAY);
      },
      onError: (error) => {
        const message = unhandledMessage(error);
        if (message !== null) toast.error(message || t.enterprise.switchFailed);
      },
    });
  };

  const [enterpriseDialog, setEnterpriseDialog] = useState<EnterpriseDialog | null>(null);

  /**
   * A created enterprise is already the user's current one on the server (8.2): the calls name it from now on, every
   * query loads again (user, enterprises, permissions) and the user lands on the dashboard. No reload, so that the
   * persistent notice with the server's message stays.
   */
  const created = (enterpriseId: string) => {
    session.setEnterpriseId(enterpriseId);
    setEnterpriseDialog(null);
    void queryClient.invalidateQueries();
    void navigate(GuardPaths.Dashboard);
  };

  const logout = () => {
    const leave = () => {
      session.clear();
      void Promise.resolve(navigate(GuardPaths.Login, { replace: true })).then(() => queryClient.clear());
    };
    // The session ends here whatever the server answers.
    logoutMutation.mutate(undefined, { onSettled: leave });
  };

  return {
    switchTo,
    isSwitching: switchMutation.isPending,
    logout,
    isLoggingOut: logoutMutation.isPending,
    enterpriseDialog,
    openEnterpriseDialog: setEnterpriseDialog,
    closeEnterpriseDialog: () => setEnterpriseDialog(null),
    created,
  };
}
