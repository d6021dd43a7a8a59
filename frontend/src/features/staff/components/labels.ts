import { useCallback } from 'react';
import { localized } from '@/lib/format';
import { useUi } from '@/store/ui';
import { useWorkForms } from '../api/get-staff-reference';
import type { EduSubjectRef, Name } from '../api/types';

/** A multilingual name in the interface language. */
export function useNameOf(): (name: Name | null | undefined) => string {
  const language = useUi((state) => state.language);
  return useCallback((name) => localized(name, language), [language]);
}

/**
 * A rate as the interface language writes a fraction: "0,25" in Uzbek (either script) and Russian, "0.25" in
 * English. Written out here rather than by Intl, whose data for Uzbek differs between browsers.
 */
export function useRateText(): (rate: number) => string {
  const language = useUi((state) => state.language);
  return useCallback(
    (rate: number) => {
      const text = String(Math.round(rate * 100) / 100);
      return language === 'en' ? text : text.replace('.', ',');
    },
    [language],
  );
}

/** A work form's name from the server's list, or its code while the list loads. */
export function useWorkFormLabel(): (code: string) => string {
  const nameOf = useNameOf();
  const workForms = useWorkForms();
  return useCallback(
    (code: string) => {
      const form = workForms.data?.results.find((item) => item.code === code);
      return form ? nameOf(form.name) : code;
    },
    [workForms.data, nameOf],
  );
}

/** "Matematika (Umumta’lim fanlari)": a subject with its type. */
export function subjectWithType(subject: EduSubjectRef, nameOf: (name: Name) => string): string {
  const type = subject.edu_subject_type ? nameOf(subject.edu_subject_type.name) : '';
  return type ? `${nameOf(subject.name)} (${type})` : nameOf(subject.name);
}
