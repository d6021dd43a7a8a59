use std::collections::BTreeSet;

use domain::actor::Actor;
use domain::ids::{CitizenId, InstitutionId, PositionId, RoleId, StaffId, UserId};
use domain::multilingual::MultilingualName;
use domain::permission::Permission;
use domain::pinfl::Pinfl;
use domain::role::RoleLevel;
use domain::staff::{Citizen, CitizenDraft, CitizenForm, StaffForm, StaffMember, StaffPositionForm, StaffStatus};
use domain::version::Version;

use super::*;
use crate::ports::{Lock, MockStaffQueries, RequestMeta};
use crate::test_support::{FakeTx, FakeUnit};
use crate::AppError;

fn actor(institution: i64, permissions: &[Permission]) -> Actor {
    Actor {
        user_id: UserId::from_stored(1),
        role_id: RoleId::from_stored(3),
        role_level: RoleLevel::Institution,
        permissions: permissions.iter().copied().collect(),
        institution_id: Some(InstitutionId::from_stored(institution)),
        is_system: false,
        session_id: "s".into(),
    }
}

fn admin_of(institution: i64) -> Actor {
    actor(institution, &[Permission::StaffView, Permission::StaffAdd, Permission::StaffEdit, Permission::StaffDelete])
}

fn pinfl() -> String {
    let first: Vec<u32> = "4120588123456".bytes().map(|b| u32::from(b - b'0')).collect();
    format!("4120588123456{}", Pinfl::check_digit(&first))
}

fn citizen_form() -> CitizenForm {
    CitizenForm {
        last_name: "Aliyeva".into(),
        first_name: "Nodira".into(),
        middle_name: "Karimovna".into(),
        pinfl: pinfl(),
        birth_date: "1988-05-12".into(),
        gender: 2,
        passport: "AB1234567".into(),
    }
}

fn form(subjects: Vec<i64>) -> StaffForm {
    StaffForm {
        citizen: citizen_form(),
        status: "ACTIVE".into(),
        positions: vec![StaffPositionForm { position_id: 6, work_form: "MAIN".into(), rate: 1.0, edu_subject_ids: subjects }],
    }
}

fn member(institution: i64) -> StaffMember {
    StaffMember {
        id: StaffId::from_stored(5),
        institution_id: InstitutionId::from_stored(institution),
        institution_name: MultilingualName::from_stored("TM".into(), String::new(), String::new(), String::new()),
        citizen: Citizen {
            id: CitizenId::from_stored(7),
            details: CitizenDraft::parse(&citizen_form()).unwrap(),
            version: Version::new(1),
        },
        status: StaffStatus::Active,
        positions: vec![],
        version: Version::new(1),
    }
}

fn catalogue(tx: &mut FakeTx, teaching: bool) {
    tx.staff.expect_teaching_positions().returning(move |ids| Ok(ids.iter().map(|id| (*id, teaching)).collect()));
    tx.staff.expect_known_subjects().returning(|ids| Ok(ids.iter().copied().filter(|id| *id < 100).collect::<BTreeSet<_>>()));
}

#[test]
fn a_staff_member_is_employed_in_the_actors_institution_with_one_audit_record() {
    let mut tx = FakeTx::new();
    catalogue(&mut tx, true);
    tx.citizens.expect_find_or_create().times(1).returning(|_| Ok(CitizenId::from_stored(7)));
    tx.staff
        .expect_insert()
        .withf(|i, c, d| i.get() == 2 && c.get() == 7 && d.positions[0].edu_subject_ids == vec![3])
        .times(1)
        .returning(|_, _, _| Ok(member(2)));
    tx.audit
        .expect_record()
        .withf(|context, entity, id, changes| {
            context.institution_id == Some(InstitutionId::from_stored(2))
                && *entity == domain::audit::EntityType::Staff
                && *id == Some(5)
                && changes.iter().any(|(field, _, _)| *field == "pinfl")
        })
        .times(1)
        .returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let create = CreateStaff { unit: &unit };
    assert!(create.execute(&admin_of(2), None, form(vec![3]), &RequestMeta::default()).is_ok());
    match create.execute(&admin_of(2), Some(3), form(vec![3]), &RequestMeta::default()) {
        Err(AppError::Rule(rule)) => assert_eq!(rule.code(), "institution_out_of_scope"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(unit.ended(), (1, 0));
}

#[test]
fn subjects_on_a_position_that_does_not_teach_are_refused_before_anything_is_saved() {
    let mut tx = FakeTx::new();
    catalogue(&mut tx, false);
    let unit = FakeUnit::new(tx);
    match (CreateStaff { unit: &unit }).execute(&admin_of(2), None, form(vec![3]), &RequestMeta::default()) {
        Err(AppError::Validation(errors)) => assert_eq!(errors.fields()[0].0, "staff_positions.0.edu_subject_ids"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(unit.ended(), (0, 1));
}

#[test]
fn unknown_positions_and_subjects_are_refused() {
    let mut tx = FakeTx::new();
    tx.staff.expect_teaching_positions().returning(|_| Ok(vec![]));
    tx.staff.expect_known_subjects().returning(|_| Ok(BTreeSet::new()));
    let unit = FakeUnit::new(tx);
    match (CreateStaff { unit: &unit }).execute(&admin_of(2), None, form(vec![]), &RequestMeta::default()) {
        Err(AppError::Validation(errors)) => assert_eq!(errors.fields()[0].0, "staff_positions.0.position_id"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    let mut tx = FakeTx::new();
    catalogue(&mut tx, true);
    let unit = FakeUnit::new(tx);
    match (CreateStaff { unit: &unit }).execute(&admin_of(2), None, form(vec![3, 100]), &RequestMeta::default()) {
        Err(AppError::Validation(errors)) => assert_eq!(errors.fields()[0].0, "staff_positions.0.edu_subject_ids"),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn another_institutions_staff_member_is_not_found_and_untouched() {
    let mut tx = FakeTx::new();
    tx.staff.expect_find().returning(|_, _| Ok(Some(member(3))));
    let unit = FakeUnit::new(tx);
    let mut queries = MockStaffQueries::new();
    queries.expect_find().returning(|_| Ok(Some(member(3))));
    let id = StaffId::from_stored(5);
    let update = UpdateStaff { unit: &unit };
    assert!(matches!(update.execute(&admin_of(2), id, form(vec![]), Version::new(1), &RequestMeta::default()), Err(AppError::NotFound)));
    assert!(matches!(DeleteStaff { unit: &unit }.execute(&admin_of(2), id, &RequestMeta::default()), Err(AppError::NotFound)));
    assert!(matches!(GetStaff { staff: &queries }.execute(&admin_of(2), id), Err(AppError::NotFound)));
    assert_eq!(unit.ended(), (0, 2));
}

#[test]
fn an_edit_corrects_the_person_and_saves_at_the_version_read() {
    let mut tx = FakeTx::new();
    catalogue(&mut tx, true);
    tx.staff.expect_find().withf(|_, lock| *lock == Lock::ForUpdate).returning(|_, _| Ok(Some(member(2))));
    tx.citizens.expect_correct().withf(|id, d| id.get() == 7 && d.last_name == "Aliyeva").times(1).returning(|_, _| Ok(()));
    tx.staff.expect_save().withf(|_, _, v| *v == Version::new(1)).times(1).returning(|_, _, _| {
        let mut after = member(2);
        after.status = StaffStatus::Inactive;
        Ok(after)
    });
    tx.audit
        .expect_record()
        .withf(|_, _, _, changes| changes.iter().map(|(field, _, _)| *field).collect::<Vec<_>>() == vec!["status"])
        .times(1)
        .returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let update = UpdateStaff { unit: &unit };
    let id = StaffId::from_stored(5);
    assert!(update.execute(&admin_of(2), id, form(vec![]), Version::new(1), &RequestMeta::default()).is_ok());
    assert!(matches!(
        update.execute(&admin_of(2), id, form(vec![]), Version::new(4), &RequestMeta::default()),
        Err(AppError::StaleVersion)
    ));
    assert_eq!(unit.ended(), (1, 1));
}

#[test]
fn each_action_needs_its_permission() {
    let mut repo = MockStaffQueries::new();
    repo.expect_find().times(0);
    repo.expect_list().times(0);
    let unit = FakeUnit::new(FakeTx::new());
    let viewer = actor(2, &[Permission::StaffView]);
    let id = StaffId::from_stored(5);
    assert!(matches!(CreateStaff { unit: &unit }.execute(&viewer, None, form(vec![]), &RequestMeta::default()), Err(AppError::Forbidden)));
    assert!(matches!(
        UpdateStaff { unit: &unit }.execute(&viewer, id, form(vec![]), Version::new(1), &RequestMeta::default()),
        Err(AppError::Forbidden)
    ));
    assert!(matches!(DeleteStaff { unit: &unit }.execute(&viewer, id, &RequestMeta::default()), Err(AppError::Forbidden)));
    assert!(matches!(FindCitizen { staff: &repo }.execute(&viewer, &pinfl()), Err(AppError::Forbidden)));
    let query = crate::ports::StaffQuery {
        scope: domain::actor::Scope::Nowhere,
        institution_id: None,
        status: None,
        position_id: None,
        teachers_only: false,
        edu_subject_id: None,
        indexed_publications_year: None,
        search: None,
        ordering: domain::paging::Ordering { field: crate::ports::StaffOrderField::Id, descending: true },
        page: Default::default(),
    };
    assert!(matches!(ListTeachers { staff: &repo }.execute(&viewer, query), Err(AppError::Forbidden)));
}

#[test]
fn teachers_are_listed_within_the_actors_institution_only() {
    let mut repo = MockStaffQueries::new();
    repo.expect_list()
        .withf(|q| q.teachers_only && q.scope == domain::actor::Scope::Institution(InstitutionId::from_stored(2)))
        .times(1)
        .returning(|_| Ok(domain::paging::Page::exact(vec![], 0)));
    let query = crate::ports::StaffQuery {
        scope: domain::actor::Scope::Everywhere,
        institution_id: None,
        status: None,
        position_id: Some(PositionId::from_stored(6)),
        teachers_only: false,
        edu_subject_id: None,
        indexed_publications_year: None,
        search: None,
        ordering: domain::paging::Ordering { field: crate::ports::StaffOrderField::Id, descending: true },
        page: Default::default(),
    };
    let teacher_viewer = actor(2, &[Permission::StaffViewTeacher]);
    assert!(ListTeachers { staff: &repo }.execute(&teacher_viewer, query).is_ok());
}

#[test]
fn a_citizen_is_looked_up_by_a_valid_pinfl_only() {
    let mut repo = MockStaffQueries::new();
    repo.expect_find_citizen().times(1).returning(|_| Ok(None));
    let find = FindCitizen { staff: &repo };
    assert!(matches!(find.execute(&admin_of(2), &pinfl()), Ok(None)));
    match find.execute(&admin_of(2), "123") {
        Err(AppError::Validation(errors)) => assert_eq!(errors.fields()[0].0, "pinfl"),
        other => panic!("expected a refusal, got {other:?}"),
    }
}
