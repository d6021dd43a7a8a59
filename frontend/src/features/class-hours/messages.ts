import { defineMessageIds } from '@/messages/define';

export const classHourMessages = defineMessageIds({
  title: { id: 'classHours.title' },
  addTitle: { id: 'classHours.add.title' },
  editTitle: { id: 'classHours.edit.title' },
  number: { id: 'classHours.field.number' },
  numberValue: { id: 'classHours.number.value' },
  startTime: { id: 'classHours.field.startTime' },
  endTime: { id: 'classHours.field.endTime' },
  duration: { id: 'classHours.field.duration' },
  minutes: { id: 'classHours.duration.minutes' },
  institution: { id: 'classHours.field.institution' },
  endAfterStart: { id: 'classHours.validation.endAfterStart' },
  invalidTime: { id: 'classHours.validation.time' },
});

/** Texts of the time pickers (MUI X ships no Uzbek). */
export const timePickerMessages = defineMessageIds({
  choose: { id: 'classHours.picker.choose' },
  chosen: { id: 'classHours.picker.chosen' },
  hours: { id: 'classHours.picker.hours' },
  minutes: { id: 'classHours.picker.minutes' },
  chooseHours: { id: 'classHours.picker.chooseHours' },
  chooseMinutes: { id: 'classHours.picker.chooseMinutes' },
  hoursValue: { id: 'classHours.picker.hoursValue' },
  minutesValue: { id: 'classHours.picker.minutesValue' },
  hoursPlaceholder: { id: 'classHours.picker.placeholder.hours' },
  minutesPlaceholder: { id: 'classHours.picker.placeholder.minutes' },
  ok: { id: 'classHours.picker.ok' },
  clear: { id: 'classHours.picker.clear' },
  clearValue: { id: 'classHours.picker.clearValue' },
  empty: { id: 'classHours.picker.empty' },
});
