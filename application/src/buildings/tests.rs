use domain::actor::Actor;
use domain::building::{Building, BuildingDraft, BuildingForm};
use domain::ids::{BuildingId, InstitutionId, RoleId, UserId};
use domain::permission::Permission;
use domain::role::RoleLevel;
use domain::version::Version;

use super::*;
use crate::ports::{Lock, RequestMeta};
use crate::test_support::{FakeTx, FakeUnit};
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
        institution_name: domain::multilingual::MultilingualName::from_stored("TM".into(), String::new(), String::new(), String::new()),
        details: BuildingDraft::parse(&form()).unwrap(),
        rooms_count: 0,
        version: Version::new(1),
    }
}

#[test]
fn a_building_is_created_in_the_actors_institution_with_its_audit_record() {
    let mut tx = FakeTx::new();
    tx.buildings.expect_insert().withf(|i, _| i.get() == 2).times(1).returning(|_, _| Ok(building(2)));
    tx.audit
        .expect_record()
        .withf(|context, entity, id, changes| {
            context.institution_id == Some(InstitutionId::from_stored(2))
                && *entity == domain::audit::EntityType::Building
                && *id == Some(9)
                && changes.iter().any(|(field, _, _)| *field == "floors")
        })
        .times(1)
        .returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    let create = CreateBuilding { unit: &unit };
    assert!(create.execute(&admin_of(2), None, form(), &RequestMeta::default()).is_ok());
    match create.execute(&admin_of(2), Some(3), form(), &RequestMeta::default()) {
        Err(AppError::Rule(rule)) => assert_eq!(rule.code(), "institution_out_of_scope"),
        other => panic!("expected a refusal, got {other:?}"),
    }
    assert_eq!(unit.ended(), (1, 0));
}

#[test]
fn another_institutions_building_is_not_found_and_untouched() {
    let mut tx = FakeTx::new();
    tx.buildings.expect_find().returning(|_, _| Ok(Some(building(3))));
    let unit = FakeUnit::new(tx);
    let id = BuildingId::from_stored(9);
    let update = UpdateBuilding { unit: &unit };
    assert!(matches!(update.execute(&admin_of(2), id, form(), Version::new(1), &RequestMeta::default()), Err(AppError::NotFound)));
    assert!(matches!(DeleteBuilding { unit: &unit }.execute(&admin_of(2), id, &RequestMeta::default()), Err(AppError::NotFound)));
    assert_eq!(unit.ended(), (0, 2));
}

#[test]
fn floors_never_drop_below_a_room_and_a_building_with_rooms_stays() {
    let mut tx = FakeTx::new();
    tx.buildings.expect_find().withf(|_, lock| *lock == Lock::ForUpdate).returning(|_, _| {
        let mut with_rooms = building(2);
        with_rooms.rooms_count = 4;
        Ok(Some(with_rooms))
    });
    tx.buildings.expect_highest_room_floor().returning(|_| Ok(Some(5)));
    let unit = FakeUnit::new(tx);
    let id = BuildingId::from_stored(9);
    let update = UpdateBuilding { unit: &unit };
    match update.execute(&admin_of(2), id, form(), Version::new(1), &RequestMeta::default()) {
        Err(AppError::Conflict(rule)) => assert_eq!(rule.code(), "building_rooms_above_floors"),
        other => panic!("expected a conflict, got {other:?}"),
    }
    match (DeleteBuilding { unit: &unit }).execute(&admin_of(2), id, &RequestMeta::default()) {
        Err(AppError::Conflict(rule)) => assert_eq!(rule.code(), "building_has_rooms"),
        other => panic!("expected a conflict, got {other:?}"),
    }
    assert_eq!(unit.ended(), (0, 2));
}
