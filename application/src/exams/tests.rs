use chrono::{NaiveDate, NaiveTime};
use domain::assessment::Control;
use domain::curriculum::RatingType;
use domain::ids::{ClassHourId, ControlSheetId, CurriculumId, EduSubjectId, ExamId, GroupId, InstitutionId, RoomId, StaffId};
use domain::permission::Permission;
use domain::schedule::{BookedLesson, DateSpan, Exam, ExamDetails, ExamForm, Weekday};
use domain::version::Version;

use super::*;
use crate::ports::{ExamView, RequestMeta, RoomFacts, SemesterSubject, StoredSheet, TeacherFacts};
use crate::test_support::{curriculum_facts, group, institution, is_forbidden, keeps_standings, members, name, FakeTx, FakeUnit};
use crate::AppError;

fn date() -> NaiveDate {
    NaiveDate::from_ymd_opt(2027, 1, 12).unwrap()
}

fn form() -> ExamForm {
    ExamForm {
        edu_group_id: 7,
        subgroup: None,
        edu_subject_id: 5,
        semester: None,
        control: "FINAL".into(),
        attempt: 1,
        date: "2027-01-12".into(),
        class_hour_id: 2,
        room_id: 4,
        examiner_id: 3,
    }
}

fn details() -> ExamDetails {
    ExamDetails {
        group: GroupId::from_stored(7),
        subgroup: None,
        subject: EduSubjectId::from_stored(5),
        semester: 1,
        control: Control::Final,
        attempt: 1,
        date: date(),
        class_hour: ClassHourId::from_stored(2),
        room: RoomId::from_stored(4),
        examiner: StaffId::from_stored(3),
    }
}

fn stored() -> Exam {
    Exam { id: ExamId::from_stored(9), institution_id: InstitutionId::from_stored(2), details: details(), version: Version::new(1) }
}

fn view() -> ExamView {
    ExamView {
        exam: stored(),
        group_name: "AT-26-01".into(),
        subgroup_name: None,
        subject_code: "OM-101".into(),
        subject_name: name("Oliy matematika"),
        examiner_name: "Aliyeva Nodira".into(),
        room_name: "204".into(),
        class_hour_number: 2,
        class_hour_start: NaiveTime::from_hms_opt(10, 0, 0).unwrap(),
        class_hour_end: NaiveTime::from_hms_opt(11, 20, 0).unwrap(),
    }
}

/// A transaction whose group, examiner, room, class hour and semester all let the exam through.
fn valid_tx() -> FakeTx {
    let mut tx = FakeTx::new();
    tx.groups.expect_find().returning(|id, _| Ok(Some(group(id.get()))));
    tx.groups.expect_curriculum().returning(|_| Ok(Some(curriculum_facts(RatingType::HundredPoint))));
    tx.groups.expect_semester_subjects().returning(|_, _| {
        Ok(vec![SemesterSubject {
            id: EduSubjectId::from_stored(5),
            code: "OM-101".into(),
            name: name("Oliy matematika"),
            study_hours: 120,
        }])
    });
    tx.schedules.expect_teacher().returning(|id| {
        Ok(Some(TeacherFacts {
            id,
            institution_id: InstitutionId::from_stored(2),
            full_name: "Aliyeva Nodira".into(),
            subjects: Default::default(),
        }))
    });
    tx.schedules.expect_room().returning(|id| {
        Ok(Some(RoomFacts { id, institution_id: InstitutionId::from_stored(2), capacity: 30, name: "204 (Bosh bino)".into() }))
    });
    tx.schedules.expect_class_hour().returning(|_| Ok(Some(InstitutionId::from_stored(2))));
    tx
}

fn sheet(closed: bool) -> StoredSheet {
    StoredSheet {
        id: ControlSheetId::from_stored(31),
        key: crate::ports::SheetKey {
            group: GroupId::from_stored(7),
            subject: EduSubjectId::from_stored(5),
            semester: 1,
            control: Control::Final,
            attempt: 1,
        },
        institution: InstitutionId::from_stored(2),
        curriculum: CurriculumId::from_stored(4),
        exam_date: None,
        examiner: None,
        closed_at: closed.then(chrono::Utc::now),
        entries: Vec::new(),
        version: Version::new(2),
    }
}

#[test]
fn a_free_exam_is_saved_audited_and_dates_its_control_sheet() {
    let mut tx = valid_tx();
    tx.schedules.expect_booked().times(1).withf(|b| b.dates == DateSpan::new(date(), date()).unwrap()).returning(|_| Ok(Vec::new()));
    tx.exams.expect_booked().times(1).withf(|_, except| except.is_none()).returning(|_, _| Ok(Vec::new()));
    tx.exams.expect_insert().times(1).returning(|_, _| Ok(stored()));
    tx.control_sheets.expect_find().returning(|_, _| Ok(Some(sheet(false))));
    tx.control_sheets
        .expect_save()
        .times(1)
        .withf(|key, _, _, stored, change| {
            key.control == Control::Final
                && *stored == Some((ControlSheetId::from_stored(31), Version::new(2)))
                && change.exam_date == Some(date())
                && change.examiner == Some(StaffId::from_stored(3))
                && change.entries.is_empty()
        })
        .returning(|_, _, _, _, _| Ok(sheet(false)));
    tx.groups.expect_members().returning(|_| Ok(members(&[21])));
    keeps_standings(&mut tx, &[21], Some(1));
    tx.audit
        .expect_record()
        .times(1)
        .withf(|_, entity, id, _| *entity == domain::audit::EntityType::Exam && *id == Some(9))
        .returning(|_, _, _, _| Ok(()));
    tx.exams.expect_views().returning(|_| Ok(vec![view()]));
    let unit = FakeUnit::new(tx);
    let created = CreateExam { unit: &unit }.execute(&institution(&[Permission::ExamSchedule]), form(), &RequestMeta::default()).unwrap();
    assert_eq!(created.exam.id, ExamId::from_stored(9));
    assert_eq!(unit.ended(), (1, 0));
}

#[test]
fn an_exam_over_a_lesson_of_its_group_is_a_conflict_and_nothing_is_written() {
    let mut tx = valid_tx();
    tx.schedules.expect_booked().returning(|_| {
        let lesson = domain::schedule::Booking {
            id: Some(domain::ids::ScheduleId::from_stored(12)),
            group: GroupId::from_stored(7),
            subgroup: None,
            teacher: StaffId::from_stored(8),
            room: RoomId::from_stored(5),
            weekday: Weekday::of(date()).unwrap(),
            class_hour: ClassHourId::from_stored(2),
            dates: DateSpan::new(NaiveDate::from_ymd_opt(2026, 9, 1).unwrap(), NaiveDate::from_ymd_opt(2027, 1, 20).unwrap()).unwrap(),
        };
        Ok(vec![BookedLesson {
            booking: lesson,
            group_name: "AT-26-01".into(),
            subgroup_name: None,
            subject_name: "Fizika".into(),
            teacher_name: "Karimov Aziz".into(),
            room_name: "310".into(),
            class_hour_number: 2,
            exam_date: None,
        }])
    });
    tx.exams.expect_booked().returning(|_, _| Ok(Vec::new()));
    tx.exams.expect_insert().never();
    tx.audit.expect_record().never();
    let unit = FakeUnit::new(tx);
    match (CreateExam { unit: &unit }).execute(&institution(&[Permission::ExamSchedule]), form(), &RequestMeta::default()) {
        Err(AppError::Conflict(clash)) => assert_eq!(clash.code(), "schedule_group_busy"),
        other => panic!("expected a clash, got {other:?}"),
    }
    assert_eq!(unit.ended(), (0, 1));
}

#[test]
fn a_closed_sheet_keeps_its_date_and_examiner() {
    let mut tx = valid_tx();
    tx.schedules.expect_booked().returning(|_| Ok(Vec::new()));
    tx.exams.expect_booked().returning(|_, _| Ok(Vec::new()));
    tx.exams.expect_insert().returning(|_, _| Ok(stored()));
    tx.control_sheets.expect_find().returning(|_, _| Ok(Some(sheet(true))));
    tx.control_sheets.expect_save().never();
    tx.audit.expect_record().returning(|_, _, _, _| Ok(()));
    tx.exams.expect_views().returning(|_| Ok(vec![view()]));
    let unit = FakeUnit::new(tx);
    assert!(CreateExam { unit: &unit }.execute(&institution(&[Permission::ExamSchedule]), form(), &RequestMeta::default()).is_ok());
}

#[test]
fn a_moved_exam_is_checked_against_every_exam_but_itself() {
    let mut tx = valid_tx();
    tx.exams.expect_find().returning(|_, _| Ok(Some(stored())));
    tx.schedules.expect_booked().returning(|_| Ok(Vec::new()));
    tx.exams.expect_booked().times(1).withf(|_, except| *except == Some(ExamId::from_stored(9))).returning(|_, _| Ok(Vec::new()));
    tx.exams.expect_save().times(1).returning(|e| Ok(Exam { version: Version::new(2), ..e.clone() }));
    tx.control_sheets.expect_find().returning(|_, _| Ok(None));
    tx.control_sheets.expect_save().times(1).withf(|_, _, _, stored, _| stored.is_none()).returning(|_, _, _, _, _| Ok(sheet(false)));
    tx.groups.expect_members().returning(|_| Ok(members(&[21])));
    keeps_standings(&mut tx, &[21], Some(1));
    tx.audit.expect_record().returning(|_, _, _, _| Ok(()));
    tx.exams.expect_views().returning(|_| Ok(vec![view()]));
    let unit = FakeUnit::new(tx);
    let moved = ExamForm { date: "2027-01-13".into(), ..form() };
    let actor = institution(&[Permission::ExamSchedule]);
    assert!(UpdateExam { unit: &unit }.execute(&actor, ExamId::from_stored(9), moved, Version::new(1), &RequestMeta::default()).is_ok());
}

#[test]
fn scheduling_exams_takes_its_own_permission() {
    let unit = FakeUnit::new(FakeTx::new());
    let reader = institution(&[Permission::EduGroupView, Permission::JournalView]);
    assert!(is_forbidden(CreateExam { unit: &unit }.execute(&reader, form(), &RequestMeta::default())));
    assert!(is_forbidden(DeleteExam { unit: &unit }.execute(&reader, ExamId::from_stored(9), &RequestMeta::default())));
}
