import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ADMIN_PAGE_SIZE,
  CODE_STATUS,
  MSG,
  UPLOAD_PURPOSE,
  UPLOAD_TOKEN_HEADER,
  adminCodes,
  adminCodesExport,
  adminCouponClaims,
  adminCouponCreate,
  adminCouponIssue,
  adminCouponUpdate,
  adminCoupons,
  adminMedalAward,
  adminMedalCreate,
  adminMedalHolders,
  adminMedalRevoke,
  adminMedalUpdate,
  adminMedals,
  commonImage,
  commonToken,
  issuePrerogativeCodes,
  reviewPrerogativeCode,
  type CommonImage,
  type ContractInput,
} from '@xinke/shared';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { saveCsvFile } from '../save-csv';
import { uploadFile } from '../../../lib/upload';

/** Under ['admin'], so the console's other tables (the audit log) are read again too. */
export const rewardKeys = {
  all: ['admin'] as const,
  medals: (page: number) => ['admin', 'medals', page] as const,
  holders: (id: number, page: number) => ['admin', 'medals', id, 'holders', page] as const,
  coupons: (q: CouponQuery) => ['admin', 'coupons', q] as const,
  claims: (id: number, page: number) => ['admin', 'coupons', id, 'claims', page] as const,
  codes: (q: CodeQuery) => ['admin', 'codes', q] as const,
};

const paged = { placeholderData: keepPreviousData } as const;

export function useAdminMedals(page: number) {
  return useQuery({
    queryKey: rewardKeys.medals(page),
    queryFn: () => api(adminMedals, { page, page_size: ADMIN_PAGE_SIZE }),
    ...paged,
  });
}

export function useMedalHolders(id: number, page: number) {
  return useQuery({
    queryKey: rewardKeys.holders(id, page),
    queryFn: () => api(adminMedalHolders, { id, page, page_size: ADMIN_PAGE_SIZE }),
    ...paged,
  });
}

export type CouponQuery = Omit<ContractInput<typeof adminCoupons>, 'page_size'>;
export function useAdminCoupons(q: CouponQuery) {
  return useQuery({
    queryKey: rewardKeys.coupons(q),
    queryFn: () => api(adminCoupons, { ...q, page_size: ADMIN_PAGE_SIZE }),
    ...paged,
  });
}

export function useCouponClaims(id: number, page: number) {
  return useQuery({
    queryKey: rewardKeys.claims(id, page),
    queryFn: () => api(adminCouponClaims, { id, page, page_size: ADMIN_PAGE_SIZE }),
    ...paged,
  });
}

export type CodeQuery = Omit<ContractInput<typeof adminCodes>, 'page_size'>;
export function useAdminCodes(q: CodeQuery) {
  return useQuery({
    queryKey: rewardKeys.codes(q),
    queryFn: () => api(adminCodes, { ...q, page_size: ADMIN_PAGE_SIZE }),
    ...paged,
  });
}

/**
 * A console write: toasts the server's msg on success and reads the console's tables
 * again (errors toast through the api client).
 */
function useConsoleWrite<I, O>(run: (input: I) => Promise<O>, msg: string | ((out: O) => string)) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (out) => {
      toast.success(typeof msg === 'string' ? msg : msg(out));
      void queryClient.invalidateQueries({ queryKey: rewardKeys.all });
    },
  });
}

const issuedText = (r: { issued: number; already: number; not_found: string[] }) =>
  `已发放 ${r.issued} 人` +
  (r.already ? `，${r.already} 人已持有` : '') +
  (r.not_found.length ? `，找不到：${r.not_found.join('、')}` : '');
const reviewedText = (row: { status: number }) =>
  row.status === CODE_STATUS.redeemed ? MSG.codeConfirmed : MSG.codeRejected;

export const useMedalCreate = () =>
  useConsoleWrite(
    (input: ContractInput<typeof adminMedalCreate>) => api(adminMedalCreate, input),
    MSG.medalCreated,
  );
export const useMedalUpdate = () =>
  useConsoleWrite(
    (input: ContractInput<typeof adminMedalUpdate>) => api(adminMedalUpdate, input),
    MSG.medalSaved,
  );
export const useMedalAward = () =>
  useConsoleWrite(
    (input: ContractInput<typeof adminMedalAward>) => api(adminMedalAward, input),
    MSG.medalAwardSuccess,
  );
export const useMedalRevoke = () =>
  useConsoleWrite(
    (input: ContractInput<typeof adminMedalRevoke>) => api(adminMedalRevoke, input),
    MSG.medalRevoked,
  );
export const useCouponCreate = () =>
  useConsoleWrite(
    (input: ContractInput<typeof adminCouponCreate>) => api(adminCouponCreate, input),
    MSG.couponCreated,
  );
export const useCouponUpdate = () =>
  useConsoleWrite(
    (input: ContractInput<typeof adminCouponUpdate>) => api(adminCouponUpdate, input),
    MSG.couponSaved,
  );
export const useCouponIssue = () =>
  useConsoleWrite(
    (input: ContractInput<typeof adminCouponIssue>) => api(adminCouponIssue, input),
    issuedText,
  );
export const useCodesIssue = () =>
  useConsoleWrite(
    (input: ContractInput<typeof issuePrerogativeCodes>) => api(issuePrerogativeCodes, input),
    MSG.codesIssued,
  );
export const useCodeReview = () =>
  useConsoleWrite(
    (input: ContractInput<typeof reviewPrerogativeCode>) => api(reviewPrerogativeCode, input),
    reviewedText,
  );

/**
 * Saves the filtered codes as a CSV file: the server builds it (bounded, BOM-led) inside
 * the JSON envelope, since a plain link cannot carry the console's token.
 */
export function useCodesExport() {
  return useMutation({
    mutationFn: (filter: Omit<CodeQuery, 'page'>) => api(adminCodesExport, filter),
    onSuccess: saveCsvFile,
  });
}

/** The common upload (docs/uploads.md): a one-time token, then the picture, checked by content. */
export async function uploadConsoleImage(file: File): Promise<CommonImage> {
  const { token } = await api(commonToken, { fix: UPLOAD_PURPOSE.common });
  return uploadFile<CommonImage>(commonImage.path, 'image', file, undefined, {
    [UPLOAD_TOKEN_HEADER]: token,
  });
}
