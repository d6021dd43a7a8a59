import { fromBuilding, parseWhole, toBuildingBody, validateBuildingForm, type BuildingFormValues } from './building-form';
import { fromRoom, toRoomBody, validateRoomForm, type RoomFormValues } from './room-form';

const ids = (errors: object) =>
  Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, [error.message.id, error.values]]));

describe('building form', () => {
  const valid: BuildingFormValues = { institution_id: null, name: ' Bosh bino ', address: ' Amir Temur 108 ', floors: '4' };

  it('requires a name and 1 to 50 floors', () => {
    expect(ids(validateBuildingForm({ institution_id: null, name: '  ', address: '', floors: '' }, false))).toEqual({
      name: ['validation.required', undefined],
      floors: ['validation.required', undefined],
    });
    for (const floors of ['0', '51', '2.5', 'abc', '-1']) {
      expect(ids(validateBuildingForm({ ...valid, floors }, false))).toEqual({ floors: ['validation.range', { min: 1, max: 50 }] });
    }
    expect(validateBuildingForm({ ...valid, floors: '50' }, false)).toEqual({});
  });

  it('limits the name to 255 and the address to 512 characters', () => {
    expect(ids(validateBuildingForm({ ...valid, name: 'a'.repeat(256), address: 'b'.repeat(513) }, false))).toEqual({
      name: ['validation.maxLength', { max: 255 }],
      address: ['validation.maxLength', { max: 512 }],
    });
    expect(validateBuildingForm({ ...valid, name: 'a'.repeat(255), address: 'b'.repeat(512) }, false)).toEqual({});
  });

  it('asks a ministry-level role for the institution, and sends it only from such a role', () => {
    expect(ids(validateBuildingForm(valid, true))).toEqual({ institution_id: ['validation.required', undefined] });
    expect(toBuildingBody({ ...valid, institution_id: 3 }, true)).toEqual({ institution_id: 3, name: 'Bosh bino', address: 'Amir Temur 108', floors: 4 });
    expect(toBuildingBody({ ...valid, institution_id: 3 }, false)).toEqual({ name: 'Bosh bino', address: 'Amir Temur 108', floors: 4 });
  });

  it('sends the version it read on update', () => {
    const building = { id: 5, institution_id: 1, institution: { id: 1, name: { uz: 'TATU' } }, name: 'A', address: '', floors: 3, rooms_count: 0, version: 7 };
    expect(toBuildingBody(fromBuilding(building), false, building.version)).toEqual({ name: 'A', address: '', floors: 3, version: 7 });
  });

  it('reads whole numbers only', () => {
    expect([parseWhole('12'), parseWhole(' -3 '), parseWhole('1e2'), parseWhole(''), parseWhole('4.0')]).toEqual([12, -3, null, null, null]);
  });
});

describe('room form', () => {
  const valid: RoomFormValues = { building_id: 2, name: ' 101 ', floor: '1', capacity: '30', kind: 'LECTURE' };

  it('requires a building, a name, a floor, a capacity and a kind', () => {
    expect(ids(validateRoomForm({ building_id: null, name: '', floor: '', capacity: '', kind: '' }))).toEqual({
      building_id: ['validation.required', undefined],
      name: ['validation.required', undefined],
      floor: ['validation.required', undefined],
      capacity: ['validation.required', undefined],
      kind: ['validation.required', undefined],
    });
  });

  it('keeps the floor between the lowest basement and the building’s top floor', () => {
    expect(validateRoomForm({ ...valid, floor: '-3' }, 4)).toEqual({});
    expect(validateRoomForm({ ...valid, floor: '4' }, 4)).toEqual({});
    expect(ids(validateRoomForm({ ...valid, floor: '5' }, 4))).toEqual({ floor: ['validation.range', { min: -3, max: 4 }] });
    expect(ids(validateRoomForm({ ...valid, floor: '-4' }, 4))).toEqual({ floor: ['validation.range', { min: -3, max: 4 }] });
    // Before the building's floors are known, the most any building has.
    expect(ids(validateRoomForm({ ...valid, floor: '51' }))).toEqual({ floor: ['validation.range', { min: -3, max: 50 }] });
  });

  it('takes 1 to 10000 seats and a name of at most 64 characters', () => {
    expect(ids(validateRoomForm({ ...valid, capacity: '0', name: 'x'.repeat(65) }, 4))).toEqual({
      name: ['validation.maxLength', { max: 64 }],
      capacity: ['validation.range', { min: 1, max: 10000 }],
    });
    expect(validateRoomForm({ ...valid, capacity: '10000' }, 4)).toEqual({});
  });

  it('sends numbers, the trimmed name and the version it read', () => {
    expect(toRoomBody(valid)).toEqual({ building_id: 2, name: '101', floor: 1, capacity: 30, kind: 'LECTURE' });
    const room = { id: 9, building_id: 2, building: { id: 2, name: 'A' }, institution_id: 1, name: 'Lab', floor: -1, capacity: 12, kind: 'LAB' as const, version: 3 };
    expect(toRoomBody(fromRoom(room), room.version)).toEqual({ building_id: 2, name: 'Lab', floor: -1, capacity: 12, kind: 'LAB', version: 3 });
  });
});
