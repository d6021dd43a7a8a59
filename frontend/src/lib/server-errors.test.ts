import { ApiError } from '@/api/client';
import { serverFieldErrors } from './server-errors';

describe('field errors of a failed save', () => {
  it('keeps the fields of a 422', () => {
    const error = new ApiError(422, 'validation', ['Xato'], { floor: ['1 dan 4 gacha'] });
    expect(serverFieldErrors(error, { room_name_taken: 'name' })).toEqual({ floor: ['1 dan 4 gacha'] });
  });

  it('puts the messages of a conflict under the field its code names', () => {
    const error = new ApiError(409, 'room_name_taken', ['Bu binoda shunday nomli xona allaqachon bor'], {});
    expect(serverFieldErrors(error, { room_name_taken: 'name' })).toEqual({ name: ['Bu binoda shunday nomli xona allaqachon bor'] });
    expect(serverFieldErrors(error)).toEqual({});
  });

  it('has nothing for other failures', () => {
    expect(serverFieldErrors(new Error('x'), { a: 'b' })).toEqual({});
    expect(serverFieldErrors(new ApiError(409, 'stale_version', ['Eskirgan'], {}), { room_name_taken: 'name' })).toEqual({});
  });
});
