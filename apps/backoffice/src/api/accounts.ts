import type { AccountLang, AccountResponse, AccountsResponse, InvitationRequest, InvitationResponse, RoleRequest } from '@schuss/contracts';
import * as paths from '@schuss/contracts/api/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './client';
import { useSite } from './session';

export const accountsKey = (site: string) => ['accounts', site] as const;

/** The school's accounts (admins only). */
export function useAccounts() {
  const site = useSite();
  return useQuery({
    queryKey: accountsKey(site),
    queryFn: ({ signal }) => api.call(paths.boAccounts, { params: { site } }, { signal }),
  });
}

/** Puts one account as the platform answered it into the list (then reads the list again, for the others' changes). */
function useAccountChange<V, R extends AccountResponse | InvitationResponse>(call: (site: string, v: V) => Promise<R>) {
  const site = useSite();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: V) => call(site, v),
    onSuccess: ({ account }) => {
      queryClient.setQueryData<AccountsResponse>(accountsKey(site), (list) => {
        if (!list) return list;
        const known = list.accounts.some((a) => a.userId === account.userId);
        return { accounts: known ? list.accounts.map((a) => (a.userId === account.userId ? account : a)) : [...list.accounts, account] };
      });
    },
    // Also after a refusal or an e-mail that failed: the change may have been made (mail_failed).
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountsKey(site) }),
  });
}

/** Invites a colleague (or gives an existing account a role here). */
export const useInvite = () => useAccountChange((site, body: InvitationRequest) => api.call(paths.boInvite, { params: { site }, body }));

export const useChangeRole = () =>
  useAccountChange((site, v: { userId: number } & RoleRequest) =>
    api.call(paths.boAccountRole, { params: { site, userId: v.userId }, body: { role: v.role } }),
  );

/** Disables (its sessions end at once) or enables an account. */
export const useSetDisabled = () =>
  useAccountChange((site, v: { userId: number; disabled: boolean }) =>
    api.call(paths.boAccountStatus, { params: { site, userId: v.userId }, body: { disabled: v.disabled } }),
  );

/** E-mails a password-reset link, or the invitation again (its new link replaces the previous one). */
export const useSendLink = () =>
  useAccountChange((site, v: { userId: number; kind: 'reset' | 'invitation'; lang: AccountLang }) =>
    v.kind === 'reset'
      ? api.call(paths.boPasswordReset, { params: { site, userId: v.userId }, body: { lang: v.lang } })
      : api.call(paths.boResendInvitation, { params: { site, userId: v.userId }, body: { lang: v.lang } }),
  );

/** Whom an e-mailed link is for (logged out: the token is the credential). */
export function useAccountLink(token: string) {
  return useQuery({
    queryKey: ['account-link', token],
    queryFn: ({ signal }) => api.call(paths.boAccountLink, { params: { token } }, { signal }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

/** Sets the password of a link's account (the link then stops working). */
export function useSetPassword(token: string) {
  return useMutation({
    mutationFn: (password: string) => api.call(paths.boSetPassword, { params: { token }, body: { password } }),
  });
}
