export { FormField, type FormFieldLayoutProps } from './FormField';
export { useFormField, type FormFieldProps, type FormFieldState } from './useFormField';
export type { FieldInput } from './fieldSource';
export { joinRules } from './fieldState';
export { control, invalidControl } from './FormField.css';
