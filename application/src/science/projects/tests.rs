use domain::audit::EntityType;
use domain::ids::{InstitutionId, ProjectId, StaffId};
use domain::multilingual::MultilingualName;
use domain::permission::Permission;
use domain::science::project::{FundingForm, MemberForm, ProjectDraft, ProjectForm, ProjectMember};
use domain::science::{MemberRole, Project};
use domain::version::Version;

use super::*;
use crate::ports::RequestMeta;
use crate::science::tests::{everyone_on_the_staff, of_institution};
use crate::test_support::{actor, refused_fields, FakeTx, FakeUnit};
use crate::AppError;

const OFFICE: &[Permission] =
    &[Permission::ScienceProjectView, Permission::ScienceProjectAdd, Permission::ScienceProjectEdit, Permission::ScienceProjectDelete];

fn form(leader: i64) -> ProjectForm {
    ProjectForm {
        name: "Sun’iy intellekt yordamida baholash".into(),
        number: "A-2026-01".into(),
        kind: "APPLIED".into(),
        foreign: false,
        currency: "UZS".into(),
        contract_number: String::new(),
        contract_date: String::new(),
        date_from: "2026-01-01".into(),
        date_to: "2027-12-31".into(),
        funding: vec![FundingForm { year: 2026, amount: 150_000_000 * 100 }],
        members: vec![MemberForm { staff_id: Some(leader), outside_name: String::new(), role: "LEADER".into() }],
    }
}

fn project(institution: i64) -> Project {
    let draft = ProjectDraft::parse(&form(5)).unwrap_or_else(|e| panic!("{e:?}"));
    Project {
        id: ProjectId::from_stored(4),
        institution_id: InstitutionId::from_stored(institution),
        institution_name: MultilingualName::from_stored("TATU".into(), String::new(), String::new(), String::new()),
        details: draft.details,
        members: vec![ProjectMember {
            contributor: domain::science::Contributor::Staff(StaffId::from_stored(5)),
            role: MemberRole::Leader,
            full_name: "Xodim 5".into(),
        }],
        version: Version::new(1),
    }
}

#[test]
fn a_project_is_created_in_the_actors_institution_with_its_members_from_its_staff() {
    let mut tx = FakeTx::new();
    tx.science.expect_staff_names().returning(|institution, ids| {
        assert_eq!(institution.get(), 2);
        Ok(ids.iter().filter(|id| id.get() == 5).map(|id| (*id, "Xodim 5".into())).collect())
    });
    tx.science
        .expect_insert_project()
        .withf(|institution, draft| institution.get() == 2 && draft.details.total_funding().minor() == 150_000_000 * 100)
        .times(1)
        .returning(|_, _| Ok(project(2)));
    tx.audit
        .expect_record()
        .withf(|context, entity, id, _| {
            *entity == EntityType::ScienceProject && *id == Some(4) && context.institution_id == Some(InstitutionId::from_stored(2))
        })
        .times(1)
        .returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let create = CreateProject { unit: &unit };
    assert!(create.execute(&of_institution(OFFICE), None, form(5), &RequestMeta::default()).is_ok());
    assert_eq!(refused_fields(create.execute(&of_institution(OFFICE), None, form(6), &RequestMeta::default())), vec!["members.0.staff_id"]);
    let ministry = actor(domain::role::RoleLevel::Ministry, None, OFFICE);
    assert_eq!(refused_fields(create.execute(&ministry, None, form(5), &RequestMeta::default())), vec!["institution_id"]);
    assert!(crate::test_support::is_forbidden(create.execute(
        &of_institution(&[Permission::ScienceProjectView]),
        None,
        form(5),
        &RequestMeta::default()
    )));
    assert_eq!(unit.ended(), (1, 1));
}

#[test]
fn another_institutions_project_is_not_found_and_a_stale_edit_changes_nothing() {
    let mut tx = FakeTx::new();
    tx.science.expect_project().returning(|id, _| Ok(Some(project(if id.get() == 4 { 3 } else { 2 }))));
    everyone_on_the_staff(&mut tx);
    tx.science.expect_save_project().never();
    tx.science.expect_delete_project().times(1).returning(|_| Ok(()));
    tx.audit.expect_record().times(1).returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let update = UpdateProject { unit: &unit };
    let mine = ProjectId::from_stored(5);
    assert!(matches!(
        update.execute(&of_institution(OFFICE), ProjectId::from_stored(4), form(5), Version::new(1), &RequestMeta::default()),
        Err(AppError::NotFound)
    ));
    assert!(matches!(
        DeleteProject { unit: &unit }.execute(&of_institution(OFFICE), ProjectId::from_stored(4), &RequestMeta::default()),
        Err(AppError::NotFound)
    ));
    assert!(matches!(
        update.execute(&of_institution(OFFICE), mine, form(5), Version::new(7), &RequestMeta::default()),
        Err(AppError::StaleVersion)
    ));
    assert!(DeleteProject { unit: &unit }.execute(&of_institution(OFFICE), mine, &RequestMeta::default()).is_ok());
    assert_eq!(unit.ended(), (1, 3));
}

#[test]
fn lists_and_previews_are_read_within_the_actors_reach() {
    use crate::ports::{MockScienceQueries, ProjectOrder, ProjectQuery};
    use domain::actor::Scope;
    use domain::paging::{Ordering, Page, PageRequest};
    let mut science = MockScienceQueries::new();
    science
        .expect_projects()
        .withf(|q| q.scope == Scope::Institution(InstitutionId::from_stored(2)))
        .times(1)
        .returning(|_| Ok(Page::exact(vec![project(2)], 1)));
    science.expect_project().returning(|_| Ok(Some(project(3))));
    let query = ProjectQuery {
        scope: Scope::Everywhere,
        institution_id: None,
        kind: None,
        year: Some(2026),
        foreign: None,
        staff_id: None,
        search: None,
        ordering: Ordering { field: ProjectOrder::Id, descending: false },
        page: PageRequest::default(),
    };
    assert_eq!(ListProjects { science: &science }.execute(&of_institution(OFFICE), query).map(|p| p.count).ok(), Some(1));
    assert!(matches!(
        GetProject { science: &science }.execute(&of_institution(OFFICE), ProjectId::from_stored(4)),
        Err(AppError::NotFound)
    ));
    let ministry = actor(domain::role::RoleLevel::Ministry, None, &[Permission::ScienceProjectView]);
    assert!(GetProject { science: &science }.execute(&ministry, ProjectId::from_stored(4)).is_ok());
}
