export {
  Field,
  TextField,
  NumberField,
  DateField,
  TextAreaField,
  SelectField,
  useFieldIds,
  controlProps,
} from './Field.tsx';
export type {
  FieldOwnProps,
  FieldIds,
  TextFieldProps,
  TextAreaFieldProps,
  SelectFieldProps,
  SelectOption,
} from './Field.tsx';
