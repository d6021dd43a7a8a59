/** One snackbar at a time; error notices stay for 3 seconds (SPEC.md section 9). */
import type { MessageDescriptor } from 'react-intl';
import { create } from 'zustand';
import { errorMessages } from '@/api/client';
import { commonMessages } from './messages';

export const NOTICE_DURATION_MS = 3000;

export type Severity = 'success' | 'error' | 'info' | 'warning';

export interface Notice {
  id: number;
  severity: Severity;
  /** Texts as the server sent them, already localized. */
  texts?: string[];
  /** Or a message of the interface. */
  message?: MessageDescriptor;
}

interface NotificationState {
  notice: Notice | null;
  notify(notice: Omit<Notice, 'id'>): void;
  dismiss(): void;
}

let nextId = 1;

export const useNotifications = create<NotificationState>()((set) => ({
  notice: null,
  notify: (notice) => set({ notice: { ...notice, id: nextId++ } }),
  dismiss: () => set({ notice: null }),
}));

/** A failed call: the envelope's messages, else the generic text. */
export function notifyError(error: unknown, fallback: MessageDescriptor = commonMessages.genericError): void {
  const texts = errorMessages(error);
  useNotifications
    .getState()
    .notify(texts.length ? { severity: 'error', texts } : { severity: 'error', message: fallback });
}

export function notifySuccess(message: MessageDescriptor): void {
  useNotifications.getState().notify({ severity: 'success', message });
}
