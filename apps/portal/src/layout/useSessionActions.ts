import { useNavigate } from 'react-router';
import { useServices } from '../app/services';
import { GuardPaths } from '../guard/guard';
import { useT } from '../i18n';
import { clearProjectDrafts } from '../pages/project/projectDrafts';
import { unhandledMessage, useLogout, useSwitchEnterprise } from '../queries/hooks';

/** In a browser the page reloads 300 ms after an enterprise switch (001 section 4.5). */
export const SWITCH_RELOAD_DELAY = 300;

/** Switching enterprise and logging out, as the navbar, the avatar menu and the locked screen do them. */
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

  const logout = () => {
    const leave = () => {
      session.clear();
      void Promise.resolve(navigate(GuardPaths.Login, { replace: true })).then(() => queryClient.clear());
    };
    // The session ends here whatever the server answers.
    logoutMutation.mutate(undefined, { onSettled: leave });
  };

  return { switchTo, isSwitching: switchMutation.isPending, logout, isLoggingOut: logoutMutation.isPending };
}
