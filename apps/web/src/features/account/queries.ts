import { useQuery } from '@tanstack/react-query';
import { systemAccount, systemSecret, userInfo } from '@xinke/shared';
import { api } from '../../lib/api';
import { hasToken } from '../../lib/credentials';

/** Query keys of the signed-in user's data; logout removes everything under `user`. */
export const accountKeys = {
  all: ['user'] as const,
  info: ['user', 'info'] as const,
  account: ['user', 'system-account'] as const,
  secret: ['user', 'system-secret'] as const,
};

/** GET /web/user/info: the header's avatar and nickname and the settings pages share it. */
export function useUserInfo() {
  return useQuery({
    queryKey: accountKeys.info,
    queryFn: () => api(userInfo, {}),
    enabled: hasToken(),
    staleTime: 60_000,
  });
}

/** GET /web/system/account: masked phone/e-mail, whether a password and WeChat are set. */
export function useAccountInfo() {
  return useQuery({
    queryKey: accountKeys.account,
    queryFn: () => api(systemAccount),
    enabled: hasToken(),
  });
}

/** GET /web/system/secret: the privacy switches. */
export function useSecret() {
  return useQuery({
    queryKey: accountKeys.secret,
    queryFn: () => api(systemSecret),
    enabled: hasToken(),
  });
}
