export {
  validate,
  fieldValidator,
  composeValidators,
  type ValidationContext,
  type Validator,
} from './validate';
export type { Rule, Rules } from './rules';
