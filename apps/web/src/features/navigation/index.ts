export { TopBar } from './TopBar';
export { MoreFunctionsSidebar } from './MoreFunctionsSidebar';
export { UserMenu, initials } from './UserMenu';
export { LogoutConfirmModal } from './LogoutConfirmModal';
export { NAV_LINKS } from './nav-links';
export { partitionSidebar, withLikeToggled } from './sidebar-logic';
export { sidebarApi, useGetSidebarPreferencesQuery, useRecordToolUseMutation } from './sidebar-api';
export { toolHref, useOpenTool } from './use-open-tool';
