/** The multilingual name every reference form has. */
export { NAME_INPUT_MAX_LENGTH, emptyName, nameBody, nameValues, validateName, type NameValues } from '@/components/form/name-values';
