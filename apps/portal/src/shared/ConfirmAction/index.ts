export { ConfirmAction, type ConfirmActionProps } from './ConfirmAction';
