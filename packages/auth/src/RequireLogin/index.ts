export { RequireLogin, type RequireLoginProps } from './RequireLogin';
