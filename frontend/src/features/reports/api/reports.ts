import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, type List, type Query, type Single } from '@/api/client';
import type { ListParams } from '@/api/types';
import {
  REPORT_CALLS,
  reportKeys,
  type DirectionFigures,
  type InstitutionFigures,
  type ReportCall,
  type StudentReport,
  type Summary,
  type TeacherReportRow,
  type TeacherSubjectsRow,
} from './types';

function useList<T>(call: ReportCall, params: ListParams) {
  return useQuery({
    queryKey: reportKeys.report(call, params),
    queryFn: () => api.get<List<T>>(REPORT_CALLS[call], params),
    placeholderData: keepPreviousData,
  });
}

function useSingle<T>(call: ReportCall, params: Query, enabled = true) {
  return useQuery({
    queryKey: reportKeys.report(call, params),
    queryFn: async () => (await api.get<Single<T>>(REPORT_CALLS[call], params)).result,
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Filters: institution_id (ministry), edu_direction_id, course, edu_form. */
export const useStudentReport = (params: Query) => useSingle<StudentReport>('students', params);
/** Filters: institution_id, region; paged. */
export const useInstitutionReport = (params: ListParams) => useList<InstitutionFigures>('byOtm', params);
/** Filters: institution_id (ministry), course, edu_form. */
export const useDirectionReport = (params: ListParams) => useList<DirectionFigures>('byDirection', params);
/** Filters: institution_id (ministry), search, date_from, date_to; paged. */
export const useTeacherReport = (params: ListParams) => useList<TeacherReportRow>('teachers', params);
export const useTeacherSubjectsReport = (params: ListParams) => useList<TeacherSubjectsRow>('byTeacher', params);
/** The dashboard's figures, for a role that reads reports. */
export const useSummary = (enabled: boolean) => useSingle<Summary>('summary', {}, enabled);
