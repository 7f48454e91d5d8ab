export { SideNav, type SideNavProps, type SideNavItem, type SideNavUser } from './SideNav';
