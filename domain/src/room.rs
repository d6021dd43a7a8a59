use crate::audit::{Audited, EntityType, Snapshot};
use crate::ids::{BuildingId, InstitutionId, RoomId};
use crate::language::{Language, Localized};
use crate::validation::{required_text, Invalid, ValidationErrors};
use crate::version::Version;

/// What a room is used for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum RoomKind {
    Lecture,
    Lab,
    Computer,
    Gym,
}

impl RoomKind {
    pub fn code(self) -> &'static str {
        match self {
            RoomKind::Lecture => "LECTURE",
            RoomKind::Lab => "LAB",
            RoomKind::Computer => "COMPUTER",
            RoomKind::Gym => "GYM",
        }
    }

    pub fn parse(code: &str) -> Result<RoomKind, Invalid> {
        match code.trim() {
            "LECTURE" => Ok(RoomKind::Lecture),
            "LAB" => Ok(RoomKind::Lab),
            "COMPUTER" => Ok(RoomKind::Computer),
            "GYM" => Ok(RoomKind::Gym),
            "" => Err(Invalid::Required),
            _ => Err(Invalid::UnknownValue),
        }
    }
}

/// The fields of a room form before they are checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct RoomForm {
    pub building_id: i64,
    pub name: String,
    pub floor: i64,
    pub capacity: i64,
    pub kind: String,
}

/// A room as a form submits it, checked on its own; `fits_in` checks it against its building.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RoomDraft {
    pub building_id: BuildingId,
    pub name: String,
    pub floor: i16,
    pub capacity: i32,
    pub kind: RoomKind,
}

/// The lowest floor a room may be on: basements count down from 0.
pub const LOWEST_FLOOR: i64 = -3;
pub const MAX_CAPACITY: i64 = 10_000;

impl RoomDraft {
    pub fn parse(form: &RoomForm) -> Result<RoomDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let building_id = errors.check("building_id", BuildingId::new(form.building_id));
        let name = errors.check("name", required_text(&form.name, 64));
        let kind = errors.check("kind", RoomKind::parse(&form.kind));
        if !(LOWEST_FLOOR..=crate::building::BuildingDraft::MAX_FLOORS).contains(&form.floor) {
            errors.add("floor", Invalid::OutOfRange { min: LOWEST_FLOOR, max: crate::building::BuildingDraft::MAX_FLOORS });
        }
        if !(1..=MAX_CAPACITY).contains(&form.capacity) {
            errors.add("capacity", Invalid::OutOfRange { min: 1, max: MAX_CAPACITY });
        }
        errors.into_result()?;
        match (building_id, name, kind) {
            (Some(building_id), Some(name), Some(kind)) => {
                Ok(RoomDraft { building_id, name, floor: form.floor as i16, capacity: form.capacity as i32, kind })
            }
            _ => Err(ValidationErrors::single("name", Invalid::Required)),
        }
    }

    /// A room stands on one of its building's floors (or a basement).
    pub fn fits_in(&self, building_floors: i16) -> Result<(), ValidationErrors> {
        if (LOWEST_FLOOR..=i64::from(building_floors)).contains(&i64::from(self.floor)) {
            Ok(())
        } else {
            Err(ValidationErrors::single("floor", Invalid::OutOfRange { min: LOWEST_FLOOR, max: i64::from(building_floors) }))
        }
    }
}

/// A stored room.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Room {
    pub id: RoomId,
    pub institution_id: InstitutionId,
    pub building_name: String,
    pub details: RoomDraft,
    pub version: Version,
}

impl Audited for Room {
    const ENTITY: EntityType = EntityType::Room;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    fn snapshot(&self) -> Snapshot {
        let d = &self.details;
        Snapshot::from([
            ("building_id", d.building_id.get().into()),
            ("name", d.name.as_str().into()),
            ("floor", i64::from(d.floor).into()),
            ("capacity", d.capacity.into()),
            ("kind", d.kind.code().into()),
        ])
    }
}

/// Rules about rooms that a request can break.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RoomRule {
    NameTaken,
}

impl Localized for RoomRule {
    fn code(&self) -> &'static str {
        "room_name_taken"
    }

    fn message(&self, language: Language) -> String {
        match language {
            Language::Uz | Language::UzCyrl => "Bu binoda shunday nomli xona allaqachon bor",
            Language::Ru => "В этом здании уже есть аудитория с таким названием",
            Language::En => "This building already has a room with this name",
        }
        .to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn form() -> RoomForm {
        RoomForm { building_id: 1, name: "101".into(), floor: 1, capacity: 30, kind: "LECTURE".into() }
    }

    #[test]
    fn a_room_names_its_kind_and_a_positive_capacity() {
        assert!(RoomDraft::parse(&form()).is_ok());
        let bad = RoomDraft::parse(&RoomForm { capacity: 0, kind: "POOL".into(), ..form() }).unwrap_err();
        let fields: Vec<&str> = bad.fields().iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(fields, vec!["kind", "capacity"]);
    }

    proptest! {
        #[test]
        fn a_room_fits_only_on_its_buildings_floors(floor in -10i64..60, floors in 1i16..=50) {
            if let Ok(room) = RoomDraft::parse(&RoomForm { floor, ..form() }) {
                let fits = room.fits_in(floors).is_ok();
                prop_assert_eq!(fits, floor >= LOWEST_FLOOR && floor <= i64::from(floors));
            }
        }
    }
}
