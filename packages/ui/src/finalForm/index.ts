// `@lindner/ui/final-form`: the form fields bound to react-final-form. Only an app that imports
// this entry needs final-form and react-final-form; the fields of `@lindner/ui` work without them.
export { Form, FinalFormFields } from './Form';
export { useFinalFormField } from './useFinalFormField';
