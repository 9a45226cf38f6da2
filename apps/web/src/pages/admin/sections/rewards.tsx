import { Route, Routes } from 'react-router-dom';
import { CodesPanel } from '../../../features/admin/rewards/CodesPanel';
import { CouponClaimsPage } from '../../../features/admin/rewards/CouponClaimsPage';
import { CouponsPanel } from '../../../features/admin/rewards/CouponsPanel';
import { MedalHoldersPage } from '../../../features/admin/rewards/MedalHoldersPage';
import { MedalsPanel } from '../../../features/admin/rewards/MedalsPanel';
import type { AdminGroup } from './types';

/** 奖励 (admins): medal definitions and holders, coupons and issuing, privilege codes. */
export const rewardsGroup: AdminGroup = {
  key: 'rewards',
  label: '奖励',
  sections: [
    {
      path: 'medals',
      label: '勋章',
      minRole: 'admin',
      element: (
        <Routes>
          <Route index element={<MedalsPanel />} />
          <Route path=":id" element={<MedalHoldersPage />} />
        </Routes>
      ),
    },
    {
      path: 'coupons',
      label: '优惠券',
      minRole: 'admin',
      element: (
        <Routes>
          <Route index element={<CouponsPanel />} />
          <Route path=":id" element={<CouponClaimsPage />} />
        </Routes>
      ),
    },
    { path: 'codes', label: '兑换码', minRole: 'admin', element: <CodesPanel /> },
  ],
};
