use domain::department::{Department, DepartmentDraft, DepartmentForm};
use domain::ids::{DepartmentId, InstitutionId};
use domain::paging::Page;
use domain::permission::Permission;
use domain::role::RoleLevel;
use domain::version::Version;

use super::*;
use crate::ports::{DepartmentQuery, MockDepartmentQueries, RequestMeta};
use crate::test_support::{actor_in_first as actor, FakeTx, FakeUnit};
use crate::AppError;

const MANAGE: [Permission; 4] = [
    Permission::InstitutionDepartmentView,
    Permission::InstitutionDepartmentAdd,
    Permission::InstitutionDepartmentEdit,
    Permission::InstitutionDepartmentDelete,
];

fn form() -> DepartmentForm {
    DepartmentForm { name_uz: "Axborot texnologiyalari kafedrasi".into(), kind: "CHAIR".into(), ..Default::default() }
}

fn department(institution: i64) -> Department {
    Department {
        id: DepartmentId::from_stored(4),
        institution_id: InstitutionId::from_stored(institution),
        details: DepartmentDraft::parse(&form()).unwrap(),
        version: Version::new(1),
    }
}

#[test]
fn an_institution_role_creates_departments_in_its_own_institution_only() {
    let mut tx = FakeTx::new();
    tx.departments.expect_insert().withf(|i, _| i.get() == 1).times(1).returning(|_, _| Ok(department(1)));
    tx.audit
        .expect_record()
        .withf(|context, _, id, _| context.institution_id == Some(InstitutionId::from_stored(1)) && *id == Some(4))
        .times(1)
        .returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let local = actor(RoleLevel::Institution, &MANAGE);
    let create = CreateDepartment { unit: &unit };
    assert!(create.execute(&local, None, form(), &RequestMeta::default()).is_ok());
    assert!(matches!(create.execute(&local, Some(2), form(), &RequestMeta::default()), Err(AppError::Rule(_))));
    let ministry = actor(RoleLevel::Ministry, &MANAGE);
    assert!(matches!(create.execute(&ministry, None, form(), &RequestMeta::default()), Err(AppError::Validation(_))));
}

#[test]
fn another_institutions_department_is_not_found_and_untouched() {
    let mut tx = FakeTx::new();
    tx.departments.expect_find().returning(|_, _| Ok(Some(department(2))));
    let unit = FakeUnit::new(tx);
    let local = actor(RoleLevel::Institution, &MANAGE);
    let id = DepartmentId::from_stored(4);
    let update = UpdateDepartment { unit: &unit };
    assert!(matches!(update.execute(&local, id, form(), Version::new(1), &RequestMeta::default()), Err(AppError::NotFound)));
    assert!(matches!(DeleteDepartment { unit: &unit }.execute(&local, id, &RequestMeta::default()), Err(AppError::NotFound)));
}

#[test]
fn lists_are_narrowed_to_the_actors_institution() {
    let mut repo = MockDepartmentQueries::new();
    repo.expect_list()
        .withf(|q| q.scope == domain::actor::Scope::Institution(InstitutionId::from_stored(1)))
        .times(1)
        .returning(|_| Ok(Page::exact(vec![], 0)));
    let query = DepartmentQuery {
        scope: domain::actor::Scope::Everywhere,
        institution_id: None,
        kind: None,
        search: None,
        page: Default::default(),
    };
    assert!(ListDepartments { departments: &repo }.execute(&actor(RoleLevel::Institution, &MANAGE), query).is_ok());
}
