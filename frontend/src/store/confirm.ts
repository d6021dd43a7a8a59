/** A confirmation asked from anywhere and answered by the one dialog of the application. */
import type { MessageDescriptor } from 'react-intl';
import { create } from 'zustand';

interface Question {
  message: MessageDescriptor;
  resolve(answer: boolean): void;
}

interface ConfirmState {
  question: Question | null;
  ask(message: MessageDescriptor): Promise<boolean>;
  answer(value: boolean): void;
}

export const useConfirm = create<ConfirmState>()((set, get) => ({
  question: null,
  ask: (message) =>
    new Promise<boolean>((resolve) => {
      get().question?.resolve(false);
      set({ question: { message, resolve } });
    }),
  answer: (value) => {
    get().question?.resolve(value);
    set({ question: null });
  },
}));

export const confirm = (message: MessageDescriptor): Promise<boolean> => useConfirm.getState().ask(message);
