/**
 * Bound inputs: each takes a field's binding (`{...form.bind('name')}` of useValidatedForm, or
 * `form.bindTo(key, value, onChange)` for a cell of a row), a label and what is particular to it,
 * and shows the form's complaint or the server's refusal under itself. Each lives in a file of its
 * own, so that a screen loads only the ones it uses; dates and times are in ./date-fields.
 */
export type { SelectOption } from './input-types';
export { NumberInput, TextInput } from './TextInput';
export { SelectInput } from './SelectInput';
export { PickInput, PickManyInput } from './PickInput';
export { SwitchInput } from './SwitchInput';
export { RadioInput } from './RadioInput';
