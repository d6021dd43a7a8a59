import { defineMessageIds } from '@/messages/define';

export const buildingMessages = defineMessageIds({
  title: { id: 'buildings.title' },
  addTitle: { id: 'buildings.add.title' },
  editTitle: { id: 'buildings.edit.title' },
  search: { id: 'buildings.search' },
  id: { id: 'buildings.field.id' },
  name: { id: 'buildings.field.name' },
  address: { id: 'buildings.field.address' },
  floors: { id: 'buildings.field.floors' },
  roomsCount: { id: 'buildings.field.roomsCount' },
  institution: { id: 'buildings.field.institution' },
  showRooms: { id: 'buildings.rooms.show' },
  addRoom: { id: 'buildings.rooms.add' },
});

export const roomMessages = defineMessageIds({
  title: { id: 'rooms.title' },
  schedule: { id: 'rooms.action.schedule' },
  addTitle: { id: 'rooms.add.title' },
  editTitle: { id: 'rooms.edit.title' },
  search: { id: 'rooms.search' },
  name: { id: 'rooms.field.name' },
  building: { id: 'rooms.field.building' },
  floor: { id: 'rooms.field.floor' },
  floorHint: { id: 'rooms.field.floor.hint' },
  capacity: { id: 'rooms.field.capacity' },
  kind: { id: 'rooms.field.kind' },
  institution: { id: 'rooms.field.institution' },
});

export const roomKindMessages = defineMessageIds({
  LECTURE: { id: 'rooms.kind.LECTURE' },
  LAB: { id: 'rooms.kind.LAB' },
  COMPUTER: { id: 'rooms.kind.COMPUTER' },
  GYM: { id: 'rooms.kind.GYM' },
});
