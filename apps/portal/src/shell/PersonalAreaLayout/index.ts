export { PersonalAreaLayout, type PersonalAreaLayoutProps } from './PersonalAreaLayout';
