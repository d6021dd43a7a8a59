import dayjs from 'dayjs';
import { DAY_FORMAT } from '@/lib/dates';
import type { HeldLesson } from '../api/types';

/** A lesson may be filled once its day has come; the server refuses later ones too. */
export const isFuture = (lesson: Pick<HeldLesson, 'date'>, today: string = dayjs().format(DAY_FORMAT)): boolean => lesson.date > today;
