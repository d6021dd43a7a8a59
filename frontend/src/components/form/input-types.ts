/** What every bound input takes besides its binding. */
import type { ReactNode } from 'react';

export interface InputCommon {
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the field while it has no complaint. */
  hint?: string;
  /** Full width (the default) or as wide as its content. */
  fullWidth?: boolean;
  autoFocus?: boolean;
}

export interface SelectOption<T> {
  value: T;
  label: ReactNode;
}
