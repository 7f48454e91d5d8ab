export { useFinalFormField, useInFinalForm } from './useFinalFormField';
