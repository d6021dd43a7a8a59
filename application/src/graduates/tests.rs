use chrono::{NaiveDate, TimeZone, Utc};
use domain::curriculum::RatingType;
use domain::graduate::uuid_text::PublicId;
use domain::graduate::{
    DocumentKind, DocumentStatus, GraduateNaming, IssuedDocument, Naming, NamingForm, PlannedExam, PlannedSubject, Stage,
};
use domain::ids::{CitizenId, CurriculumId, DirectionId, EduSubjectId, GroupId, InstitutionId, StudentId};
use domain::passport::PassportSerial;
use domain::permission::Permission;
use domain::person::Gender;
use domain::pinfl::Pinfl;
use domain::student::{Student, StudentDraft, StudentStatus};
use domain::version::Version;

use super::*;
use crate::ports::{
    Clock, GraduateCurriculum, GraduateDirection, GraduateGroup, GraduateQuery, GraduateRecord, MockDocumentPrinter, MockGraduateQueries,
};
use crate::test_support::{institution, is_forbidden, name, FakeTx, FakeUnit};

struct Fixed;

impl Clock for Fixed {
    fn now(&self) -> chrono::DateTime<Utc> {
        Utc.with_ymd_and_hms(2027, 7, 1, 9, 0, 0).unwrap()
    }
}

fn record(stage: Stage, rating: Option<i32>, exam: Option<i32>, institution_id: i64) -> GraduateRecord {
    let status = if stage == Stage::Graduated { StudentStatus::Graduated } else { StudentStatus::Active };
    GraduateRecord {
        student: Student {
            id: StudentId::from_stored(12),
            institution_id: InstitutionId::from_stored(institution_id),
            citizen_id: CitizenId::from_stored(1),
            details: StudentDraft {
                fio: "Karimov Jasur Olim o‘g‘li".into(),
                pinfl: Pinfl::from_stored("51208063410421".into()),
                serial_number: PassportSerial::from_stored("AB7654321".into()),
                birth_date: NaiveDate::from_ymd_opt(2006, 8, 12).unwrap(),
                gender: Gender::Male,
                social_status: String::new(),
                edu_group_id: GroupId::from_stored(3),
            },
            status,
            version: Version::new(1),
        },
        stage,
        institution_name: name("Toshkent davlat texnika universiteti"),
        group: GraduateGroup { id: GroupId::from_stored(3), name: "KI-21".into(), course: 4, current_semester: 8 },
        direction: GraduateDirection { id: DirectionId::from_stored(2), code: "60610500".into(), name: name("Kompyuter injiniringi") },
        curriculum: GraduateCurriculum {
            id: CurriculumId::from_stored(4),
            name: "KI 2023".into(),
            rating_type: RatingType::HundredPoint,
            number_of_semesters: 8,
        },
        subjects: vec![PlannedSubject {
            semester: 8,
            edu_subject_id: EduSubjectId::from_stored(9),
            name: name("Algoritmlar"),
            study_hours: 120,
            rating,
            passed: None,
        }],
        exams: vec![PlannedExam { exam_id: 5, name: name("Davlat imtihoni"), study_hours: 40, rating: exam }],
        vocational: Vec::new(),
        naming: None,
        documents: Vec::new(),
        graduated_at: None,
    }
}

fn named(mut record: GraduateRecord) -> GraduateRecord {
    let naming = Naming::parse(&NamingForm {
        qualification_uz: "Bakalavr".into(),
        diploma_series: "B".into(),
        diploma_number: "1234567".into(),
        ..Default::default()
    })
    .unwrap();
    record.naming = Some(GraduateNaming {
        student_id: record.student.id,
        institution_id: record.student.institution_id,
        naming,
        version: Version::new(1),
    });
    record
}

fn diploma(id: i64) -> IssuedDocument {
    IssuedDocument {
        id,
        public_id: PublicId::parse("1f0c2e4a-1111-4222-8333-444455556666").unwrap(),
        student_id: StudentId::from_stored(12),
        institution_id: InstitutionId::from_stored(2),
        kind: DocumentKind::Diploma,
        duplicate: false,
        original_id: None,
        number: "B 1234567".into(),
        status: DocumentStatus::Valid,
        issued_at: Fixed.now(),
    }
}

fn request() -> crate::ports::RequestMeta {
    crate::ports::RequestMeta::default()
}

#[test]
fn the_list_is_read_within_the_actors_scope() {
    let mut queries = MockGraduateQueries::new();
    queries
        .expect_list()
        .withf(|q| q.scope == domain::actor::Scope::Institution(InstitutionId::from_stored(2)))
        .returning(|_| Ok(domain::paging::Page::exact(Vec::new(), 0)));
    let query = GraduateQuery {
        scope: domain::actor::Scope::Everywhere,
        institution_id: None,
        stage: None,
        edu_group_id: None,
        search: None,
        ordering: domain::paging::Ordering { field: crate::ports::GraduateOrderField::Id, descending: true },
        page: Default::default(),
    };
    let actor = institution(&[Permission::GraduateView]);
    assert!(ListGraduates { graduates: &queries }.execute(&actor, query.clone()).is_ok());
    assert!(is_forbidden(ListGraduates { graduates: &queries }.execute(&institution(&[Permission::StudentView]), query)));
}

#[test]
fn another_institutions_record_is_not_found() {
    let mut queries = MockGraduateQueries::new();
    queries.expect_record().returning(|_| Ok(Some(record(Stage::Candidate, Some(80), Some(90), 7))));
    let answer = GetGraduate { graduates: &queries }.execute(&institution(&[Permission::GraduateView]), StudentId::from_stored(12));
    assert!(matches!(answer, Err(AppError::NotFound)));
}

#[test]
fn a_card_lists_readiness_and_the_actions_the_caller_may_take() {
    let mut queries = MockGraduateQueries::new();
    queries.expect_record().returning(|_| Ok(Some(record(Stage::Candidate, Some(40), None, 2))));
    let actor = institution(&[Permission::GraduateView, Permission::StudentEdit, Permission::GenerateDiploma]);
    let card = GetGraduate { graduates: &queries }.execute(&actor, StudentId::from_stored(12)).unwrap();
    assert!(!card.readiness.ready());
    assert_eq!(card.readiness.missing_subjects[0].rating, Some(40));
    let codes: Vec<_> = card.actions.iter().map(|a| a.code()).collect();
    assert_eq!(codes, ["naming", "exam_ratings"], "not ready: no graduate action");
}

#[test]
fn graduation_is_refused_with_what_is_missing_and_nothing_is_saved() {
    let mut tx = FakeTx::new();
    tx.graduates.expect_record().returning(|_, _| Ok(Some(record(Stage::Candidate, None, None, 2))));
    let unit = FakeUnit::new(tx);
    let form = GraduationForm { date: "2027-06-30".into(), order_number: "123-T".into() };
    let answer = Graduate { unit: &unit }.execute(&institution(&[Permission::StudentEdit]), StudentId::from_stored(12), form, &request());
    match answer {
        Err(AppError::Rule(rule)) => {
            assert_eq!(rule.code(), "graduation_incomplete");
            assert_eq!(rule.messages(domain::language::Language::Uz).len(), 3);
        }
        other => panic!("expected graduation_incomplete, got {other:?}"),
    }
    assert_eq!(unit.ended(), (0, 1));
}

#[test]
fn documents_are_issued_under_the_permission_of_their_kind() {
    let unit = FakeUnit::new(FakeTx::new());
    let printer = MockDocumentPrinter::new();
    let issue = IssueDocument { unit: &unit, printer: &printer, clock: &Fixed, public_url: "http://x" };
    let actor = institution(&[Permission::GenerateCertificate]);
    assert!(is_forbidden(issue.execute(&actor, StudentId::from_stored(12), DocumentKind::Diploma, false, &request())));
    assert!(is_forbidden(issue.execute(&actor, StudentId::from_stored(12), DocumentKind::Certificate, true, &request())));
    assert!(is_forbidden(issue.execute(
        &institution(&[Permission::GraduateView]),
        StudentId::from_stored(12),
        DocumentKind::Certificate,
        false,
        &request()
    )));
    assert_eq!(unit.ended(), (0, 0), "refused before any transaction");
}

#[test]
fn a_duplicate_needs_a_valid_original() {
    let mut tx = FakeTx::new();
    tx.graduates.expect_record().returning(|_, _| Ok(Some(named(record(Stage::Graduated, Some(80), Some(90), 2)))));
    let unit = FakeUnit::new(tx);
    let printer = MockDocumentPrinter::new();
    let issue = IssueDocument { unit: &unit, printer: &printer, clock: &Fixed, public_url: "http://x" };
    let answer = issue.execute(
        &institution(&[Permission::GenerateDiplomaDuplicate]),
        StudentId::from_stored(12),
        DocumentKind::Diploma,
        true,
        &request(),
    );
    assert!(matches!(answer, Err(AppError::Rule(rule)) if rule.code() == "original_required"));
}

#[test]
fn issuing_again_revokes_the_valid_original_and_prints_the_public_url() {
    let mut tx = FakeTx::new();
    tx.graduates.expect_record().returning(|_, _| {
        let mut r = named(record(Stage::Graduated, Some(80), Some(90), 2));
        r.documents = vec![diploma(31)];
        Ok(Some(r))
    });
    tx.graduates.expect_revoke_document().times(1).returning(|id, _| Ok(IssuedDocument { status: DocumentStatus::Revoked, ..diploma(id) }));
    tx.graduates.expect_insert_document().times(1).returning(|new| {
        assert_eq!(new.number, "B 1234567");
        assert_eq!(new.report.holder, "Karimov Jasur Olim o‘g‘li");
        Ok(IssuedDocument { id: 32, public_id: new.public_id.clone(), ..diploma(32) })
    });
    tx.audit.expect_record().times(2).returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let mut printer = MockDocumentPrinter::new();
    printer
        .expect_print()
        .withf(|d| d.verify_url.starts_with("https://emis.uz/report/") && d.duplicate.is_none() && d.holder.contains("Jasur"))
        .returning(|_| Ok(b"%PDF-1.7".to_vec()));
    let issue = IssueDocument { unit: &unit, printer: &printer, clock: &Fixed, public_url: "https://emis.uz/" };
    let issued =
        issue.execute(&institution(&[Permission::GenerateDiploma]), StudentId::from_stored(12), DocumentKind::Diploma, false, &request());
    assert_eq!(issued.unwrap().id, 32);
    assert_eq!(unit.ended(), (1, 0));
}

#[test]
fn the_naming_is_locked_once_a_diploma_exists() {
    let mut tx = FakeTx::new();
    tx.graduates.expect_record().returning(|_, _| {
        let mut r = named(record(Stage::Graduated, Some(80), Some(90), 2));
        r.documents = vec![diploma(31)];
        Ok(Some(r))
    });
    let unit = FakeUnit::new(tx);
    let form = NamingForm {
        qualification_uz: "Bakalavr".into(),
        diploma_series: "B".into(),
        diploma_number: "7654321".into(),
        ..Default::default()
    };
    let answer = SaveNaming { unit: &unit }.execute(
        &institution(&[Permission::GenerateDiploma]),
        StudentId::from_stored(12),
        form,
        Version::new(1),
        &request(),
    );
    assert!(matches!(answer, Err(AppError::Conflict(rule)) if rule.code() == "naming_locked"));
}

#[test]
fn an_unknown_or_malformed_public_id_is_document_not_found() {
    let mut queries = MockGraduateQueries::new();
    queries.expect_report().returning(|_| Ok(None));
    let verify = VerifyDocument { graduates: &queries };
    for id in ["nonsense", "1f0c2e4a-1111-4222-8333-444455556666"] {
        assert!(matches!(verify.execute(id), Err(AppError::Missing(rule)) if rule.code() == "document_not_found"));
    }
}

#[test]
fn a_group_job_lists_a_refused_student_and_goes_on_to_done() {
    let mut tx = FakeTx::new();
    tx.graduates.expect_record().returning(|_, _| Ok(Some(record(Stage::Candidate, Some(80), Some(90), 2))));
    tx.students.expect_find().returning(|_, _| Ok(Some(record(Stage::Candidate, None, None, 2).student)));
    tx.graduates
        .expect_job_step()
        .times(2)
        .withf(|job, failure| *job == 7 && failure.as_ref().is_some_and(|f| f.fio.starts_with("Karimov") && !f.message.is_empty()))
        .returning(|_, _| Ok(()));
    tx.graduates
        .expect_finish_job()
        .times(1)
        .withf(|job, status, _| *job == 7 && *status == domain::graduate::JobStatus::Done)
        .returning(|_, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let printer = MockDocumentPrinter::new();
    let run = RunGroupDocuments { unit: &unit, printer: &printer, clock: &Fixed, public_url: "http://x" };
    let students = [StudentId::from_stored(12), StudentId::from_stored(13)];
    assert!(run.execute(&institution(&[Permission::GenerateDiploma]), 7, DocumentKind::Diploma, &students, &request()).is_ok());
}
