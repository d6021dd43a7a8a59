import { defineMessageIds } from '@/messages/define';

export const sharedMessages = defineMessageIds({
  loading: { id: 'common.loading' },
  yes: { id: 'common.yes' },
  no: { id: 'common.no' },
  cancel: { id: 'common.cancel' },
  confirmTitle: { id: 'common.confirm.title' },
  save: { id: 'common.save' },
  add: { id: 'common.add' },
  edit: { id: 'common.edit' },
  delete: { id: 'common.delete' },
  view: { id: 'common.view' },
  back: { id: 'common.back' },
  home: { id: 'common.home' },
  reload: { id: 'common.reload' },
  all: { id: 'common.all' },
  actions: { id: 'common.actions' },
  empty: { id: 'common.empty' },
  loadFailed: { id: 'common.loadFailed' },
  total: { id: 'common.total' },
  totalAbout: { id: 'common.totalAbout' },
  perPage: { id: 'common.perPage' },
  deleteConfirm: { id: 'common.delete.confirm' },
  deleted: { id: 'common.delete.done' },
  saved: { id: 'common.saved' },
  currency: { id: 'common.currency' },
  exportExcel: { id: 'common.export.excel' },
  nameUz: { id: 'common.name.uz' },
  nameRu: { id: 'common.name.ru' },
  nameEn: { id: 'common.name.en' },
  required: { id: 'validation.required' },
  minLength: { id: 'validation.minLength' },
  maxLength: { id: 'validation.maxLength' },
  minItems: { id: 'validation.minItems' },
  pinfl: { id: 'validation.pinfl' },
  range: { id: 'validation.range' },
  levelMinistry: { id: 'level.MINISTRY' },
  levelInstitution: { id: 'level.INSTITUTION' },
  language: { id: 'header.language' },
  themeDark: { id: 'header.theme.dark' },
  themeLight: { id: 'header.theme.light' },
});

/** Labels of status tags; the colours are in StatusTag. */
export const statusMessages = defineMessageIds({
  ACTIVE: { id: 'status.ACTIVE' },
  INACTIVE: { id: 'status.INACTIVE' },
  APPROVED: { id: 'status.APPROVED' },
  ARCHIVED: { id: 'status.ARCHIVED' },
  GRADUATED: { id: 'status.GRADUATED' },
});

export const languageNames = defineMessageIds({
  uz: { id: 'language.uz' },
  'uz-Cyrl': { id: 'language.uz-Cyrl' },
  ru: { id: 'language.ru' },
  en: { id: 'language.en' },
});
