import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/api/client';
import { sharedMessages } from '@/components/messages';
import { renderAt } from '@/test/render';
import { NumberInput, TextInput } from './fields';
import { placeServerErrors, useValidatedForm } from './use-validated-form';

const known = new Set(['name_uz', 'name_ru', 'floor', 'code']);

describe('the server’s refusals of a save', () => {
  it('go under the fields the envelope names, with `name.uz` written as the form’s `name_uz`', () => {
    const error = new ApiError(422, 'validation', ['Xato'], { floor: ['1 dan 4 gacha'], 'name.uz': ['To‘ldiring'], other: ['Boshqa'] });
    expect(placeServerErrors(error, known)).toEqual({ fields: { floor: ['1 dan 4 gacha'], name_uz: ['To‘ldiring'] }, general: ['Boshqa'] });
  });

  it('put a conflict under the field its code names, and any other refusal above the fields', () => {
    const taken = new ApiError(409, 'code_taken', ['Bu kod band'], {});
    expect(placeServerErrors(taken, known, undefined, { code_taken: 'code' })).toEqual({ fields: { code: ['Bu kod band'] }, general: [] });
    expect(placeServerErrors(new ApiError(409, 'stale_version', ['Eskirgan'], {}), known)).toEqual({ fields: {}, general: ['Eskirgan'] });
    expect(placeServerErrors(new Error('network'), known)).toEqual({ fields: {}, general: [] });
  });

  it('follow a form’s own names for rows, or its usual rule where it has none', () => {
    const error = new ApiError(422, 'validation', [], { 'rows[1].hours': ['Ko‘p'], 'name.ru': ['Uzun'] });
    const rows = (key: string) => (key.startsWith('rows') ? key.replace(/\[(\d+)\]/, '.$1') : undefined);
    expect(placeServerErrors(error, known, rows)).toEqual({ fields: { 'rows.1.hours': ['Ko‘p'], name_ru: ['Uzun'] }, general: [] });
  });
});

function RoomForm({ error, onValid }: { error: unknown; onValid(values: { name: string; floor: string }): void }) {
  const form = useValidatedForm<{ name: string; floor: string }>({
    initial: { name: '', floor: '' },
    validate: (values) => (values.name.trim() ? {} : { name: { message: sharedMessages.required } }),
    onValid,
    error,
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <TextInput {...form.bind('name')} required label="Nomi" />
      <NumberInput {...form.bind('floor')} label="Qavat" hint="1 dan 4 gacha" />
      <button type="submit">Saqlash</button>
    </form>
  );
}

describe('bound fields', () => {
  it('say the form’s own complaint after a submit and send nothing', async () => {
    const onValid = jest.fn();
    renderAt(<RoomForm error={null} onValid={onValid} />);
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(screen.getByRole('textbox', { name: /Nomi/ })).toHaveAccessibleDescription('Iltimos, ushbu maydonni to‘ldiring');
    expect(onValid).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Nomi/ }), 'A-101');
    await userEvent.click(screen.getByRole('button', { name: 'Saqlash' }));
    expect(onValid).toHaveBeenCalledWith({ name: 'A-101', floor: '' });
  });

  it('show the server’s refusal under its field, instead of the hint, until the field is changed', async () => {
    const error = new ApiError(422, 'validation', ['Xato'], { floor: ['Binoda 4 qavat bor'] });
    renderAt(<RoomForm error={error} onValid={jest.fn()} />);
    const floor = screen.getByRole('spinbutton', { name: 'Qavat' });
    expect(floor).toHaveAccessibleDescription('Binoda 4 qavat bor');
    expect(floor).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(floor, '3');
    expect(floor).toHaveAccessibleDescription('1 dan 4 gacha');
    expect(floor).toHaveAttribute('aria-invalid', 'false');
  });
});
