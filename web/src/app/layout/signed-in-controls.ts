import { lazy } from 'react';

// The header's parts for a signed-in user (navigation, plan badge, notes lock, account menu) and the payment
// banner below it load on their own, so a signed-out visitor's first page carries none of their code.
export const HeaderNav = lazy(() => import('./header-nav').then((m) => ({ default: m.HeaderNav })));
export const PlanBadge = lazy(() => import('./plan-badge').then((m) => ({ default: m.PlanBadge })));
export const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
export const NotesLock = lazy(() => import('./notes-lock').then((m) => ({ default: m.NotesLock })));
export const BillingIssueSlot = lazy(() =>
  import('./billing-issue-slot').then((m) => ({ default: m.BillingIssueSlot })),
);
