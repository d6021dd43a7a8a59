/** A class hour (a numbered lesson period of an institution's day) as /class-hours/ answers it. */
export interface ClassHour {
  id: number;
  institution_id: number;
  number: number;
  /** HH:mm */
  start_time: string;
  /** HH:mm */
  end_time: string;
  version: number;
}

/** What POST and PUT /class-hours/ take; institution_id only from a ministry-level role. */
export interface ClassHourWrite {
  institution_id?: number;
  number: number;
  start_time: string;
  end_time: string;
  version?: number;
}

export const classHourKeys = {
  all: ['class-hours'] as const,
  list: (params: object) => ['class-hours', 'list', params] as const,
};
