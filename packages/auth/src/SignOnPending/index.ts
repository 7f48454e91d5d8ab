export { SignOnPending } from './SignOnPending';
