// `@lindner/ui/router`: the parts bound to react-router (links that navigate in the app, the
// navigation of the personal area). An app that imports only `@lindner/ui` needs no react-router.
export { Link, type LinkProps } from '../Link/Link';
export { ButtonLink, type ButtonLinkProps } from '../ButtonLink/ButtonLink';
export { BackLink, type BackLinkProps } from '../BackLink/BackLink';
export { HeaderTabs, type HeaderTab, type HeaderTabsProps } from '../Tabs/HeaderTabs';
export { SideNav, type SideNavProps, type SideNavItem, type SideNavUser } from '../SideNav/SideNav';
