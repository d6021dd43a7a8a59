use chrono::{NaiveDate, TimeZone, Utc};
use domain::assessment::{AssessmentPlan, Control, Points};
use domain::curriculum::{EduForm, RatingType};
use domain::graduate::uuid_text::PublicId;
use domain::graduate::{DocumentKind, DocumentStatus, IssuedDocument};
use domain::ids::{CurriculumId, EduSubjectId, GroupId, InstitutionId, StudentId};
use domain::journal::{JournalSettings, Tally};
use domain::permission::Permission;
use domain::student::StudentStatus;
use domain::version::Version;

use super::*;
use crate::ports::{
    JournalLine, MockDocumentPrinter, OrderReference, PlannedSubject, RequestMeta, SheetClosing, SheetKey, SheetPoints, StudyFacts,
};
use crate::test_support::{clock_on, curriculum_facts, group, institution, is_forbidden, name, refused_fields, student, FakeTx, FakeUnit};
use crate::AppError;

fn facts() -> StudyFacts {
    StudyFacts {
        institution_name: name("Toshkent axborot texnologiyalari universiteti"),
        group_name: "AT-26-01".into(),
        course: 1,
        edu_form: EduForm::FullTime,
        direction_code: "60610500".into(),
        direction_name: name("Kompyuter injiniringi"),
        enrolled_on: NaiveDate::from_ymd_opt(2026, 8, 25).unwrap(),
        admission_order: Some(OrderReference { number: "12-Q".into(), date: NaiveDate::from_ymd_opt(2026, 8, 20).unwrap() }),
    }
}

fn issued(id: i64, kind: DocumentKind, number: &str, public_id: &PublicId) -> IssuedDocument {
    IssuedDocument {
        id,
        public_id: public_id.clone(),
        student_id: StudentId::from_stored(21),
        institution_id: InstitutionId::from_stored(2),
        kind,
        duplicate: false,
        original_id: None,
        number: number.into(),
        status: DocumentStatus::Valid,
        issued_at: Utc.with_ymd_and_hms(2026, 11, 23, 6, 0, 0).unwrap(),
    }
}

fn planned(subject: i64, credits: u8) -> PlannedSubject {
    PlannedSubject {
        semester: 1,
        subject: EduSubjectId::from_stored(subject),
        code: format!("S-{subject}"),
        name: name(if subject == 5 { "Oliy matematika" } else { "Fizika" }),
        study_hours: 120,
        plan: AssessmentPlan { credits, ..AssessmentPlan::default_for(RatingType::HundredPoint, 120) },
    }
}

fn sheet_points(subject: i64, control: Control, whole: i32) -> SheetPoints {
    SheetPoints {
        student: StudentId::from_stored(21),
        curriculum: CurriculumId::from_stored(4),
        semester: 1,
        subject: EduSubjectId::from_stored(subject),
        control,
        attempt: 1,
        points: Points::whole(whole),
    }
}

/// Student 21 of group 7: subject 5 (4 credits) at 96 points and a closed final, subject 6 (2
/// credits) still in progress.
fn results_expected(tx: &mut FakeTx) {
    tx.groups.expect_find().returning(|_, _| Ok(Some(group(7))));
    tx.groups.expect_curriculum().returning(|_| Ok(Some(curriculum_facts(RatingType::HundredPoint))));
    tx.assessment.expect_plans().returning(|_| Ok(vec![planned(5, 4), planned(6, 2)]));
    tx.journal.expect_lines().returning(|_, _, _, _| {
        Ok(vec![JournalLine {
            student: StudentId::from_stored(21),
            curriculum: CurriculumId::from_stored(4),
            semester: 1,
            subject: EduSubjectId::from_stored(5),
            tally: Tally { marks_sum: 90, marks_count: 1, ..Tally::default() },
        }])
    });
    tx.control_sheets
        .expect_points()
        .returning(|_, _, _| Ok(vec![sheet_points(5, Control::Midterm, 30), sheet_points(5, Control::Final, 30)]));
    // Subject 5 alone is decided: 4 credits of grade 5.
    tx.standings.expect_sums().returning(|_, _, _| Ok(vec![crate::test_support::kept_sums(21, 1, 20, 4, 0)]));
    tx.control_sheets.expect_closings().returning(|_, _, _| {
        Ok(vec![SheetClosing {
            key: SheetKey {
                group: GroupId::from_stored(7),
                subject: EduSubjectId::from_stored(5),
                semester: 1,
                control: Control::Final,
                attempt: 1,
            },
            curriculum: CurriculumId::from_stored(4),
            institution: InstitutionId::from_stored(2),
            closed_by_hand: true,
            exam_date: None,
        }])
    });
    tx.journal.expect_settings().returning(|_| Ok((JournalSettings::default(), Version::new(0))));
    tx.ratings.expect_of_students().returning(|_, _| Ok(Vec::new()));
    tx.ratings.expect_owed().returning(|_, _| Ok(Vec::new()));
}

#[test]
fn issuing_needs_its_permission_and_a_study_kind() {
    let unit = FakeUnit::new(FakeTx::new());
    let printer = MockDocumentPrinter::new();
    let clock = clock_on(2026, 11, 23);
    let issue = IssueStudyDocument { unit: &unit, printer: &printer, clock: &clock, public_url: "http://x" };
    let id = StudentId::from_stored(21);
    let meta = RequestMeta::default();
    assert!(is_forbidden(issue.execute(&institution(&[Permission::StudentView]), id, DocumentKind::Transcript, &meta)));
    let graduate_kind = issue.execute(&institution(&[Permission::StudentDocument]), id, DocumentKind::Diploma, &meta);
    assert_eq!(refused_fields(graduate_kind), vec!["kind"]);
    assert_eq!(unit.ended(), (0, 0), "refused before any transaction");
}

#[test]
fn a_reference_is_refused_to_a_student_who_does_not_study_and_nothing_is_written() {
    let mut tx = FakeTx::new();
    tx.students.expect_find().returning(|_, _| Ok(Some(domain::student::Student { status: StudentStatus::OnLeave, ..student(21) })));
    let unit = FakeUnit::new(tx);
    let printer = MockDocumentPrinter::new();
    let clock = clock_on(2026, 11, 23);
    let issue = IssueStudyDocument { unit: &unit, printer: &printer, clock: &clock, public_url: "http://x" };
    let answer = issue.execute(
        &institution(&[Permission::StudentDocument]),
        StudentId::from_stored(21),
        DocumentKind::Reference,
        &RequestMeta::default(),
    );
    assert!(matches!(answer, Err(AppError::Conflict(rule)) if rule.code() == "not_studying"));
    assert_eq!(unit.ended(), (0, 1));
}

#[test]
fn a_transcript_prints_every_decided_subject_with_the_gpa_under_the_next_number() {
    let mut tx = FakeTx::new();
    tx.students.expect_find().returning(|_, _| Ok(Some(student(21))));
    tx.study_documents.expect_facts().returning(|_| Ok(Some(facts())));
    tx.study_documents
        .expect_next_number()
        .withf(|institution, kind, year| institution.get() == 2 && *kind == DocumentKind::Transcript && *year == 2026)
        .times(1)
        .returning(|_, _, _| Ok(5));
    results_expected(&mut tx);
    tx.graduates.expect_insert_document().times(1).returning(|new| {
        assert_eq!((new.kind, new.number.as_str()), (DocumentKind::Transcript, "T-0002-2026-000005"));
        assert_eq!(new.report.holder, "Karimova Malika Akmal qizi");
        assert_eq!(new.report.qualification, None);
        Ok(issued(40, new.kind, &new.number, &new.public_id))
    });
    tx.audit.expect_record().times(1).returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let mut printer = MockDocumentPrinter::new();
    printer
        .expect_print()
        .withf(|d| {
            let rows: Vec<&Vec<String>> = d.semesters.iter().flat_map(|s| s.rows.iter().map(|r| &r.cells)).collect();
            d.kind == "TRANSCRIPT"
                && d.verify_url.starts_with("https://emis.uz/report/")
                && d.semesters.len() == 1
                // Subject 5 alone is decided: the GPA is its grade.
                && d.semesters[0].title.ends_with("GPA 5.0")
                && rows[0] == &vec!["Oliy matematika".to_string(), "4".into(), "96".into(), "5".into(), "—".into()]
                && rows[1][2] == "—"
                && d.facts.iter().any(|f| f.label.contains("Cumulative GPA") && f.value == "5.0")
                && d.facts.iter().any(|f| f.value == "T-0002-2026-000005")
        })
        .times(1)
        .returning(|_| Ok(b"%PDF-1.7".to_vec()));
    let clock = clock_on(2026, 11, 23);
    let issue = IssueStudyDocument { unit: &unit, printer: &printer, clock: &clock, public_url: "https://emis.uz/" };
    let document = issue
        .execute(
            &institution(&[Permission::StudentDocument]),
            StudentId::from_stored(21),
            DocumentKind::Transcript,
            &RequestMeta::default(),
        )
        .unwrap();
    assert_eq!((document.id, document.number.as_str()), (40, "T-0002-2026-000005"));
    assert_eq!(unit.ended(), (1, 0));
}

#[test]
fn a_reference_states_the_course_form_and_direction_in_three_languages() {
    let mut tx = FakeTx::new();
    tx.students.expect_find().returning(|_, _| Ok(Some(student(21))));
    tx.study_documents.expect_facts().returning(|_| Ok(Some(facts())));
    tx.study_documents.expect_next_number().returning(|_, _, _| Ok(1));
    tx.graduates.expect_insert_document().times(1).returning(|new| Ok(issued(41, new.kind, &new.number, &new.public_id)));
    tx.audit.expect_record().times(1).returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let mut printer = MockDocumentPrinter::new();
    printer
        .expect_print()
        .withf(|d| {
            d.kind == "REFERENCE"
                && d.semesters.is_empty()
                && d.statement.len() == 3
                && d.statement[0].contains("1-kursida kunduzgi ta’lim shaklida")
                && d.statement[2].contains("year 1, full-time form of study")
                && d.statement[0].contains("20.08.2026 dagi 12-Q-sonli buyruq bilan")
                && d.statement[1].contains("приказом № 12-Q от 20.08.2026")
                && d.facts.iter().any(|f| f.label.starts_with("Qabul buyrug‘i") && f.value == "№ 12-Q, 20.08.2026")
                && d.facts.iter().any(|f| f.value == "25.08.2026")
        })
        .times(1)
        .returning(|_| Ok(b"%PDF-1.7".to_vec()));
    let clock = clock_on(2026, 11, 23);
    let issue = IssueStudyDocument { unit: &unit, printer: &printer, clock: &clock, public_url: "https://emis.uz/" };
    let document = issue
        .execute(&institution(&[Permission::StudentDocument]), StudentId::from_stored(21), DocumentKind::Reference, &RequestMeta::default())
        .unwrap();
    assert_eq!(document.number, "M-0002-2026-000001");
}

#[test]
fn the_list_needs_a_view_and_hides_another_institution_s_student() {
    let unit = FakeUnit::new(FakeTx::new());
    assert!(is_forbidden(StudyDocuments { unit: &unit }.execute(&institution(&[Permission::JournalView]), StudentId::from_stored(21))));
    let mut tx = FakeTx::new();
    tx.students
        .expect_find()
        .returning(|_, _| Ok(Some(domain::student::Student { institution_id: InstitutionId::from_stored(9), ..student(21) })));
    let unit = FakeUnit::new(tx);
    let hidden = StudyDocuments { unit: &unit }.execute(&institution(&[Permission::StudentView]), StudentId::from_stored(21));
    assert!(matches!(hidden, Err(AppError::NotFound)));
}
