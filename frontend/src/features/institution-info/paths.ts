export const buildingsPaths = {
  list: '/institution-information/building',
  add: '/institution-information/building/add',
  edit: '/institution-information/building/edit/:id',
} as const;

export const roomsPaths = {
  list: '/institution-information/room',
  add: '/institution-information/room/add',
  edit: '/institution-information/room/edit/:id',
} as const;

/** A room's month of occupancy lives in the schedule area; the list links to it by path only. */
export const roomSchedulePath = (id: number) => `/education-process-otm/schedule/room/${id}`;
