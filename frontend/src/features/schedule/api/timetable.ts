/**
 * The timetable solver (/timetable-runs/): start a run, follow its progress, read and move its
 * draft, publish it; and its settings (/timetable-settings/, /teacher-unavailability/).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type List, type Single } from '@/api/client';
import type { ListItem, Result, Schemas } from '@/api/contract';
import type { paths } from '@/api/schema';
import { scheduleKeys, type Schedule } from './types';

export type TimetableRun = Result<'/api/v1/timetable-runs/{id}/'>;
export type RunSummary = ListItem<'/api/v1/timetable-runs/'>;
export type RunStatus = Schemas['RunStatusCode'];
export type Unplaced = Schemas['UnplacedDto'];
export type RunStart = Schemas['TimetableRunWriteDto'];
export type DraftMove = Schemas['DraftMoveDto'];
/** What POST /timetable-runs/{id}/publish/ answers. */
export type Published = paths['/api/v1/timetable-runs/{id}/publish/']['post']['responses'][200]['content']['application/json']['result'];
export type TimetableSettings = Schemas['TimetableSettingsDto'];
export type Unavailability = ListItem<'/api/v1/teacher-unavailability/'>;
export type UnavailabilityWrite = Schemas['UnavailabilityWriteDto'];
export type PeriodKind = Schemas['PeriodKindCode'];
export const PERIOD_KINDS: PeriodKind[] = ['UNAVAILABLE', 'PREFERRED'];

/** How many earlier runs a page of the list shows. */
export const RUNS_PAGE = 10;

/** How often a running run is asked for its progress. */
export const POLL_MS = 1000;

export const timetableKeys = {
  all: ['timetable'] as const,
  run: (id: number) => ['timetable', 'run', id] as const,
  runs: (page: number) => ['timetable', 'runs', page] as const,
  draft: (id: number) => ['timetable', 'draft', id] as const,
  settings: ['timetable', 'settings'] as const,
  unavailability: ['timetable', 'unavailability'] as const,
};

export async function startRun(body: RunStart): Promise<TimetableRun> {
  const { result } = await api.post<Single<TimetableRun>>('/timetable-runs/', body);
  return result;
}

export function useStartRun() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startRun,
    meta: { notifyError: false },
    // The run shows at once as the start answered it; its progress is then asked for.
    onSuccess: (run) => {
      queryClient.setQueryData(timetableKeys.run(run.id), run);
      void queryClient.invalidateQueries({ queryKey: ['timetable', 'runs'] });
    },
  });
}

export async function getRun(id: number): Promise<TimetableRun> {
  const { result } = await api.get<Single<TimetableRun>>(`/timetable-runs/${id}/`);
  return result;
}

/** A run, asked again every second while it runs. */
export function useRun(id: number | null) {
  return useQuery({
    queryKey: timetableKeys.run(id ?? 0),
    queryFn: () => getRun(id ?? 0),
    enabled: (id ?? 0) > 0,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'RUNNING' ? POLL_MS : false),
  });
}

export async function getRuns(page: number): Promise<List<RunSummary>> {
  return api.get<List<RunSummary>>('/timetable-runs/', { page, limit: RUNS_PAGE });
}

/** The institution's earlier runs, newest first, a page at a time. */
export function useRuns(page: number) {
  return useQuery({
    queryKey: timetableKeys.runs(page),
    queryFn: () => getRuns(page),
    staleTime: 0,
    // A run in the list that is still running ends by itself: the list follows it.
    refetchInterval: (query) => (query.state.data?.results.some((run) => run.status === 'RUNNING') ? 2 * POLL_MS : false),
  });
}

export async function stopRun(id: number): Promise<TimetableRun> {
  const { result } = await api.post<Single<TimetableRun>>(`/timetable-runs/${id}/stop/`, {});
  return result;
}

export function useStopRun(id: number) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: () => stopRun(id), onSuccess: (run) => queryClient.setQueryData(timetableKeys.run(id), run) });
}

export async function getDraft(id: number): Promise<List<Schedule>> {
  return api.get<List<Schedule>>(`/timetable-runs/${id}/lessons/`);
}

/** The draft of a run that has one. */
export function useDraft(id: number, ready: boolean) {
  return useQuery({ queryKey: timetableKeys.draft(id), queryFn: () => getDraft(id), enabled: id > 0 && ready, staleTime: 0 });
}

/** A group's published lessons, which a draft goes round. */
export async function getPublishedLessons(groupId: number): Promise<List<Schedule>> {
  return api.get<List<Schedule>>('/schedules/', { edu_group_id: groupId, page: 1, limit: 10000 });
}

export function usePublishedLessons(groupId: number | null) {
  return useQuery({
    queryKey: [...scheduleKeys.all, 'published', groupId ?? 0],
    queryFn: () => getPublishedLessons(groupId ?? 0),
    enabled: (groupId ?? 0) > 0,
  });
}

export async function moveDraftLesson(runId: number, lessonId: number, body: DraftMove): Promise<Schedule> {
  const { result } = await api.put<Single<Schedule>>(`/timetable-runs/${runId}/lessons/${lessonId}/`, body);
  return result;
}

export function useMoveDraftLesson(runId: number, lessonId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DraftMove) => moveDraftLesson(runId, lessonId, body),
    meta: { notifyError: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: timetableKeys.draft(runId) }),
  });
}

export async function publishRun(id: number): Promise<Published> {
  const { result } = await api.post<Single<Published>>(`/timetable-runs/${id}/publish/`, {});
  return result;
}

export function usePublishRun(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishRun(id),
    onSuccess: (published) => {
      queryClient.setQueryData(timetableKeys.run(id), published.run);
      void queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['timetable', 'runs'] });
    },
  });
}

export async function getSettings(): Promise<TimetableSettings> {
  const { result } = await api.get<Single<TimetableSettings>>('/timetable-settings/');
  return result;
}

export function useTimetableSettings() {
  return useQuery({ queryKey: timetableKeys.settings, queryFn: getSettings, staleTime: 0 });
}

export async function saveSettings(body: TimetableSettings): Promise<TimetableSettings> {
  const { result } = await api.put<Single<TimetableSettings>>('/timetable-settings/', body);
  return result;
}

export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSettings, onSuccess: (saved) => queryClient.setQueryData(timetableKeys.settings, saved) });
}

export async function getUnavailability(): Promise<List<Unavailability>> {
  return api.get<List<Unavailability>>('/teacher-unavailability/');
}

export function useUnavailability() {
  return useQuery({ queryKey: timetableKeys.unavailability, queryFn: getUnavailability, staleTime: 0 });
}

export async function addUnavailability(body: UnavailabilityWrite): Promise<Unavailability> {
  const { result } = await api.post<Single<Unavailability>>('/teacher-unavailability/', body);
  return result;
}

export async function deleteUnavailability(id: number): Promise<void> {
  await api.delete(`/teacher-unavailability/${id}/`);
}

export function useChangeUnavailability() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: timetableKeys.unavailability });
  return {
    add: useMutation({ mutationFn: addUnavailability, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteUnavailability, onSuccess: refresh }),
  };
}
