use domain::actor::Actor;
use domain::building::{Building, BuildingDraft, BuildingForm};
use domain::ids::{BuildingId, InstitutionId, RoleId, UserId};
use domain::permission::Permission;
use domain::role::RoleLevel;
use domain::version::Version;

use super::*;
use crate::ports::{MockBuildingRepository, RequestMeta};
use crate::AppError;

fn admin_of(institution: i64) -> Actor {
    Actor {
        user_id: UserId::from_stored(1),
        role_id: RoleId::from_stored(3),
        role_level: RoleLevel::Institution,
        permissions: [Permission::BuildingView, Permission::BuildingAdd, Permission::BuildingEdit, Permission::BuildingDelete].into(),
        institution_id: Some(InstitutionId::from_stored(institution)),
        is_system: false,
        session_id: "s".into(),
    }
}

fn form() -> BuildingForm {
    BuildingForm { name: "Bosh bino".into(), address: "".into(), floors: 3 }
}

fn building(institution: i64) -> Building {
    Building {
        id: BuildingId::from_stored(9),
        institution_id: InstitutionId::from_stored(institution),
        institution_name: domain::multilingual::MultilingualName::from_stored("TM".into(), String::new(), String::new()),
        details: BuildingDraft::parse(&form()).unwrap(),
        rooms_count: 0,
        version: Version::new(1),
    }
}

#[test]
fn a_building_is_created_in_the_actors_institution() {
    let mut repo = MockBuildingRepository::new();
    repo.expect_create().withf(|i, _, _| i.get() == 2).times(1).returning(|_, _, _| Ok(building(2)));
    let create = CreateBuilding { buildings: &repo };
    assert!(create.execute(&admin_of(2), None, form(), &RequestMeta::default()).is_ok());
    match create.execute(&admin_of(2), Some(3), form(), &RequestMeta::default()) {
        Err(AppError::Rule(rule)) => assert_eq!(rule.code(), "institution_out_of_scope"),
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[test]
fn another_institutions_building_is_not_found_and_untouched() {
    let mut repo = MockBuildingRepository::new();
    repo.expect_find().returning(|_| Ok(Some(building(3))));
    repo.expect_update().times(0);
    repo.expect_delete().times(0);
    let id = BuildingId::from_stored(9);
    let update = UpdateBuilding { buildings: &repo };
    assert!(matches!(update.execute(&admin_of(2), id, form(), Version::new(1), &RequestMeta::default()), Err(AppError::NotFound)));
    assert!(matches!(DeleteBuilding { buildings: &repo }.execute(&admin_of(2), id, &RequestMeta::default()), Err(AppError::NotFound)));
}
