//! The timetable's use cases against mocks, and the assembly of the solver's problem.

use chrono::Utc;
use domain::audit::{AuditAction, EntityType};
use domain::ids::{GroupId, InstitutionId};
use domain::permission::Permission;
use domain::room::RoomKind;
use domain::schedule::LessonType;
use domain::timetable::{RunId, RunStatus, UnplacedReason};

use super::fixtures::{data, semester};
use super::*;
use crate::ports::{MockTimetableSolver, RunResult, SolverLeftOut, SolverUnplaced, TimetableRun, TimetableSolution, WeekSlot};
use crate::test_support::{institution, is_forbidden, FakeTx, FakeUnit};

#[test]
fn the_problem_holds_every_subject_of_every_group_less_what_is_published() {
    let assembly = assemble(&data(), semester());
    // Group 7: subject 10 (2 a week), subject 11 for each of two subgroups (2 each); subject 12 has
    // no teacher. Group 8: subject 10 needs 1 a week and has 1 published.
    let needs: Vec<(i64, Option<u8>, i64, u32)> =
        assembly.courses.iter().map(|c| (c.group.get(), c.subgroup, c.subject.get(), c.lessons)).collect();
    assert_eq!(needs, vec![(7, None, 10, 2), (7, Some(1), 11, 2), (7, Some(2), 11, 2)]);
    assert_eq!(assembly.unplaced.len(), 1);
    assert_eq!(assembly.unplaced[0].reason, UnplacedReason::NoTeacher);
    assert_eq!(assembly.total, 7);
    // One pinned course for the published lesson, after the groups' courses.
    assert_eq!(assembly.problem.courses.len(), 4);
    let pinned = &assembly.problem.courses[3];
    assert_eq!((pinned.lessons, pinned.unavailable.len()), (1, 23));
    // Subgroup courses use only their own curriculum; the whole group's course all of the group's.
    assert_eq!(assembly.problem.courses[0].curricula, vec![0, 1, 2]);
    assert_eq!(assembly.problem.courses[1].curricula, vec![1]);
    // The small room seats a subgroup of 13? No: 15 ≥ 13, yes; the whole group of 25 only the big one.
    // The gym seats everybody but holds no lecture; a subgroup's practice may go anywhere it fits.
    assert_eq!(assembly.problem.courses[0].rooms, Some(vec![0]));
    assert_eq!(assembly.problem.courses[2].rooms, Some(vec![0, 1, 2]));
    // Monday's first hour is barred for Aliyeva, and so is Tuesday's second, where she teaches a
    // published lesson.
    assert_eq!(assembly.problem.teachers[0].unavailable, vec![WeekSlot { day: 0, period: 0 }, WeekSlot { day: 1, period: 1 }]);
    assert!(pinned.curricula.is_empty() && pinned.rooms == Some(vec![0]));
    assert!(pinned.fixed && !assembly.problem.courses[0].fixed, "only the published lesson is fixed");
    // Karimov's preferred periods reach the solver; Aliyeva has none.
    assert_eq!(assembly.problem.teachers[1].preferred, [(2, 0), (2, 1), (3, 0), (3, 1)].map(|(day, period)| WeekSlot { day, period }));
    assert!(assembly.problem.teachers[0].preferred.is_empty());
}

#[test]
fn lectures_without_a_lecture_hall_are_left_out_with_the_reason() {
    let mut data = data();
    data.rooms.retain(|r| r.kind != RoomKind::Lecture);
    let assembly = assemble(&data, semester());
    // Only the subgroups' practice is left for the solver; the whole group's lectures are listed.
    let needs: Vec<(i64, Option<u8>)> = assembly.courses.iter().map(|c| (c.group.get(), c.subgroup)).collect();
    assert_eq!(needs, vec![(7, Some(1)), (7, Some(2))]);
    let lectures: Vec<_> =
        assembly.unplaced.iter().filter(|u| u.reason == UnplacedReason::NoRoomOfKind { lesson_type: LessonType::Lecture }).collect();
    assert_eq!(lectures.len(), 1);
    assert_eq!((lectures[0].group, lectures[0].subgroup, lectures[0].lessons), (GroupId::from_stored(7), None, 2));
    assert_eq!(assembly.total, 7, "what is left out still counts");
}

fn run(status: RunStatus) -> TimetableRun {
    TimetableRun {
        id: RunId::from_stored(5),
        institution_id: InstitutionId::from_stored(2),
        status,
        dates: semester(),
        seconds: 5,
        progress: 0.0,
        penalty: None,
        placed: 0,
        total: 0,
        unplaced: Vec::new(),
        stop_requested: false,
        published_at: None,
        created_at: Utc::now(),
        finished_at: None,
    }
}

#[test]
fn starting_a_run_needs_the_edit_permission() {
    let unit = FakeUnit::new(FakeTx::new());
    let form = RunForm { seconds: 5, ..Default::default() };
    assert!(is_forbidden(StartRun { unit: &unit }.execute(&institution(&[Permission::EduGroupView]), form, &Default::default())));
}

/// The audit records a transaction writes, as (entity, action, id, changed fields).
type Recorded = std::sync::Arc<std::sync::Mutex<Vec<(EntityType, AuditAction, Option<i64>, Vec<&'static str>)>>>;

fn recording(tx: &mut FakeTx) -> Recorded {
    let recorded = Recorded::default();
    let sink = recorded.clone();
    tx.audit.expect_record().returning(move |context, entity, id, changes| {
        let fields = changes.iter().map(|(field, _, _)| *field).collect();
        sink.lock().unwrap_or_else(|e| e.into_inner()).push((entity, context.action, id, fields));
        Ok(())
    });
    recorded
}

#[test]
fn a_started_run_is_audited_in_its_transaction() {
    let mut tx = FakeTx::new();
    tx.timetable.expect_data().returning(|_, _| Ok(data()));
    tx.timetable.expect_running().returning(|_| Ok(false));
    tx.timetable.expect_insert_run().times(1).returning(|_| Ok(run(RunStatus::Running)));
    let recorded = recording(&mut tx);
    let unit = FakeUnit::new(tx);
    let form = RunForm { seconds: 5, ..Default::default() };
    let started = StartRun { unit: &unit }.execute(&institution(&[Permission::EduGroupEdit]), form, &Default::default()).unwrap();
    assert_eq!(started.id, RunId::from_stored(5));
    let recorded = recorded.lock().unwrap().clone();
    assert_eq!(recorded.len(), 1);
    let (entity, action, id, fields) = &recorded[0];
    assert_eq!((*entity, *action, *id), (EntityType::TimetableRun, AuditAction::Create, Some(5)));
    assert!(fields.contains(&"seconds") && fields.contains(&"date_from"), "{fields:?}");
}

#[test]
fn a_run_refused_to_start_leaves_no_record() {
    let mut tx = FakeTx::new();
    tx.timetable.expect_data().returning(|_, _| Ok(data()));
    tx.timetable.expect_running().returning(|_| Ok(true));
    tx.timetable.expect_insert_run().times(0);
    let recorded = recording(&mut tx);
    let unit = FakeUnit::new(tx);
    let form = RunForm { seconds: 5, ..Default::default() };
    let answer = StartRun { unit: &unit }.execute(&institution(&[Permission::EduGroupEdit]), form, &Default::default());
    assert!(matches!(answer, Err(crate::AppError::Conflict(_))));
    assert!(recorded.lock().unwrap().is_empty());
}

#[test]
fn a_stop_asked_for_is_audited_once() {
    let mut tx = FakeTx::new();
    tx.timetable.expect_run().returning(|_, _| Ok(Some(run(RunStatus::Running))));
    tx.timetable.expect_request_stop().times(1).returning(|_| Ok(()));
    let recorded = recording(&mut tx);
    let unit = FakeUnit::new(tx);
    let stopped = StopRun { unit: &unit }.execute(&institution(&[Permission::EduGroupEdit]), RunId::from_stored(5), &Default::default());
    assert!(stopped.unwrap().stop_requested);
    let recorded = recorded.lock().unwrap().clone();
    assert_eq!(recorded, vec![(EntityType::TimetableRun, AuditAction::Update, Some(5), vec!["stop_requested"])]);
}

#[test]
fn stopping_an_ended_run_changes_and_records_nothing() {
    let mut tx = FakeTx::new();
    tx.timetable.expect_run().returning(|_, _| Ok(Some(run(RunStatus::Done))));
    tx.timetable.expect_request_stop().times(0);
    let recorded = recording(&mut tx);
    let unit = FakeUnit::new(tx);
    let answer = StopRun { unit: &unit }.execute(&institution(&[Permission::EduGroupEdit]), RunId::from_stored(5), &Default::default());
    assert_eq!(answer.unwrap().status, RunStatus::Done);
    assert!(recorded.lock().unwrap().is_empty());
}

#[test]
fn a_published_run_is_audited_beside_its_lessons() {
    let mut tx = FakeTx::new();
    let published = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let seen = published.clone();
    tx.timetable.expect_run().returning(move |_, _| {
        let at = seen.load(std::sync::atomic::Ordering::SeqCst).then(Utc::now);
        Ok(Some(TimetableRun { published_at: at, ..run(RunStatus::Done) }))
    });
    tx.timetable.expect_draft().returning(|_| Ok(Vec::new()));
    let marker = published.clone();
    tx.timetable.expect_mark_published().times(1).returning(move |_| {
        marker.store(true, std::sync::atomic::Ordering::SeqCst);
        Ok(())
    });
    let recorded = recording(&mut tx);
    let unit = FakeUnit::new(tx);
    let (answer, count) =
        PublishRun { unit: &unit }.execute(&institution(&[Permission::EduGroupEdit]), RunId::from_stored(5), &Default::default()).unwrap();
    assert!(answer.published_at.is_some());
    assert_eq!(count, 0);
    let recorded = recorded.lock().unwrap().clone();
    assert_eq!(recorded, vec![(EntityType::TimetableRun, AuditAction::Update, Some(5), vec!["published"])]);
}

#[test]
fn an_institution_lists_only_its_own_runs() {
    let mut tx = FakeTx::new();
    tx.timetable
        .expect_runs()
        .withf(|institution, _| *institution == Some(InstitutionId::from_stored(2)))
        .times(1)
        .returning(|_, _| Ok(domain::paging::Page::exact(vec![run(RunStatus::Done)], 1)));
    let unit = FakeUnit::new(tx);
    // Asking for another institution changes nothing for an institution-level actor.
    let page = ListRuns { unit: &unit }
        .execute(&institution(&[Permission::EduGroupView]), Some(9), domain::paging::PageRequest::default())
        .unwrap();
    assert_eq!(page.count, 1);
    assert!(page.items[0].draft_open());
    let unit = FakeUnit::new(FakeTx::new());
    let answer = ListRuns { unit: &unit }.execute(&institution(&[]), None, domain::paging::PageRequest::default());
    assert!(is_forbidden(answer));
}

#[test]
fn a_run_of_another_institution_is_not_found() {
    let mut tx = FakeTx::new();
    tx.timetable
        .expect_run()
        .returning(|_, _| Ok(Some(TimetableRun { institution_id: InstitutionId::from_stored(9), ..run(RunStatus::Done) })));
    let unit = FakeUnit::new(tx);
    let answer = GetRun { unit: &unit }.execute(&institution(&[Permission::EduGroupView]), RunId::from_stored(5));
    assert!(matches!(answer, Err(crate::AppError::NotFound)));
}

#[test]
fn a_running_run_cannot_be_published() {
    let mut tx = FakeTx::new();
    tx.timetable.expect_run().returning(|_, _| Ok(Some(run(RunStatus::Running))));
    let unit = FakeUnit::new(tx);
    let answer = PublishRun { unit: &unit }.execute(&institution(&[Permission::EduGroupEdit]), RunId::from_stored(5), &Default::default());
    assert!(matches!(answer, Err(crate::AppError::Conflict(c)) if c.code() == "timetable_run_running"));
}

#[test]
fn a_run_stores_the_solvers_draft_and_stops_when_asked() {
    let mut tx = FakeTx::new();
    tx.timetable.expect_run().returning(|_, _| Ok(Some(run(RunStatus::Running))));
    tx.timetable.expect_data().returning(|_, _| Ok(data()));
    tx.timetable.expect_progress().returning(|_, _, _, _, _| Ok(true));
    tx.timetable
        .expect_finish()
        .withf(|_, result: &RunResult| result.status == RunStatus::Stopped && result.lessons.is_empty() && result.total == 7)
        .times(1)
        .returning(|_, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let mut solver = MockTimetableSolver::new();
    solver.expect_solve().returning(|problem, _, sink| {
        std::thread::sleep(PROGRESS_EVERY);
        let go_on = sink.report(&crate::ports::SolverProgress { done: 0.5, penalty: 3, unplaced: 6 });
        assert!(!go_on, "the stop asked for in the database reaches the solver");
        let unplaced = (0..3).map(|course| SolverUnplaced { course, lessons: 2, reason: SolverLeftOut::Stopped }).collect();
        let _ = problem;
        Ok(TimetableSolution { placements: Vec::new(), unplaced, penalty: 0, stopped: true })
    });
    ExecuteRun { unit: &unit, solver: &solver }.execute(RunId::from_stored(5)).unwrap();
}
