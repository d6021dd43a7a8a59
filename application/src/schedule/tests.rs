use std::collections::BTreeSet;

use chrono::{NaiveDate, NaiveTime};
use domain::curriculum::{EduForm, EduLanguage};
use domain::group::{Group, GroupDraft, GroupStatus};
use domain::ids::{ClassHourId, CurriculumId, DirectionId, EduSubjectId, GroupId, InstitutionId, RoomId, ScheduleId, StaffId};
use domain::permission::Permission;
use domain::schedule::{BookedLesson, DateSpan, DeleteOutcome, DeleteScope, LessonDetails, LessonForm, LessonType, Weekday, WeeklyLesson};
use domain::version::Version;

use super::*;
use crate::ports::{LessonView, RequestMeta, RoomFacts, SemesterSubject, TeacherFacts};
use crate::test_support::{institution, is_forbidden, name, FakeTx, FakeUnit};
use crate::AppError;

fn d(m: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, m, day).unwrap()
}

fn group() -> Group {
    Group {
        id: GroupId::from_stored(7),
        institution_id: InstitutionId::from_stored(2),
        details: GroupDraft {
            name: "DI-25-01".into(),
            course: 2,
            current_semester: 3,
            number_of_students: 25,
            opened_year: 2025,
            curriculum_id: CurriculumId::from_stored(4),
            edu_direction_id: DirectionId::from_stored(3),
            edu_form: EduForm::FullTime,
            edu_language: EduLanguage::Uz,
        },
        status: GroupStatus::Active,
        current_number_of_students: 24,
        version: Version::new(1),
    }
}

fn form() -> LessonForm {
    LessonForm {
        edu_group_id: 7,
        subgroup: None,
        edu_subject_id: 5,
        teacher_id: 3,
        room_id: 4,
        weekday: 1,
        class_hour_id: 2,
        lesson_type: "LECTURE".into(),
        start_date: String::new(),
        end_date: String::new(),
    }
}

fn details() -> LessonDetails {
    LessonDetails {
        group: GroupId::from_stored(7),
        subgroup: None,
        subject: EduSubjectId::from_stored(5),
        teacher: StaffId::from_stored(3),
        room: RoomId::from_stored(4),
        weekday: Weekday::new(1).unwrap(),
        class_hour: ClassHourId::from_stored(2),
        lesson_type: LessonType::Lecture,
        dates: DateSpan::new(d(9, 1), d(12, 31)).unwrap(),
    }
}

fn stored() -> WeeklyLesson {
    WeeklyLesson {
        id: ScheduleId::from_stored(11),
        institution_id: InstitutionId::from_stored(2),
        details: details(),
        version: Version::new(1),
    }
}

fn view() -> LessonView {
    LessonView {
        lesson: stored(),
        skipped: BTreeSet::new(),
        institution_name: name("TATU"),
        group_name: "DI-25-01".into(),
        subgroup_name: None,
        subject_code: "DA-101".into(),
        subject_name: name("Dasturlash asoslari"),
        teacher_name: "Aliyeva Nodira".into(),
        room_name: "101".into(),
        room_capacity: 60,
        building_name: "A bino".into(),
        class_hour_number: 2,
        class_hour_start: NaiveTime::from_hms_opt(10, 0, 0).unwrap(),
        class_hour_end: NaiveTime::from_hms_opt(11, 20, 0).unwrap(),
    }
}

/// A transaction whose group, teacher, room, class hour and semester all let the lesson through.
fn valid_tx() -> FakeTx {
    let mut tx = FakeTx::new();
    tx.groups.expect_find().returning(|_, _| Ok(Some(group())));
    tx.groups.expect_semester_subjects().returning(|_, _| {
        Ok(vec![SemesterSubject { id: EduSubjectId::from_stored(5), code: "DA-101".into(), name: name("Dasturlash"), study_hours: 100 }])
    });
    tx.schedules.expect_teacher().returning(|id| {
        Ok(Some(TeacherFacts {
            id,
            institution_id: InstitutionId::from_stored(2),
            full_name: "Aliyeva Nodira".into(),
            subjects: BTreeSet::from([EduSubjectId::from_stored(5)]),
        }))
    });
    tx.schedules.expect_room().returning(|id| {
        Ok(Some(RoomFacts { id, institution_id: InstitutionId::from_stored(2), capacity: 30, name: "204 (Bosh bino)".into() }))
    });
    tx.schedules.expect_class_hour().returning(|_| Ok(Some(InstitutionId::from_stored(2))));
    tx.schedules.expect_semester_dates().returning(|_, _| Ok(DateSpan::new(d(9, 1), d(12, 31))));
    tx.exams.expect_booked().returning(|_, _| Ok(Vec::new()));
    tx
}

#[test]
fn a_free_lesson_is_saved_and_audited_in_the_transaction_that_checked_it() {
    let mut tx = valid_tx();
    tx.schedules.expect_booked().times(1).returning(|_| Ok(Vec::new()));
    tx.schedules
        .expect_insert()
        .times(1)
        .withf(|_, d| d.dates.start() == NaiveDate::from_ymd_opt(2026, 9, 1).unwrap())
        .returning(|_, _| Ok(stored()));
    tx.audit
        .expect_record()
        .times(1)
        .withf(|_, entity, id, _| *entity == domain::audit::EntityType::ScheduleLesson && *id == Some(11))
        .returning(|_, _, _, _| Ok(()));
    tx.schedules.expect_views().returning(|_| Ok(vec![view()]));
    let unit = FakeUnit::new(tx);
    let created = CreateLesson { unit: &unit }.execute(&institution(&[Permission::EduGroupEdit]), form(), &RequestMeta::default()).unwrap();
    assert_eq!(created.lesson.id, ScheduleId::from_stored(11));
    assert_eq!(unit.ended(), (1, 0));
}

#[test]
fn a_clash_found_in_the_transaction_is_a_conflict_and_nothing_is_written() {
    let mut tx = valid_tx();
    tx.schedules.expect_booked().returning(|_| {
        let mut other = details();
        other.group = GroupId::from_stored(8);
        Ok(vec![BookedLesson {
            booking: other.booking(Some(ScheduleId::from_stored(12))),
            group_name: "DI-25-02".into(),
            subgroup_name: None,
            subject_name: "Fizika".into(),
            teacher_name: "Aliyeva Nodira".into(),
            room_name: "310".into(),
            class_hour_number: 2,
            exam_date: None,
        }])
    });
    tx.schedules.expect_insert().never();
    let unit = FakeUnit::new(tx);
    match (CreateLesson { unit: &unit }).execute(&institution(&[Permission::EduGroupEdit]), form(), &RequestMeta::default()) {
        Err(AppError::Conflict(rule)) => assert_eq!(rule.code(), "schedule_teacher_busy"),
        other => panic!("{other:?}"),
    }
    assert_eq!(unit.ended(), (0, 1));
}

#[test]
fn a_room_too_small_is_refused_before_any_clash_query() {
    let mut tx = valid_tx();
    tx.schedules.checkpoint();
    tx.schedules.expect_teacher().returning(|id| {
        Ok(Some(TeacherFacts {
            id,
            institution_id: InstitutionId::from_stored(2),
            full_name: "A".into(),
            subjects: BTreeSet::from([EduSubjectId::from_stored(5)]),
        }))
    });
    tx.schedules.expect_room().returning(|id| {
        Ok(Some(RoomFacts { id, institution_id: InstitutionId::from_stored(2), capacity: 10, name: "101 (Bosh bino)".into() }))
    });
    tx.schedules.expect_class_hour().returning(|_| Ok(Some(InstitutionId::from_stored(2))));
    tx.schedules.expect_semester_dates().returning(|_, _| Ok(DateSpan::new(d(9, 1), d(12, 31))));
    tx.schedules.expect_booked().never();
    let unit = FakeUnit::new(tx);
    let refused = CreateLesson { unit: &unit }.execute(&institution(&[Permission::EduGroupEdit]), form(), &RequestMeta::default());
    assert_eq!(crate::test_support::refused_fields(refused), ["room_id"]);
}

#[test]
fn without_the_permission_no_transaction_starts() {
    let unit = FakeUnit::new(FakeTx::new());
    let viewer = institution(&[Permission::EduGroupView]);
    assert!(is_forbidden(CreateLesson { unit: &unit }.execute(&viewer, form(), &RequestMeta::default())));
    let scope = DeleteScope::Day(d(11, 23));
    assert!(is_forbidden(DeleteLesson { unit: &unit }.execute(&viewer, ScheduleId::from_stored(11), scope, &RequestMeta::default())));
    assert_eq!(unit.ended(), (0, 0));
}

#[test]
fn a_one_day_delete_skips_that_day_and_is_audited() {
    let mut tx = FakeTx::new();
    tx.schedules.expect_find().returning(|_, _| Ok(Some(stored())));
    tx.schedules.expect_views().returning(|_| Ok(vec![view()]));
    tx.schedules.expect_skip_day().times(1).withf(|_, day| *day == d(11, 23)).returning(|_, _| Ok(()));
    tx.audit.expect_record().times(1).returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let outcome = DeleteLesson { unit: &unit }
        .execute(
            &institution(&[Permission::EduGroupEdit]),
            ScheduleId::from_stored(11),
            DeleteScope::Day(d(11, 23)),
            &RequestMeta::default(),
        )
        .unwrap();
    assert_eq!(outcome, DeleteOutcome::SkipDay(d(11, 23)));
}

#[test]
fn a_lesson_of_another_institution_is_not_found() {
    let mut tx = FakeTx::new();
    tx.schedules.expect_find().returning(|_, _| Ok(Some(WeeklyLesson { institution_id: InstitutionId::from_stored(9), ..stored() })));
    let unit = FakeUnit::new(tx);
    let found = GetLesson { unit: &unit }.execute(&institution(&[Permission::EduGroupView]), ScheduleId::from_stored(11));
    assert!(matches!(found, Err(AppError::NotFound)));
}

#[test]
fn a_month_lists_every_day_with_its_lessons() {
    let calendar = Calendar::expand(domain::schedule::YearMonth::parse("2026-11").unwrap(), &[view()], Vec::new());
    assert_eq!(calendar.days.len(), 30);
    let mondays: Vec<u32> = calendar.days.iter().filter(|d| !d.lessons.is_empty()).map(|d| chrono::Datelike::day(&d.date)).collect();
    assert_eq!(mondays, [2, 9, 16, 23, 30]);
}

fn clock() -> crate::ports::MockClock {
    use chrono::TimeZone;
    let mut clock = crate::ports::MockClock::new();
    clock.expect_now().returning(|| chrono::Utc.with_ymd_and_hms(2026, 11, 24, 6, 0, 0).unwrap());
    clock
}

#[test]
fn a_printed_week_is_a_grid_of_class_hours_by_days_in_the_readers_language() {
    let mut tx = valid_tx();
    tx.schedules.expect_institution_name().returning(|_| Ok(Some(name("TATU"))));
    tx.schedules
        .expect_in_window()
        .withf(|filter, week| filter.room == Some(RoomId::from_stored(4)) && *week == DateSpan::new(d(11, 23), d(11, 28)).unwrap())
        .returning(|_, _| {
            let thursday = LessonView {
                lesson: WeeklyLesson { details: LessonDetails { weekday: Weekday::new(4).unwrap(), ..details() }, ..stored() },
                class_hour_number: 1,
                class_hour_start: NaiveTime::from_hms_opt(8, 30, 0).unwrap(),
                class_hour_end: NaiveTime::from_hms_opt(9, 50, 0).unwrap(),
                ..view()
            };
            Ok(vec![view(), thursday])
        });
    tx.exams.expect_in_window().returning(|_, _| {
        let exam = domain::schedule::Exam {
            id: domain::ids::ExamId::from_stored(9),
            institution_id: InstitutionId::from_stored(2),
            details: domain::schedule::ExamDetails {
                group: GroupId::from_stored(7),
                subgroup: None,
                subject: EduSubjectId::from_stored(5),
                semester: 3,
                control: domain::assessment::Control::Final,
                attempt: 2,
                date: d(11, 28),
                class_hour: ClassHourId::from_stored(2),
                room: RoomId::from_stored(4),
                examiner: StaffId::from_stored(3),
            },
            version: Version::new(1),
        };
        let v = view();
        Ok(vec![crate::ports::ExamView {
            exam,
            group_name: v.group_name,
            subgroup_name: None,
            subject_code: v.subject_code,
            subject_name: v.subject_name,
            examiner_name: v.teacher_name,
            room_name: v.room_name,
            class_hour_number: v.class_hour_number,
            class_hour_start: v.class_hour_start,
            class_hour_end: v.class_hour_end,
        }])
    });
    let unit = FakeUnit::new(tx);
    let mut printer = crate::ports::MockTimetablePrinter::new();
    printer.expect_print().times(1).returning(|timetable| {
        assert_eq!(timetable.heading, "Аудитория: 204 (Bosh bino)");
        assert_eq!(timetable.period, "23.11.2026 – 28.11.2026");
        assert_eq!(timetable.printed, "Дата печати: 24.11.2026");
        assert_eq!(
            timetable.days.iter().map(|d| d.name.as_str()).collect::<Vec<_>>(),
            ["Понедельник", "Вторник", "Среда", "Четверг", "Пятница", "Суббота"]
        );
        let rows: Vec<(&str, &str)> = timetable.rows.iter().map(|r| (r.number.as_str(), r.time.as_str())).collect();
        assert_eq!(rows, [("1", "08:30–09:50"), ("2", "10:00–11:20")]);
        let filled: Vec<Vec<usize>> = timetable.rows.iter().map(|r| r.cells.iter().map(Vec::len).collect()).collect();
        assert_eq!(filled, [vec![0, 0, 0, 1, 0, 0], vec![1, 0, 0, 0, 0, 1]]);
        // A room's timetable names the group and the teacher, not the room again.
        let monday = &timetable.rows[1].cells[0][0];
        assert_eq!(monday.lines, ["Лекция", "DI-25-01", "Aliyeva Nodira"]);
        let saturday = &timetable.rows[1].cells[5][0];
        assert_eq!(saturday.lines, ["Экзамен: Итоговый контроль · 2-попытка", "DI-25-01", "Aliyeva Nodira"]);
        assert_eq!(timetable.empty, None);
        Ok(b"%PDF".to_vec())
    });
    let pdf = PrintTimetable { unit: &unit, printer: &printer, clock: &clock() }
        .execute(
            &institution(&[Permission::EduGroupView]),
            CalendarOf::Room(RoomId::from_stored(4)),
            d(11, 26),
            domain::language::Language::Ru,
        )
        .unwrap();
    assert_eq!(pdf, b"%PDF");
}

#[test]
fn a_timetable_of_another_institution_is_not_found_and_nothing_is_printed() {
    let mut tx = FakeTx::new();
    tx.schedules.expect_teacher().returning(|id| {
        Ok(Some(TeacherFacts { id, institution_id: InstitutionId::from_stored(9), full_name: "Boshqa".into(), subjects: BTreeSet::new() }))
    });
    let unit = FakeUnit::new(tx);
    let printer = crate::ports::MockTimetablePrinter::new();
    let teacher = CalendarOf::Teacher(StaffId::from_stored(3));
    let language = domain::language::Language::Uz;
    let printing = PrintTimetable { unit: &unit, printer: &printer, clock: &clock() };
    assert!(matches!(printing.execute(&institution(&[Permission::EduGroupView]), teacher, d(11, 26), language), Err(AppError::NotFound)));
    assert!(is_forbidden(printing.execute(&institution(&[Permission::EduGroupEdit]), teacher, d(11, 26), language)));
}
