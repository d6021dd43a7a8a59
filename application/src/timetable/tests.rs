//! The timetable's use cases against mocks, and the assembly of the solver's problem.

use std::collections::BTreeSet;

use chrono::{NaiveDate, Utc};
use domain::audit::{AuditAction, EntityType};
use domain::ids::{ClassHourId, EduSubjectId, GroupId, InstitutionId, RoomId, StaffId};
use domain::permission::Permission;
use domain::room::RoomKind;
use domain::schedule::{Booking, DateSpan, LessonType, Weekday};
use domain::timetable::{RunId, RunStatus, TimetableWeights, UnplacedReason};

use super::*;
use crate::ports::{
    GroupOfTimetable, MockTimetableSolver, PeriodOfDay, RoomOfTimetable, RunResult, SubjectOfGroup, TeacherOfTimetable, TimetableData,
    TimetableRun,
};
use crate::test_support::{institution, is_forbidden, name, FakeTx, FakeUnit};

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

fn semester() -> DateSpan {
    // 18 weeks.
    DateSpan::new(d(9, 1), d(9, 1) + chrono::Duration::days(125)).unwrap()
}

fn subject(id: i64, hours: i32, subgroups: Vec<i32>) -> SubjectOfGroup {
    SubjectOfGroup { id: EduSubjectId::from_stored(id), name: name("Fan"), study_hours: hours, subgroups }
}

/// Two groups, two teachers, two rooms, four class hours of 80 minutes.
fn data() -> TimetableData {
    TimetableData {
        periods: (1..=4).map(|n| PeriodOfDay { id: ClassHourId::from_stored(n), number: n as i16, minutes: 80 }).collect(),
        rooms: vec![
            RoomOfTimetable { id: RoomId::from_stored(1), capacity: 60, kind: RoomKind::Lecture },
            RoomOfTimetable { id: RoomId::from_stored(2), capacity: 15, kind: RoomKind::Computer },
            // Big enough for a whole group, but a gym: no lecture goes there.
            RoomOfTimetable { id: RoomId::from_stored(3), capacity: 100, kind: RoomKind::Gym },
        ],
        teachers: vec![
            TeacherOfTimetable {
                id: StaffId::from_stored(1),
                full_name: "Aliyeva".into(),
                rate: 100,
                subjects: BTreeSet::from([EduSubjectId::from_stored(10), EduSubjectId::from_stored(11)]),
            },
            TeacherOfTimetable {
                id: StaffId::from_stored(2),
                full_name: "Karimov".into(),
                rate: 50,
                subjects: BTreeSet::from([EduSubjectId::from_stored(11)]),
            },
        ],
        groups: vec![
            GroupOfTimetable {
                id: GroupId::from_stored(7),
                name: "DI-25-01".into(),
                students: 25,
                semester: semester(),
                // 72 hours: 4 a week, 2 pairs; split into two subgroups of 12 and 13.
                subjects: vec![subject(10, 72, vec![]), subject(11, 72, vec![12, 13]), subject(12, 36, vec![])],
            },
            GroupOfTimetable {
                id: GroupId::from_stored(8),
                name: "DI-25-02".into(),
                students: 20,
                semester: semester(),
                subjects: vec![subject(10, 36, vec![])],
            },
        ],
        unavailable: vec![(StaffId::from_stored(1), Weekday::new(1).unwrap(), ClassHourId::from_stored(1))],
        // Karimov prefers the first two hours of Wednesday and Thursday.
        preferred: [(3, 1), (3, 2), (4, 1), (4, 2)]
            .into_iter()
            .map(|(day, hour)| (StaffId::from_stored(2), Weekday::new(day).unwrap(), ClassHourId::from_stored(hour)))
            .collect(),
        published: vec![(
            Booking {
                id: None,
                group: GroupId::from_stored(8),
                subgroup: None,
                teacher: StaffId::from_stored(1),
                room: RoomId::from_stored(1),
                weekday: Weekday::new(2).unwrap(),
                class_hour: ClassHourId::from_stored(2),
                dates: semester(),
            },
            EduSubjectId::from_stored(10),
        )],
        weights: TimetableWeights::default(),
    }
}

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
    assert_eq!((pinned.lectures, pinned.unavailable.len()), (1, 23));
    // Subgroup courses use only their own curriculum; the whole group's course all of the group's.
    assert_eq!(assembly.problem.courses[0].curricula, vec![0, 1, 2]);
    assert_eq!(assembly.problem.courses[1].curricula, vec![1]);
    // The small room seats a subgroup of 13? No: 15 ≥ 13, yes; the whole group of 25 only the big one.
    // The gym seats everybody but holds no lecture; a subgroup's practice may go anywhere it fits.
    assert_eq!(assembly.problem.courses[0].rooms, Some(vec![0]));
    assert_eq!(assembly.problem.courses[2].rooms, Some(vec![0, 1, 2]));
    // Monday's first hour is barred for Aliyeva, and so is Tuesday's second, where she teaches a
    // published lesson.
    assert_eq!(
        assembly.problem.teachers[0].unavailable,
        vec![solver::TimeSlot { day: 0, period: 0 }, solver::TimeSlot { day: 1, period: 1 }]
    );
    assert!(pinned.curricula.is_empty() && pinned.rooms == Some(vec![0]));
    assert!(pinned.fixed && !assembly.problem.courses[0].fixed, "only the published lesson is fixed");
    // Karimov's preferred periods reach the solver; Aliyeva has none.
    assert_eq!(
        assembly.problem.teachers[1].preferred,
        [(2, 0), (2, 1), (3, 0), (3, 1)].map(|(day, period)| solver::TimeSlot { day, period })
    );
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

#[test]
fn the_solver_keeps_a_teacher_in_their_preferred_periods() {
    let mut data = data();
    data.weights.preferred_periods = 50;
    let assembly = assemble(&data, semester());
    let problem = solver::Problem::new(assembly.problem.clone()).unwrap();
    let stop = std::sync::atomic::AtomicBool::new(false);
    let options = solver::SolveOptions { seed: 5, max_steps: Some(50_000), ..Default::default() };
    let solution = solver::solve(&problem, &options, &stop, &mut |_| {});
    let (lessons, _) = disassemble(&assembly, &data, &solution);
    let karimov: Vec<_> = lessons.iter().filter(|l| l.teacher == StaffId::from_stored(2)).collect();
    assert!(!karimov.is_empty(), "Karimov teaches the subgroups");
    for lesson in karimov {
        assert!(matches!(lesson.weekday.get(), 3 | 4), "{lesson:?}");
        assert!(lesson.class_hour.get() <= 2, "{lesson:?}");
    }
}

#[test]
fn a_solution_becomes_clash_free_lessons_of_the_groups() {
    let data = data();
    let assembly = assemble(&data, semester());
    let problem = solver::Problem::new(assembly.problem.clone()).unwrap();
    let stop = std::sync::atomic::AtomicBool::new(false);
    let options = solver::SolveOptions { seed: 3, max_steps: Some(20_000), ..Default::default() };
    let solution = solver::solve(&problem, &options, &stop, &mut |_| {});
    let (lessons, unplaced) = disassemble(&assembly, &data, &solution);
    assert_eq!(lessons.len(), 6, "{unplaced:?}");
    assert_eq!(unplaced.len(), 1);
    for (i, a) in lessons.iter().enumerate() {
        assert!(!(a.weekday.get() == 1 && a.class_hour.get() == 1 && a.teacher.get() == 1), "Aliyeva is barred then");
        let booking = a.booking(None);
        for b in &lessons[i + 1..] {
            assert_eq!(booking.clash_with(&b.booking(None)), None, "{a:?} {b:?}");
        }
        let published = &data.published[0].0;
        assert_eq!(booking.clash_with(published), None);
    }
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
        let unplaced = (0..3).map(|course| solver::Unplaced { course, lectures: 2, reason: solver::UnplacedReason::Stopped }).collect();
        let _ = problem;
        Ok(solver::Solution { placements: Vec::new(), unplaced, penalty: 0, steps: 1, stopped: true })
    });
    ExecuteRun { unit: &unit, solver: &solver }.execute(RunId::from_stored(5)).unwrap();
}

mod properties {
    use proptest::prelude::*;

    use super::*;

    /// Random small institutions: 1-4 class hours, 1-3 rooms, 1-4 teachers with some of 4 subjects,
    /// 1-4 groups with some subjects (split or not), some unavailable periods, a published lesson.
    fn institution() -> impl Strategy<Value = TimetableData> {
        (
            1usize..=4,
            proptest::collection::vec((10i32..60, 0usize..4), 1..=3),
            proptest::collection::vec(proptest::collection::btree_set(10i64..14, 1..=3), 1..=4),
            proptest::collection::vec((15i32..50, proptest::collection::vec((10i64..14, 18i32..120, any::<bool>()), 1..=4)), 1..=4),
            proptest::collection::vec((0usize..4, 1i64..=6, 0usize..4), 0..6),
            any::<bool>(),
        )
            .prop_map(|(hours, rooms, teachers, groups, barred, with_published)| {
                let periods: Vec<PeriodOfDay> =
                    (1..=hours as i64).map(|n| PeriodOfDay { id: ClassHourId::from_stored(n), number: n as i16, minutes: 80 }).collect();
                let teachers: Vec<TeacherOfTimetable> = teachers
                    .into_iter()
                    .enumerate()
                    .map(|(i, subjects)| TeacherOfTimetable {
                        id: StaffId::from_stored(i as i64 + 1),
                        full_name: format!("T{i}"),
                        rate: 100,
                        subjects: subjects.into_iter().map(EduSubjectId::from_stored).collect(),
                    })
                    .collect();
                let groups: Vec<GroupOfTimetable> = groups
                    .into_iter()
                    .enumerate()
                    .map(|(g, (students, subjects))| {
                        let mut seen = BTreeSet::new();
                        GroupOfTimetable {
                            id: GroupId::from_stored(g as i64 + 1),
                            name: format!("G{g}"),
                            students,
                            semester: semester(),
                            subjects: subjects
                                .into_iter()
                                .filter(|(id, _, _)| seen.insert(*id))
                                .map(|(id, hours, split)| {
                                    subject(id, hours, if split { vec![students / 2, students - students / 2] } else { vec![] })
                                })
                                .collect(),
                        }
                    })
                    .collect();
                let unavailable = barred
                    .into_iter()
                    .filter(|(t, _, p)| *t < teachers.len() && *p < periods.len())
                    .map(|(t, day, p)| (teachers[t].id, Weekday::new(day).unwrap(), periods[p].id))
                    .collect();
                let published = if with_published {
                    vec![(
                        Booking {
                            id: None,
                            group: groups[0].id,
                            subgroup: None,
                            teacher: teachers[0].id,
                            room: RoomId::from_stored(1),
                            weekday: Weekday::new(1).unwrap(),
                            class_hour: periods[0].id,
                            dates: semester(),
                        },
                        EduSubjectId::from_stored(99),
                    )]
                } else {
                    Vec::new()
                };
                TimetableData {
                    periods,
                    rooms: rooms
                        .into_iter()
                        .enumerate()
                        .map(|(i, (capacity, kind))| RoomOfTimetable {
                            id: RoomId::from_stored(i as i64 + 1),
                            capacity,
                            kind: [RoomKind::Lecture, RoomKind::Lab, RoomKind::Computer, RoomKind::Gym][kind],
                        })
                        .collect(),
                    teachers,
                    groups,
                    unavailable,
                    preferred: Vec::new(),
                    published,
                    weights: TimetableWeights::default(),
                }
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(48))]

        /// Whatever the institution, every drafted lesson keeps every hard rule, and every lesson
        /// needed is either drafted or listed with a reason.
        #[test]
        fn every_draft_keeps_the_hard_rules(data in institution(), seed in 0u64..1000) {
            let assembly = assemble(&data, semester());
            let problem = solver::Problem::new(assembly.problem.clone()).unwrap();
            let stop = std::sync::atomic::AtomicBool::new(false);
            let options = solver::SolveOptions { seed, max_steps: Some(3_000), ..Default::default() };
            let solution = solver::solve(&problem, &options, &stop, &mut |_| {});
            let (lessons, unplaced) = disassemble(&assembly, &data, &solution);
            let left: u32 = unplaced.iter().map(|u| u.lessons).sum();
            prop_assert_eq!(lessons.len() as u32 + left, assembly.total);
            for (i, a) in lessons.iter().enumerate() {
                let teacher = data.teachers.iter().find(|t| t.id == a.teacher).unwrap();
                prop_assert!(teacher.subjects.contains(&a.subject), "the teacher teaches the subject");
                let group = data.groups.iter().find(|g| g.id == a.group).unwrap();
                let students = match a.subgroup {
                    None => group.students,
                    Some(n) => group.subjects.iter().find(|s| s.id == a.subject).unwrap().subgroups[usize::from(n) - 1],
                };
                let room = data.rooms.iter().find(|r| r.id == a.room).unwrap();
                prop_assert!(room.capacity >= students, "the room seats them");
                prop_assert!(a.lesson_type.fits_room(room.kind), "the room is of a kind for the lesson");
                prop_assert!(!data.unavailable.contains(&(a.teacher, a.weekday, a.class_hour)), "the teacher is available");
                let booking = a.booking(None);
                for b in &lessons[i + 1..] {
                    prop_assert_eq!(booking.clash_with(&b.booking(None)), None);
                    let same_course = a.group == b.group && a.subgroup == b.subgroup && a.subject == b.subject;
                    prop_assert!(!(same_course && a.weekday == b.weekday && a.class_hour == b.class_hour));
                }
                for (published, _) in &data.published {
                    prop_assert_eq!(booking.clash_with(published), None);
                }
            }
        }
    }
}
