use chrono::NaiveDate;
use domain::assessment::{AssessmentPlan, Control, Points};
use domain::curriculum::RatingType;
use domain::ids::{ControlSheetId, CurriculumId, EduSubjectId, GroupId, InstitutionId, StaffId, StudentId};
use domain::journal::{JournalSettings, SheetEntry, SheetEntryForm};
use domain::language::Language;
use domain::permission::Permission;
use domain::schedule::DateSpan;
use domain::student::StudentStatus;
use domain::version::Version;

use super::*;
use crate::ports::{JournalLine, LessonView, Member, RequestMeta, SemesterSubject, SheetKey, StoredSheet, TeacherPost};
use crate::test_support::{
    clock_on, curriculum_facts, group, institution, is_forbidden, keeps_standings, lesson_view, name, refused_fields, FakeTx, FakeUnit,
};
use crate::AppError;

fn d(month: u32, day: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, month, day).unwrap()
}

fn address(control: Control) -> SheetAddress {
    SheetAddress { group: GroupId::from_stored(7), subject: EduSubjectId::from_stored(5), control, semester: None, attempt: None }
}

fn key(control: Control) -> SheetKey {
    SheetKey { group: GroupId::from_stored(7), subject: EduSubjectId::from_stored(5), semester: 1, control, attempt: 1 }
}

fn lesson(teacher: i64) -> LessonView {
    lesson_view(11, 1, teacher)
}

fn stored(control: Control, closed: bool) -> StoredSheet {
    StoredSheet {
        id: ControlSheetId::from_stored(31),
        key: key(control),
        institution: InstitutionId::from_stored(2),
        curriculum: CurriculumId::from_stored(4),
        exam_date: Some(d(11, 22)),
        examiner: Some(StaffId::from_stored(3)),
        closed_at: closed.then(chrono::Utc::now),
        entries: Vec::new(),
        version: Version::new(2),
    }
}

/// A group of two students taught subject 5 by staff member 3; the signed-in person is `staff`.
/// Student 21 has marks of 100 (JN 40) and ON 25; student 22 marks of 20 (JN 8) and ON 10.
fn sheet_tx(staff: i64, sheet: Option<StoredSheet>) -> FakeTx {
    let mut tx = FakeTx::new();
    tx.groups.expect_find().returning(|_, _| Ok(Some(group(7))));
    tx.teaching.expect_posts().returning(move |_| {
        Ok(vec![TeacherPost {
            staff: StaffId::from_stored(staff),
            institution_id: InstitutionId::from_stored(2),
            institution_name: name("TATU"),
            institution_short_name: "TATU".into(),
        }])
    });
    tx.groups.expect_curriculum().returning(|_| Ok(Some(curriculum_facts(RatingType::HundredPoint))));
    tx.groups.expect_semester_subjects().returning(|_, _| {
        Ok(vec![SemesterSubject {
            id: EduSubjectId::from_stored(5),
            code: "OM-101".into(),
            name: name("Oliy matematika"),
            study_hours: 120,
        }])
    });
    tx.assessment.expect_plan().returning(|_, _, _| Ok(Some(AssessmentPlan::default_for(RatingType::HundredPoint, 120))));
    tx.assessment.expect_plans().returning(|_| {
        Ok(vec![crate::ports::PlannedSubject {
            semester: 1,
            subject: EduSubjectId::from_stored(5),
            code: "OM-101".into(),
            name: name("Oliy matematika"),
            study_hours: 120,
            plan: AssessmentPlan::default_for(RatingType::HundredPoint, 120),
        }])
    });
    let found = sheet.clone();
    tx.control_sheets.expect_find().returning(move |k, _| Ok(found.clone().filter(|s| s.key == *k)));
    tx.schedules.expect_semester_dates().returning(|_, _| Ok(DateSpan::new(d(9, 1), d(12, 31))));
    tx.schedules.expect_in_window().returning(|_, _| Ok(vec![lesson(3)]));
    tx.journal.expect_settings().returning(|_| Ok((JournalSettings::default(), Version::new(0))));
    tx.groups.expect_members().returning(|_| {
        let member = |id: i64| Member {
            id: StudentId::from_stored(id),
            fio: format!("Talaba {id}"),
            pinfl: String::new(),
            status: StudentStatus::Active,
        };
        Ok(vec![member(21), member(22)])
    });
    tx.journal.expect_lines().returning(|_, _, _, _| {
        let line = |id: i64, marks_sum| JournalLine {
            student: StudentId::from_stored(id),
            curriculum: CurriculumId::from_stored(4),
            semester: 1,
            subject: EduSubjectId::from_stored(5),
            tally: domain::journal::Tally { marks_sum, marks_count: 1, ..Default::default() },
        };
        Ok(vec![line(21, 100), line(22, 20)])
    });
    tx.control_sheets.expect_points().returning(|_, _, _| {
        let points = |id: i64, p: i32| crate::ports::SheetPoints {
            student: StudentId::from_stored(id),
            curriculum: CurriculumId::from_stored(4),
            semester: 1,
            subject: EduSubjectId::from_stored(5),
            control: Control::Midterm,
            attempt: 1,
            points: Points::whole(p),
        };
        Ok(vec![points(21, 25), points(22, 10)])
    });
    tx.control_sheets.expect_closings().returning(|_, _, _| Ok(Vec::new()));
    tx
}

#[test]
fn a_final_sheet_lists_only_the_admitted_and_names_the_others() {
    let unit = FakeUnit::new(sheet_tx(3, None));
    let clock = clock_on(2026, 11, 23);
    let view = GetControlSheet { unit: &unit, clock: &clock }
        .execute(&institution(&[Permission::ControlSheetEdit]), address(Control::Final))
        .unwrap();
    assert_eq!(view.lines.iter().map(|l| l.student.get()).collect::<Vec<_>>(), [21]);
    assert_eq!(view.unlisted.iter().map(|u| (u.student.get(), u.reason.code())).collect::<Vec<_>>(), [(22, "not_admitted")]);
    assert_eq!((view.id, view.version, view.may_edit), (None, Version::new(0), true), "the teacher examines a sheet not saved yet");
    assert_eq!(view.examiner.map(|(id, _)| id.get()), Some(3));
}

#[test]
fn points_of_a_student_not_admitted_are_refused_and_nothing_is_saved() {
    let mut tx = sheet_tx(3, None);
    tx.control_sheets.expect_save().never();
    let unit = FakeUnit::new(tx);
    let clock = clock_on(2026, 11, 23);
    let form = SheetForm {
        entries: vec![SheetEntryForm { student_id: 22, points: Some(25.0) }, SheetEntryForm { student_id: 21, points: Some(30.5) }],
        exam_date: "2026-11-23".into(),
        ..SheetForm::default()
    };
    let refused = SaveControlSheet { unit: &unit, clock: &clock }.execute(
        &institution(&[Permission::ControlSheetEdit]),
        address(Control::Final),
        &form,
        &RequestMeta::default(),
    );
    assert_eq!(refused_fields(refused), ["entries.0.student_id", "entries.1.points"]);
    assert_eq!(unit.ended(), (0, 1));
}

#[test]
fn a_teacher_who_does_not_examine_the_sheet_does_not_find_it() {
    let unit = FakeUnit::new(sheet_tx(9, Some(stored(Control::Midterm, false))));
    let clock = clock_on(2026, 11, 23);
    let hidden =
        GetControlSheet { unit: &unit, clock: &clock }.execute(&institution(&[Permission::ControlSheetEdit]), address(Control::Midterm));
    assert!(matches!(hidden, Err(AppError::NotFound)));
    assert!(is_forbidden(
        GetControlSheet { unit: &unit, clock: &clock }.execute(&institution(&[Permission::StudentView]), address(Control::Midterm))
    ));
}

#[test]
fn a_closed_sheet_takes_changes_only_from_a_reopener_with_a_reason() {
    let clock = clock_on(2026, 11, 23);
    let form = |reason: &str| SheetForm {
        entries: vec![SheetEntryForm { student_id: 21, points: Some(20.0) }],
        exam_date: "2026-11-20".into(),
        examiner_id: Some(3),
        version: 2,
        reason: reason.into(),
    };
    let mut tx = sheet_tx(3, Some(stored(Control::Midterm, true)));
    tx.control_sheets.expect_save().never();
    let unit = FakeUnit::new(tx);
    let examiner = institution(&[Permission::ControlSheetEdit]);
    let refused =
        SaveControlSheet { unit: &unit, clock: &clock }.execute(&examiner, address(Control::Midterm), &form(""), &RequestMeta::default());
    assert!(matches!(refused, Err(AppError::Conflict(ref rule)) if rule.code() == "sheet_closed"));
    let reopener = institution(&[Permission::ControlSheetEdit, Permission::ControlSheetReopen]);
    let without =
        SaveControlSheet { unit: &unit, clock: &clock }.execute(&reopener, address(Control::Midterm), &form(""), &RequestMeta::default());
    assert_eq!(refused_fields(without), ["reason"]);

    let mut tx = sheet_tx(3, Some(stored(Control::Midterm, true)));
    tx.control_sheets
        .expect_save()
        .times(1)
        .withf(|_, _, _, stored, change| {
            *stored == Some((ControlSheetId::from_stored(31), Version::new(2)))
                && change.entries == [SheetEntry { student: StudentId::from_stored(21), points: Some(Points::whole(20)) }]
        })
        .returning(|_, _, _, _, _| Ok(stored(Control::Midterm, true)));
    keeps_standings(&mut tx, &[21, 22], Some(1));
    tx.audit
        .expect_record()
        .times(1)
        .withf(|_, _, _, changes| {
            changes.iter().any(|(f, _, new)| *f == "reason" && *new == domain::audit::AuditValue::Text("Apellyatsiya".into()))
        })
        .returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    SaveControlSheet { unit: &unit, clock: &clock }
        .execute(&reopener, address(Control::Midterm), &form("Apellyatsiya"), &RequestMeta::default())
        .unwrap();
    assert_eq!(unit.ended(), (1, 0));
}

#[test]
fn only_an_administrator_names_another_examiner() {
    let clock = clock_on(2026, 11, 23);
    let mut tx = sheet_tx(3, Some(stored(Control::Midterm, false)));
    tx.control_sheets.expect_save().never();
    let unit = FakeUnit::new(tx);
    let form = SheetForm { examiner_id: Some(8), version: 2, ..SheetForm::default() };
    let refused = SaveControlSheet { unit: &unit, clock: &clock }.execute(
        &institution(&[Permission::ControlSheetEdit]),
        address(Control::Midterm),
        &form,
        &RequestMeta::default(),
    );
    assert!(is_forbidden(refused));
}

#[test]
fn a_sheet_prints_in_the_readers_language_with_its_students() {
    let clock = clock_on(2026, 11, 23);
    let mut tx = sheet_tx(3, Some(stored(Control::Midterm, false)));
    tx.schedules.expect_institution_name().returning(|_| Ok(Some(name("TATU"))));
    let unit = FakeUnit::new(tx);
    let mut printer = crate::ports::MockSheetPrinter::new();
    printer.expect_print().times(1).returning(|sheet| {
        assert_eq!(sheet.title, "Контрольная ведомость");
        assert_eq!(sheet.subtitle, "Промежуточный контроль · 1-попытка");
        assert_eq!(sheet.rows.len(), 2);
        assert_eq!(sheet.rows[0][1], "Talaba 21");
        assert_eq!(sheet.columns[2..5], ["ТК".to_string(), "ПК".to_string(), "ИК".to_string()]);
        Ok(b"%PDF".to_vec())
    });
    let pdf = PrintControlSheet { unit: &unit, printer: &printer, clock: &clock }
        .execute(&institution(&[Permission::JournalView]), address(Control::Midterm), Language::Ru)
        .unwrap();
    assert_eq!(pdf, b"%PDF");
}
