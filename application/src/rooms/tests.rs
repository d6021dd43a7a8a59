use domain::actor::Actor;
use domain::building::{Building, BuildingDraft, BuildingForm};
use domain::ids::{BuildingId, InstitutionId, RoleId, RoomId, UserId};
use domain::permission::Permission;
use domain::role::RoleLevel;
use domain::room::{Room, RoomDraft, RoomForm};
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
        permissions: [Permission::RoomAdd, Permission::RoomEdit].into(),
        institution_id: Some(InstitutionId::from_stored(institution)),
        is_system: false,
        session_id: "s".into(),
    }
}

/// A transaction whose building of `institution` has two floors.
fn with_building(institution: i64) -> FakeTx {
    let mut tx = FakeTx::new();
    tx.buildings.expect_find().withf(|_, lock| *lock == Lock::ForUpdate).returning(move |id, _| {
        Ok(Some(Building {
            id,
            institution_id: InstitutionId::from_stored(institution),
            institution_name: domain::multilingual::MultilingualName::from_stored("TM".into(), String::new(), String::new(), String::new()),
            details: BuildingDraft::parse(&BuildingForm { name: "B".into(), address: "".into(), floors: 2 }).unwrap(),
            rooms_count: 0,
            version: Version::new(1),
        }))
    });
    tx
}

fn form(floor: i64) -> RoomForm {
    RoomForm { building_id: 4, name: "101".into(), floor, capacity: 30, kind: "LAB".into() }
}

fn room(institution: i64) -> Room {
    Room {
        id: RoomId::from_stored(8),
        institution_id: InstitutionId::from_stored(institution),
        building_name: "B".into(),
        details: RoomDraft::parse(&form(1)).unwrap(),
        version: Version::new(1),
    }
}

#[test]
fn a_room_goes_on_an_existing_floor_of_an_own_building() {
    let unit = FakeUnit::new(with_building(1));
    let create = CreateRoom { unit: &unit };
    match create.execute(&admin_of(1), form(3), &RequestMeta::default()) {
        Err(AppError::Validation(errors)) => assert_eq!(errors.fields()[0].0, "floor"),
        other => panic!("expected a refused floor, got {other:?}"),
    }
    let foreign = FakeUnit::new(with_building(2));
    match (CreateRoom { unit: &foreign }).execute(&admin_of(1), form(1), &RequestMeta::default()) {
        Err(AppError::Validation(errors)) => assert_eq!(errors.fields()[0].0, "building_id"),
        other => panic!("another institution's building must be unknown, got {other:?}"),
    }
    assert_eq!((unit.ended(), foreign.ended()), ((0, 1), (0, 1)));
}

#[test]
fn a_room_is_created_and_moved_with_one_audit_record_each() {
    let mut tx = with_building(1);
    tx.rooms.expect_insert().withf(|d| d.building_id == BuildingId::from_stored(4)).times(1).returning(|_| Ok(room(1)));
    tx.rooms.expect_find().returning(|_, _| Ok(Some(room(1))));
    tx.rooms
        .expect_save()
        .withf(|_, d, v| d.floor == 2 && v.get() == 1)
        .times(1)
        .returning(|_, d, _| Ok(Room { details: d.clone(), ..room(1) }));
    tx.audit
        .expect_record()
        .withf(|_, entity, id, _| *entity == domain::audit::EntityType::Room && *id == Some(8))
        .times(2)
        .returning(|_, _, _, _| Ok(()));
    let unit = FakeUnit::new(tx);
    assert!(CreateRoom { unit: &unit }.execute(&admin_of(1), form(1), &RequestMeta::default()).is_ok());
    let update = UpdateRoom { unit: &unit };
    assert!(update.execute(&admin_of(1), RoomId::from_stored(8), form(2), Version::new(1), &RequestMeta::default()).is_ok());
    assert!(matches!(
        update.execute(&admin_of(1), RoomId::from_stored(8), form(2), Version::new(5), &RequestMeta::default()),
        Err(AppError::StaleVersion)
    ));
    assert_eq!(unit.ended(), (2, 1));
}
