export {
  validate,
  fieldValidator,
  composeValidators,
  type ValidationContext,
  type Validator,
} from './validate';
