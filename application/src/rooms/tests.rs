use domain::actor::Actor;
use domain::building::{Building, BuildingDraft, BuildingForm};
use domain::ids::{BuildingId, InstitutionId, RoleId, UserId};
use domain::permission::Permission;
use domain::role::RoleLevel;
use domain::room::RoomForm;
use domain::version::Version;

use super::*;
use crate::ports::{MockBuildingQueries, MockRoomRepository, RequestMeta};
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

fn buildings(institution: i64) -> MockBuildingQueries {
    let mut repo = MockBuildingQueries::new();
    repo.expect_find().returning(move |id| {
        Ok(Some(Building {
            id,
            institution_id: InstitutionId::from_stored(institution),
            institution_name: domain::multilingual::MultilingualName::from_stored("TM".into(), String::new(), String::new()),
            details: BuildingDraft::parse(&BuildingForm { name: "B".into(), address: "".into(), floors: 2 }).unwrap(),
            rooms_count: 0,
            version: Version::new(1),
        }))
    });
    repo
}

fn form(floor: i64) -> RoomForm {
    RoomForm { building_id: 4, name: "101".into(), floor, capacity: 30, kind: "LAB".into() }
}

#[test]
fn a_room_goes_on_an_existing_floor_of_an_own_building() {
    let mut rooms = MockRoomRepository::new();
    rooms.expect_create().times(0);
    let create = CreateRoom { rooms: &rooms, buildings: &buildings(1) };
    match create.execute(&admin_of(1), form(3), &RequestMeta::default()) {
        Err(AppError::Validation(errors)) => assert_eq!(errors.fields()[0].0, "floor"),
        other => panic!("expected a refused floor, got {other:?}"),
    }
    let foreign = CreateRoom { rooms: &rooms, buildings: &buildings(2) };
    match foreign.execute(&admin_of(1), form(1), &RequestMeta::default()) {
        Err(AppError::Validation(errors)) => assert_eq!(errors.fields()[0].0, "building_id"),
        other => panic!("another institution's building must be unknown, got {other:?}"),
    }
    let _ = BuildingId::from_stored(4);
}
