use crate::audit::{Audited, EntityType, Snapshot};
use crate::ids::{BuildingId, InstitutionId};
use crate::language::{Language, Localized};
use crate::validation::{optional_text, required_text, Invalid, ValidationErrors};
use crate::version::Version;

/// The fields of a building form before they are checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct BuildingForm {
    pub name: String,
    pub address: String,
    pub floors: i64,
}

/// A building as a form submits it, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BuildingDraft {
    pub name: String,
    pub address: String,
    pub floors: i16,
}

impl BuildingDraft {
    pub const MAX_FLOORS: i64 = 50;

    pub fn parse(form: &BuildingForm) -> Result<BuildingDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let name = errors.check("name", required_text(&form.name, 255));
        let address = errors.check("address", optional_text(&form.address, 512));
        if !(1..=Self::MAX_FLOORS).contains(&form.floors) {
            errors.add("floors", Invalid::OutOfRange { min: 1, max: Self::MAX_FLOORS });
        }
        errors.into_result()?;
        match (name, address) {
            (Some(name), Some(address)) => Ok(BuildingDraft { name, address, floors: form.floors as i16 }),
            _ => Err(ValidationErrors::single("name", Invalid::Required)),
        }
    }
}

/// A stored building.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Building {
    pub id: BuildingId,
    pub institution_id: InstitutionId,
    pub institution_name: crate::multilingual::MultilingualName,
    pub details: BuildingDraft,
    pub rooms_count: i64,
    pub version: Version,
}

impl Building {
    /// A building with rooms is not deleted: its rooms go first.
    pub fn check_delete(&self) -> Result<(), BuildingRule> {
        if self.rooms_count > 0 {
            return Err(BuildingRule::HasRooms { rooms: self.rooms_count });
        }
        Ok(())
    }

    /// No room may end up above the top floor: `highest` is the highest floor a room stands on.
    pub fn check_floors(draft: &BuildingDraft, highest: Option<i16>) -> Result<(), BuildingRule> {
        match highest.filter(|h| *h > draft.floors) {
            Some(highest) => Err(BuildingRule::RoomsAboveFloors { highest }),
            None => Ok(()),
        }
    }
}

impl Audited for Building {
    const ENTITY: EntityType = EntityType::Building;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot::from([
            ("institution_id", self.institution_id.get().into()),
            ("name", self.details.name.as_str().into()),
            ("address", self.details.address.as_str().into()),
            ("floors", i64::from(self.details.floors).into()),
        ])
    }
}

/// Rules about buildings that a request can break.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BuildingRule {
    HasRooms {
        rooms: i64,
    },
    /// Rooms stand on floors the new floor count would remove.
    RoomsAboveFloors {
        highest: i16,
    },
}

impl Localized for BuildingRule {
    fn code(&self) -> &'static str {
        match self {
            BuildingRule::HasRooms { .. } => "building_has_rooms",
            BuildingRule::RoomsAboveFloors { .. } => "building_rooms_above_floors",
        }
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (BuildingRule::HasRooms { rooms }, Uz | UzCyrl) => {
                format!("Binoni o‘chirib bo‘lmaydi: unda {rooms} ta xona bor. Avval xonalarni o‘chiring")
            }
            (BuildingRule::HasRooms { rooms }, Ru) => format!("Здание нельзя удалить: в нём есть аудитории ({rooms}). Сначала удалите их"),
            (BuildingRule::HasRooms { rooms }, En) => {
                format!("The building cannot be deleted: it still has {rooms} room(s). Delete them first")
            }
            (BuildingRule::RoomsAboveFloors { highest }, Uz | UzCyrl) => {
                format!("Binoda {highest}-qavatda xonalar bor: qavatlar soni undan kam bo‘lishi mumkin emas")
            }
            (BuildingRule::RoomsAboveFloors { highest }, Ru) => {
                format!("В здании есть аудитории на {highest}-м этаже: этажей не может быть меньше")
            }
            (BuildingRule::RoomsAboveFloors { highest }, En) => {
                format!("Rooms stand on floor {highest}: the building cannot have fewer floors")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_building_needs_a_name_and_a_sane_number_of_floors() {
        let ok = BuildingDraft::parse(&BuildingForm { name: " Bosh bino ".into(), address: "".into(), floors: 4 }).unwrap();
        assert_eq!((ok.name.as_str(), ok.floors), ("Bosh bino", 4));
        let bad = BuildingDraft::parse(&BuildingForm { name: "".into(), address: "".into(), floors: 0 }).unwrap_err();
        let fields: Vec<&str> = bad.fields().iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(fields, vec!["name", "floors"]);
        assert!(BuildingDraft::parse(&BuildingForm { name: "A".into(), address: "".into(), floors: 51 }).is_err());
    }
}
