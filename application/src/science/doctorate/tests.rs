use chrono::NaiveDate;
use domain::audit::EntityType;
use domain::ids::{CitizenId, DefenceId, DoctoralStudentId, InstitutionId, StaffId};
use domain::multilingual::MultilingualName;
use domain::passport::PassportSerial;
use domain::permission::Permission;
use domain::person::Gender;
use domain::pinfl::Pinfl;
use domain::science::doctorate::{DefenceDetails, DefenceForm, DoctoralStudentDetails, DoctoralStudentForm};
use domain::science::{Defence, DoctoralStatus, DoctoralStudent, DoctorateKind, StudyForm};
use domain::staff::{Citizen, CitizenDraft, CitizenForm};
use domain::version::Version;

use super::*;
use crate::ports::RequestMeta;
use crate::science::tests::{clock, everyone_on_the_staff, of_institution};
use crate::test_support::{refused_fields, FakeTx, FakeUnit};
use crate::AppError;

const OFFICE: &[Permission] = &[
    Permission::ScienceDoctorateView,
    Permission::ScienceDoctorateAdd,
    Permission::ScienceDoctorateEdit,
    Permission::ScienceDoctorateDelete,
];

fn pinfl() -> String {
    let digits: Vec<u32> = "3150395023001".bytes().map(|b| u32::from(b - b'0')).collect();
    format!("3150395023001{}", Pinfl::check_digit(&digits))
}

fn form(status: &str) -> DoctoralStudentForm {
    DoctoralStudentForm {
        citizen: CitizenForm {
            last_name: "Rahimov".into(),
            first_name: "Sardor".into(),
            middle_name: String::new(),
            pinfl: pinfl(),
            birth_date: "1995-03-15".into(),
            gender: 1,
            passport: "AB1234567".into(),
        },
        kind: "PHD".into(),
        form: "FULL_TIME".into(),
        theme: "Tarmoq trafigini tasniflash".into(),
        specialty: "05.01.01 – Axborot texnologiyalari".into(),
        supervisor_staff_id: 5,
        course: 2,
        admission_year: 2025,
        status: status.into(),
    }
}

fn student(institution: i64, status: DoctoralStatus, defence: Option<i64>) -> DoctoralStudent {
    DoctoralStudent {
        id: DoctoralStudentId::from_stored(6),
        institution_id: InstitutionId::from_stored(institution),
        institution_name: MultilingualName::from_stored("TATU".into(), String::new(), String::new(), String::new()),
        citizen: Citizen {
            id: CitizenId::from_stored(30),
            details: CitizenDraft {
                last_name: "Rahimov".into(),
                first_name: "Sardor".into(),
                middle_name: String::new(),
                pinfl: Pinfl::from_stored(pinfl()),
                birth_date: NaiveDate::from_ymd_opt(1995, 3, 15).unwrap_or_default(),
                gender: Gender::Male,
                passport: PassportSerial::from_stored("AB1234567".into()),
            },
            version: Version::new(1),
        },
        details: DoctoralStudentDetails {
            kind: DoctorateKind::Phd,
            form: StudyForm::FullTime,
            theme: "T".into(),
            specialty: "S".into(),
            supervisor: StaffId::from_stored(5),
            course: 2,
            admission_year: 2025,
            status,
        },
        supervisor_name: "Xodim 5".into(),
        defence: defence.map(DefenceId::from_stored),
        version: Version::new(2),
    }
}

fn defence(institution: i64) -> Defence {
    Defence {
        id: DefenceId::from_stored(8),
        institution_id: InstitutionId::from_stored(institution),
        institution_name: MultilingualName::from_stored("TATU".into(), String::new(), String::new(), String::new()),
        doctoral_student_id: DoctoralStudentId::from_stored(6),
        student_name: "Rahimov Sardor".into(),
        kind: DoctorateKind::Phd,
        specialty: "S".into(),
        details: DefenceDetails {
            date: NaiveDate::from_ymd_opt(2026, 11, 20).unwrap_or_default(),
            council: "DSc.03/30.12.2019.T.07.01".into(),
            diploma_number: "PhD 0123".into(),
            register_number: "77".into(),
        },
        version: Version::new(1),
    }
}

fn defence_form() -> DefenceForm {
    DefenceForm {
        doctoral_student_id: 6,
        date: "2026-11-20".into(),
        council: "DSc.03/30.12.2019.T.07.01".into(),
        diploma_number: "PhD 0123".into(),
        register_number: "77".into(),
    }
}

#[test]
fn a_doctoral_student_is_a_person_found_by_pinfl_supervised_by_the_staff() {
    let mut tx = FakeTx::new();
    tx.science.expect_staff_names().returning(|_, ids| Ok(ids.iter().filter(|id| id.get() == 5).map(|id| (*id, "X".into())).collect()));
    tx.citizens.expect_find_or_create().times(1).returning(|_| Ok(CitizenId::from_stored(30)));
    tx.science
        .expect_insert_doctoral_student()
        .withf(|institution, citizen, details| institution.get() == 2 && citizen.get() == 30 && details.status == DoctoralStatus::Active)
        .times(1)
        .returning(|_, _, _| Ok(student(2, DoctoralStatus::Active, None)));
    tx.audit.expect_record().withf(|_, entity, _, _| *entity == EntityType::DoctoralStudent).times(1).returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let clock = clock();
    let create = CreateDoctoralStudent { unit: &unit, clock: &clock };
    assert!(create.execute(&of_institution(OFFICE), None, form("ACTIVE"), &RequestMeta::default()).is_ok());
    let elsewhere = DoctoralStudentForm { supervisor_staff_id: 9, ..form("ACTIVE") };
    assert_eq!(
        refused_fields(create.execute(&of_institution(OFFICE), None, elsewhere, &RequestMeta::default())),
        vec!["supervisor_staff_id"]
    );
    match create.execute(&of_institution(OFFICE), None, form("DEFENDED"), &RequestMeta::default()) {
        Err(AppError::Rule(rule)) => assert_eq!(rule.code(), "status_follows_defence"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(unit.ended(), (1, 1));
}

#[test]
fn recording_a_defence_marks_the_student_defended_once_and_removing_it_undoes_that() {
    let mut tx = FakeTx::new();
    let mut reads = 0;
    tx.science.expect_doctoral_student().returning(move |_, _| {
        reads += 1;
        Ok(Some(match reads {
            1 => student(2, DoctoralStatus::Active, None),
            2 => student(2, DoctoralStatus::Defended, Some(8)),
            _ => student(2, DoctoralStatus::Defended, Some(8)),
        }))
    });
    tx.science.expect_insert_defence().times(1).returning(|_, _, _| Ok(defence(2)));
    tx.science
        .expect_save_doctoral_student()
        .withf(|_, details, version| version.is_none() && details.status == DoctoralStatus::Defended)
        .times(1)
        .returning(|_, _, _| Ok(student(2, DoctoralStatus::Defended, Some(8))));
    tx.science
        .expect_save_doctoral_student()
        .withf(|_, details, _| details.status == DoctoralStatus::Active)
        .times(1)
        .returning(|_, _, _| Ok(student(2, DoctoralStatus::Active, None)));
    tx.science.expect_defence().returning(|_, _| Ok(Some(defence(2))));
    tx.science.expect_delete_defence().times(1).returning(|_| Ok(()));
    tx.audit.expect_record().times(4).returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let clock = clock();
    let create = CreateDefence { unit: &unit, clock: &clock };
    assert!(create.execute(&of_institution(OFFICE), defence_form(), &RequestMeta::default()).is_ok());
    match create.execute(&of_institution(OFFICE), defence_form(), &RequestMeta::default()) {
        Err(AppError::Conflict(rule)) => assert_eq!(rule.code(), "defence_recorded"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert!(DeleteDefence { unit: &unit }.execute(&of_institution(OFFICE), DefenceId::from_stored(8), &RequestMeta::default()).is_ok());
    assert_eq!(unit.ended(), (2, 1));
}

#[test]
fn a_defence_of_another_institutions_student_is_refused_and_a_defended_student_stays() {
    let mut tx = FakeTx::new();
    tx.science.expect_doctoral_student().returning(|id, _| {
        Ok(Some(if id.get() == 6 { student(3, DoctoralStatus::Active, None) } else { student(2, DoctoralStatus::Defended, Some(8)) }))
    });
    tx.science.expect_insert_defence().never();
    tx.science.expect_delete_doctoral_student().never();
    let unit = FakeUnit::new(tx);
    let clock = clock();
    let refused = CreateDefence { unit: &unit, clock: &clock }.execute(&of_institution(OFFICE), defence_form(), &RequestMeta::default());
    assert_eq!(refused_fields(refused), vec!["doctoral_student_id"]);
    match (DeleteDoctoralStudent { unit: &unit }).execute(
        &of_institution(OFFICE),
        DoctoralStudentId::from_stored(7),
        &RequestMeta::default(),
    ) {
        Err(AppError::Conflict(rule)) => assert_eq!(rule.code(), "doctoral_student_has_defence"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    let update = UpdateDoctoralStudent { unit: &unit, clock: &clock };
    match update.execute(
        &of_institution(OFFICE),
        DoctoralStudentId::from_stored(7),
        form("ACTIVE"),
        Version::new(2),
        &RequestMeta::default(),
    ) {
        Err(AppError::Conflict(rule)) => assert_eq!(rule.code(), "status_follows_defence"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert!(matches!(
        update.execute(
            &of_institution(OFFICE),
            DoctoralStudentId::from_stored(6),
            form("ACTIVE"),
            Version::new(2),
            &RequestMeta::default()
        ),
        Err(AppError::NotFound)
    ));
    assert_eq!(unit.ended(), (0, 4));
}

#[test]
fn an_edit_corrects_the_person_and_keeps_the_version_guard() {
    let mut tx = FakeTx::new();
    everyone_on_the_staff(&mut tx);
    tx.science.expect_doctoral_student().returning(|_, _| Ok(Some(student(2, DoctoralStatus::Active, None))));
    tx.citizens.expect_correct().withf(|id, _| id.get() == 30).times(1).returning(|_, _| Ok(()));
    tx.science
        .expect_save_doctoral_student()
        .withf(|_, details, version| *version == Some(Version::new(2)) && details.status == DoctoralStatus::OnLeave)
        .times(1)
        .returning(|_, _, _| Ok(student(2, DoctoralStatus::OnLeave, None)));
    tx.audit.expect_record().times(1).returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let clock = clock();
    let update = UpdateDoctoralStudent { unit: &unit, clock: &clock };
    let id = DoctoralStudentId::from_stored(6);
    assert!(matches!(
        update.execute(&of_institution(OFFICE), id, form("ON_LEAVE"), Version::new(1), &RequestMeta::default()),
        Err(AppError::StaleVersion)
    ));
    assert!(update.execute(&of_institution(OFFICE), id, form("ON_LEAVE"), Version::new(2), &RequestMeta::default()).is_ok());
    let view_only = of_institution(&[Permission::ScienceDoctorateView]);
    assert!(crate::test_support::is_forbidden(update.execute(&view_only, id, form("ACTIVE"), Version::new(2), &RequestMeta::default())));
}

#[test]
fn previews_are_read_within_reach() {
    use crate::ports::MockScienceQueries;
    let mut science = MockScienceQueries::new();
    science.expect_doctoral_student().returning(|_| Ok(Some(student(3, DoctoralStatus::Active, None))));
    science.expect_defence().returning(|_| Ok(Some(defence(2))));
    let office = of_institution(OFFICE);
    assert!(matches!(
        GetDoctoralStudent { science: &science }.execute(&office, DoctoralStudentId::from_stored(6)),
        Err(AppError::NotFound)
    ));
    assert!(GetDefence { science: &science }.execute(&office, DefenceId::from_stored(8)).is_ok());
}
