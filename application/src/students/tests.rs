use chrono::{NaiveDate, TimeZone, Utc};
use domain::curriculum::{EduForm, EduLanguage};
use domain::group::{Group, GroupDraft, GroupStatus};
use domain::ids::{CitizenId, CurriculumId, DirectionId, GroupId, InstitutionId, StudentId};
use domain::passport::PassportSerial;
use domain::permission::Permission;
use domain::person::Gender;
use domain::pinfl::Pinfl;
use domain::student::{StatusChangeForm, Student, StudentDraft, StudentForm, StudentStatus};
use domain::version::Version;

use super::*;
use crate::ports::{MockClock, MockSpreadsheetReader, RequestMeta};
use crate::test_support::{institution, FakeTx, FakeUnit};
use crate::AppError;

const ALL: [Permission; 5] =
    [Permission::StudentAdd, Permission::StudentEdit, Permission::StudentView, Permission::StudentDelete, Permission::StudentImport];

fn clock() -> MockClock {
    let mut clock = MockClock::new();
    clock.expect_now().returning(|| Utc.with_ymd_and_hms(2026, 11, 23, 9, 0, 0).unwrap());
    clock
}

fn pinfl(serial: u32) -> String {
    let first = format!("6140307{serial:06}");
    let digits: Vec<u32> = first.bytes().map(|b| u32::from(b - b'0')).collect();
    format!("{first}{}", Pinfl::check_digit(&digits))
}

fn form(serial: u32) -> StudentForm {
    StudentForm {
        fio: "Karimova Malika Akmal qizi".into(),
        pinfl: pinfl(serial),
        serial_number: "AD1234567".into(),
        birth_date: "2007-03-14".into(),
        gender: 2,
        social_status: String::new(),
        edu_group_id: 7,
    }
}

fn group(enrolled: i32, planned: i32) -> Group {
    Group {
        id: GroupId::from_stored(7),
        institution_id: InstitutionId::from_stored(2),
        details: GroupDraft {
            name: "DI".into(),
            course: 1,
            current_semester: 1,
            number_of_students: planned,
            opened_year: 2026,
            curriculum_id: CurriculumId::from_stored(4),
            edu_direction_id: DirectionId::from_stored(3),
            edu_form: EduForm::FullTime,
            edu_language: EduLanguage::Uz,
        },
        status: GroupStatus::Active,
        current_number_of_students: enrolled,
        version: Version::new(1),
    }
}

fn student(status: StudentStatus) -> Student {
    Student {
        id: StudentId::from_stored(11),
        institution_id: InstitutionId::from_stored(2),
        citizen_id: CitizenId::from_stored(5),
        details: StudentDraft {
            fio: "Karimova Malika Akmal qizi".into(),
            pinfl: Pinfl::from_stored(pinfl(1)),
            serial_number: PassportSerial::from_stored("AD1234567".into()),
            birth_date: NaiveDate::from_ymd_opt(2007, 3, 14).unwrap(),
            gender: Gender::Female,
            social_status: String::new(),
            edu_group_id: GroupId::from_stored(7),
        },
        status,
        version: Version::new(1),
    }
}

#[test]
fn a_full_group_refuses_one_more_student_under_its_field() {
    let mut tx = FakeTx::new();
    tx.groups.expect_find().returning(|_, lock| {
        assert_eq!(lock, crate::ports::Lock::ForUpdate, "the last place is taken under the group's lock");
        Ok(Some(group(25, 25)))
    });
    tx.students.expect_insert().never();
    let (unit, clock) = (FakeUnit::new(tx), clock());
    let refused = CreateStudent { unit: &unit, clock: &clock }.execute(&institution(&ALL), form(1), &RequestMeta::default());
    match refused {
        Err(AppError::Validation(errors)) => assert_eq!(errors.fields()[0].0, "edu_group_id"),
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_pinfl_of_a_living_student_is_a_conflict() {
    let mut tx = FakeTx::new();
    tx.groups.expect_find().returning(|_, _| Ok(Some(group(1, 25))));
    tx.students.expect_taken_pinfls().returning(|pinfls, _| Ok(pinfls.to_vec()));
    tx.citizens.expect_find_or_create().never();
    let (unit, clock) = (FakeUnit::new(tx), clock());
    let refused = CreateStudent { unit: &unit, clock: &clock }.execute(&institution(&ALL), form(1), &RequestMeta::default());
    assert!(matches!(refused, Err(AppError::Conflict(ref rule)) if rule.code() == "pinfl_taken"));
    assert_eq!(unit.ended(), (0, 1));
}

#[test]
fn an_illegal_move_is_refused_naming_both_states_and_nothing_is_saved() {
    let mut tx = FakeTx::new();
    tx.students.expect_find().returning(|_, _| Ok(Some(student(StudentStatus::OnLeave))));
    tx.students.expect_save().never();
    tx.students.expect_add_history().never();
    let unit = FakeUnit::new(tx);
    let change =
        StatusChangeForm { status: "GRADUATED".into(), date: "2026-11-20".into(), reason: String::new(), order_number: "1".into() };
    let refused =
        ChangeStudentStatus { unit: &unit }.execute(&institution(&ALL), StudentId::from_stored(11), change, None, &RequestMeta::default());
    match refused {
        Err(AppError::Conflict(rule)) => assert!(rule.message(domain::language::Language::Uz).contains("Akademik ta'til")),
        other => panic!("{other:?}"),
    }
}

/// The one-student order a status change makes: stored as order 5 and read back.
fn one_student_order(tx: &mut FakeTx, kind: domain::order::OrderKind) {
    tx.orders.expect_insert().times(1).returning(|_, _, _| Ok(5));
    tx.orders
        .expect_find()
        .returning(move |id, _| Ok(Some(crate::test_support::order_view(id, kind, domain::order::OrderState::Draft, &[11]))));
    tx.orders.expect_studying_elsewhere().returning(|_| Ok(None));
}

#[test]
fn a_reinstatement_needs_room_and_a_move_is_saved_with_its_history() {
    let mut tx = FakeTx::new();
    tx.students.expect_find().returning(|_, _| Ok(Some(student(StudentStatus::Withdraw))));
    tx.groups.expect_find().returning(|_, _| Ok(Some(group(25, 25))));
    tx.students.expect_save().never();
    tx.audit.expect_record().returning(|_, _, _, _| Ok(()));
    one_student_order(&mut tx, domain::order::OrderKind::Reinstatement);
    let unit = FakeUnit::new(tx);
    let back = StatusChangeForm { status: "ACTIVE".into(), date: "2026-11-20".into(), reason: String::new(), order_number: "7".into() };
    let refused = ChangeStudentStatus { unit: &unit }.execute(
        &institution(&ALL),
        StudentId::from_stored(11),
        back.clone(),
        None,
        &RequestMeta::default(),
    );
    assert!(matches!(refused, Err(AppError::Validation(_))));

    let mut tx = FakeTx::new();
    tx.students.expect_find().returning(|_, _| Ok(Some(student(StudentStatus::Active))));
    tx.students.expect_save().times(1).returning(|s| Ok(Student { version: Version::new(2), ..s.clone() }));
    tx.students
        .expect_add_history()
        .times(1)
        .withf(|_, entry, _| entry.from == StudentStatus::Active && entry.to == StudentStatus::OnLeave && entry.order_id == Some(5))
        .returning(|_, _, _| Ok(()));
    // The order made, the student moved, the order applied.
    tx.audit.expect_record().times(3).returning(|_, _, _, _| Ok(()));
    tx.orders.expect_save_state().times(1).returning(|_| Ok(()));
    one_student_order(&mut tx, domain::order::OrderKind::AcademicLeave);
    tx.students.expect_view().returning(|_| Err(AppError::NotFound));
    let unit = FakeUnit::new(tx);
    let leave = StatusChangeForm { status: "ON-LEAVE".into(), date: "2026-11-20".into(), reason: String::new(), order_number: "8".into() };
    let _ =
        ChangeStudentStatus { unit: &unit }.execute(&institution(&ALL), StudentId::from_stored(11), leave, None, &RequestMeta::default());
}

#[test]
fn an_import_with_a_bad_row_is_refused_before_any_transaction() {
    let mut reader = MockSpreadsheetReader::new();
    reader.expect_read_rows().returning(|_, _| {
        Ok(vec![
            vec!["fio".into(), "pinfl".into(), "serial_number".into(), "birth_date".into(), "gender".into()],
            vec!["Karimova Malika".into(), pinfl(1), "AD1234567".into(), "14.03.2007".into(), "ayol".into()],
            vec!["Karimova Malika".into(), "123".into(), "AD1234567".into(), "14.03.2007".into(), "ayol".into()],
        ])
    });
    let (unit, clock) = (FakeUnit::new(FakeTx::new()), clock());
    let upload = Upload { file_name: "a.csv".into(), content: b"x".to_vec() };
    let refused =
        ImportStudents { unit: &unit, clock: &clock, reader: &reader }.execute(&institution(&ALL), 7, &upload, &RequestMeta::default());
    match refused {
        Err(AppError::Import(errors)) => {
            assert_eq!(errors.len(), 1);
            assert_eq!((errors[0].line, errors[0].column.map(|c| c.field())), (3, Some("pinfl")));
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(unit.ended(), (0, 0));
}

#[test]
fn an_import_of_an_enrolled_pinfl_writes_nothing() {
    let mut reader = MockSpreadsheetReader::new();
    reader.expect_read_rows().returning(|_, _| {
        Ok(vec![
            vec!["fio".into(), "pinfl".into(), "serial_number".into(), "birth_date".into(), "gender".into()],
            vec!["Karimova Malika".into(), pinfl(1), "AD1234567".into(), "14.03.2007".into(), "2".into()],
            vec!["Karimova Dilnoza".into(), pinfl(2), "AD1234568".into(), "14.03.2007".into(), "2".into()],
        ])
    });
    let mut tx = FakeTx::new();
    tx.groups.expect_find().returning(|_, _| Ok(Some(group(0, 25))));
    tx.students.expect_taken_pinfls().returning(|pinfls, _| Ok(vec![pinfls[1].clone()]));
    tx.students.expect_insert().never();
    let (unit, clock) = (FakeUnit::new(tx), clock());
    let upload = Upload { file_name: "a.csv".into(), content: b"x".to_vec() };
    let refused =
        ImportStudents { unit: &unit, clock: &clock, reader: &reader }.execute(&institution(&ALL), 7, &upload, &RequestMeta::default());
    assert!(matches!(refused, Err(AppError::Import(ref errors)) if errors.len() == 1 && errors[0].line == 3));
    assert_eq!(unit.ended(), (0, 1));
}

#[test]
fn a_student_of_another_institution_is_neither_deleted_nor_audited() {
    let mut tx = FakeTx::new();
    tx.students
        .expect_find()
        .returning(|_, _| Ok(Some(Student { institution_id: InstitutionId::from_stored(9), ..student(StudentStatus::Active) })));
    tx.students.expect_delete().never();
    tx.audit.expect_record().never();
    let unit = FakeUnit::new(tx);
    let hidden = DeleteStudent { unit: &unit }.execute(&institution(&ALL), StudentId::from_stored(11), &RequestMeta::default());
    assert!(matches!(hidden, Err(AppError::NotFound)));
    assert_eq!(unit.ended(), (0, 1));
}

#[test]
fn a_deleted_student_is_audited_in_the_same_transaction() {
    let mut tx = FakeTx::new();
    tx.students.expect_find().returning(|_, lock| {
        assert_eq!(lock, crate::ports::Lock::ForUpdate);
        Ok(Some(student(StudentStatus::Active)))
    });
    tx.students.expect_delete().times(1).returning(|_| Ok(()));
    tx.audit
        .expect_record()
        .times(1)
        .withf(|_, entity, id, _| *entity == domain::audit::EntityType::Student && *id == Some(11))
        .returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    DeleteStudent { unit: &unit }.execute(&institution(&ALL), StudentId::from_stored(11), &RequestMeta::default()).unwrap();
    assert_eq!(unit.ended(), (1, 0));
}

#[test]
fn without_the_permission_nothing_is_read_or_written() {
    let unit = FakeUnit::new(FakeTx::new());
    let actor = institution(&[Permission::StudentView]);
    assert!(crate::test_support::is_forbidden(DeleteStudent { unit: &unit }.execute(
        &actor,
        StudentId::from_stored(11),
        &RequestMeta::default()
    )));
    let clock = clock();
    assert!(crate::test_support::is_forbidden(CreateStudent { unit: &unit, clock: &clock }.execute(
        &actor,
        form(1),
        &RequestMeta::default()
    )));
    assert_eq!(unit.ended(), (0, 0));
}

#[test]
fn a_move_to_graduated_is_refused_while_the_record_is_incomplete() {
    let mut tx = FakeTx::new();
    tx.students.expect_find().returning(|_, _| Ok(Some(student(StudentStatus::Active))));
    tx.graduates.expect_record().returning(|_, _| Ok(None));
    tx.students.expect_save().never();
    tx.students.expect_add_history().never();
    tx.audit.expect_record().returning(|_, _, _, _| Ok(()));
    one_student_order(&mut tx, domain::order::OrderKind::Graduation);
    let unit = FakeUnit::new(tx);
    let change =
        StatusChangeForm { status: "GRADUATED".into(), date: "2027-06-30".into(), reason: String::new(), order_number: "1".into() };
    let refused =
        ChangeStudentStatus { unit: &unit }.execute(&institution(&ALL), StudentId::from_stored(11), change, None, &RequestMeta::default());
    assert!(matches!(refused, Err(AppError::Conflict(ref rule)) if rule.code() == "not_a_candidate"), "{refused:?}");
    assert_eq!(unit.ended(), (0, 1));
}
