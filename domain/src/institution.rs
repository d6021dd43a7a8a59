use crate::audit::{Audited, EntityType, Snapshot};
use crate::language::{Language, Localized};
use crate::multilingual::MultilingualName;
use crate::validation::{optional_text, required_text, Invalid, ValidationErrors};

/// An academic lyceum or a higher-education institution (HEI, OTM).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum InstitutionType {
    Lyceum,
    Hei,
}

impl InstitutionType {
    pub fn code(self) -> &'static str {
        match self {
            InstitutionType::Lyceum => "LYCEUM",
            InstitutionType::Hei => "HEI",
        }
    }

    pub fn parse(code: &str) -> Result<InstitutionType, Invalid> {
        match code.trim() {
            "LYCEUM" => Ok(InstitutionType::Lyceum),
            "HEI" => Ok(InstitutionType::Hei),
            "" => Err(Invalid::Required),
            _ => Err(Invalid::UnknownValue),
        }
    }
}

/// The fields of an institution form before they are checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct InstitutionForm {
    pub name_uz: String,
    pub name_uz_cyrl: String,
    pub name_ru: String,
    pub name_en: String,
    pub short_name: String,
    pub code: String,
    pub kind: String,
    pub region: String,
    pub address: String,
    pub phone: String,
    pub director: String,
}

/// An institution as a form submits it, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InstitutionDraft {
    pub name: MultilingualName,
    pub short_name: String,
    pub code: String,
    pub kind: InstitutionType,
    pub region: String,
    pub address: String,
    pub phone: String,
    pub director: String,
}

impl InstitutionDraft {
    pub fn parse(form: &InstitutionForm) -> Result<InstitutionDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let name = match MultilingualName::parse(&form.name_uz, &form.name_uz_cyrl, &form.name_ru, &form.name_en) {
            Ok(name) => Some(name),
            Err(name_errors) => {
                errors.merge("name", name_errors);
                None
            }
        };
        let short_name = errors.check("short_name", optional_text(&form.short_name, 64));
        let code = errors.check("code", parse_code(&form.code));
        let kind = errors.check("type", InstitutionType::parse(&form.kind));
        let region = errors.check("region", parse_region(&form.region));
        let address = errors.check("address", optional_text(&form.address, 512));
        let phone = errors.check("phone", parse_phone(&form.phone));
        let director = errors.check("director", optional_text(&form.director, 255));
        errors.into_result()?;
        match (name, short_name, code, kind, region, address, phone, director) {
            (Some(name), Some(short_name), Some(code), Some(kind), Some(region), Some(address), Some(phone), Some(director)) => {
                Ok(InstitutionDraft { name, short_name, code, kind, region, address, phone, director })
            }
            _ => Err(ValidationErrors::single("name", Invalid::Required)),
        }
    }
}

/// Uzbekistan's regions as institutions record them: the Republic of Karakalpakstan, twelve
/// regions and the city of Tashkent, by their Uzbek names.
pub const REGIONS: [&str; 14] = [
    "Qoraqalpog‘iston Respublikasi",
    "Andijon",
    "Buxoro",
    "Farg‘ona",
    "Jizzax",
    "Xorazm",
    "Namangan",
    "Navoiy",
    "Qashqadaryo",
    "Samarqand",
    "Sirdaryo",
    "Surxondaryo",
    "Toshkent viloyati",
    "Toshkent shahri",
];

/// A region from the list, or none.
fn parse_region(value: &str) -> Result<String, Invalid> {
    let region = optional_text(value, 128)?;
    if region.is_empty() || REGIONS.contains(&region.as_str()) {
        Ok(region)
    } else {
        Err(Invalid::UnknownRegion)
    }
}

/// The institution's registry code: 1 to 32 Latin letters, digits, hyphens or underscores.
fn parse_code(value: &str) -> Result<String, Invalid> {
    let code = required_text(value, 32)?;
    if code.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
        Ok(code)
    } else {
        Err(Invalid::CodeFormat)
    }
}

/// A phone number: digits with an optional leading +, spaces, hyphens and brackets; may be empty.
fn parse_phone(value: &str) -> Result<String, Invalid> {
    let phone = optional_text(value, 32)?;
    let digits = phone.chars().filter(char::is_ascii_digit).count();
    let allowed = phone.chars().enumerate().all(|(i, c)| c.is_ascii_digit() || matches!(c, ' ' | '-' | '(' | ')') || (c == '+' && i == 0));
    if phone.is_empty() || (allowed && (7..=15).contains(&digits)) {
        Ok(phone)
    } else {
        Err(Invalid::PhoneFormat)
    }
}

/// Rules about institutions that a request can break.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum InstitutionRule {
    CodeTaken,
    /// Users are still attached to the institution.
    HasUsers {
        users: i64,
    },
    HasBuildings {
        buildings: i64,
    },
    HasClassHours {
        class_hours: i64,
    },
    HasDepartments {
        departments: i64,
    },
}

impl Localized for InstitutionRule {
    fn code(&self) -> &'static str {
        match self {
            InstitutionRule::CodeTaken => "institution_code_taken",
            InstitutionRule::HasUsers { .. } => "institution_has_users",
            InstitutionRule::HasBuildings { .. } => "institution_has_buildings",
            InstitutionRule::HasClassHours { .. } => "institution_has_class_hours",
            InstitutionRule::HasDepartments { .. } => "institution_has_departments",
        }
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (InstitutionRule::CodeTaken, Uz | UzCyrl) => "Bunday kodli TM allaqachon mavjud".into(),
            (InstitutionRule::CodeTaken, Ru) => "Учреждение с таким кодом уже существует".into(),
            (InstitutionRule::CodeTaken, En) => "An institution with this code already exists".into(),
            (InstitutionRule::HasUsers { users }, Uz | UzCyrl) => {
                format!("TMni o‘chirib bo‘lmaydi: unga {users} ta foydalanuvchi biriktirilgan")
            }
            (InstitutionRule::HasUsers { users }, Ru) => format!("Учреждение нельзя удалить: к нему прикреплены пользователи ({users})"),
            (InstitutionRule::HasUsers { users }, En) => format!("The institution cannot be deleted: {users} user(s) are attached to it"),
            (InstitutionRule::HasBuildings { buildings }, Uz | UzCyrl) => format!("TMni o‘chirib bo‘lmaydi: unda {buildings} ta bino bor"),
            (InstitutionRule::HasBuildings { buildings }, Ru) => format!("Учреждение нельзя удалить: у него есть здания ({buildings})"),
            (InstitutionRule::HasBuildings { buildings }, En) => {
                format!("The institution cannot be deleted: it has {buildings} building(s)")
            }
            (InstitutionRule::HasClassHours { class_hours }, Uz | UzCyrl) => {
                format!("TMni o‘chirib bo‘lmaydi: unda {class_hours} ta dars soati bor")
            }
            (InstitutionRule::HasClassHours { class_hours }, Ru) => {
                format!("Учреждение нельзя удалить: у него есть учебные часы ({class_hours})")
            }
            (InstitutionRule::HasClassHours { class_hours }, En) => {
                format!("The institution cannot be deleted: it has {class_hours} class period(s)")
            }
            (InstitutionRule::HasDepartments { departments }, Uz | UzCyrl) => {
                format!("TMni o‘chirib bo‘lmaydi: unda {departments} ta bo‘lim bor")
            }
            (InstitutionRule::HasDepartments { departments }, Ru) => {
                format!("Учреждение нельзя удалить: у него есть подразделения ({departments})")
            }
            (InstitutionRule::HasDepartments { departments }, En) => {
                format!("The institution cannot be deleted: it has {departments} department(s)")
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> InstitutionForm {
        InstitutionForm {
            name_uz: "Toshkent davlat universiteti".into(),
            code: "TDU".into(),
            kind: "HEI".into(),
            phone: "+998 71 123-45-67".into(),
            ..InstitutionForm::default()
        }
    }

    #[test]
    fn a_complete_form_parses() {
        let draft = InstitutionDraft::parse(&form()).unwrap();
        assert_eq!(draft.kind, InstitutionType::Hei);
        assert_eq!(draft.name.get(Language::En), "Toshkent davlat universiteti");
    }

    #[test]
    fn every_wrong_field_is_named() {
        let bad = InstitutionForm {
            name_uz: "".into(),
            code: "a b".into(),
            kind: "SCHOOL".into(),
            region: "Mars".into(),
            phone: "12".into(),
            ..form()
        };
        let errors = InstitutionDraft::parse(&bad).unwrap_err();
        let fields: Vec<&str> = errors.fields().iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(fields, vec!["name.uz", "code", "type", "region", "phone"]);
        let kinds: Vec<&Invalid> = errors.fields().iter().map(|(_, i)| i).collect();
        assert_eq!(kinds[1], &Invalid::CodeFormat);
        assert_eq!(kinds[3], &Invalid::UnknownRegion);
        assert_eq!(kinds[4], &Invalid::PhoneFormat);
        assert!(InstitutionDraft::parse(&InstitutionForm { region: "Toshkent shahri".into(), ..form() }).is_ok());
    }
}

/// A stored institution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Institution {
    pub id: crate::ids::InstitutionId,
    pub details: InstitutionDraft,
    pub version: crate::version::Version,
}

impl Institution {
    /// An institution that still has users, buildings, departments or class hours stays: they go
    /// first, in that order of telling.
    pub fn check_delete(&self, dependents: &InstitutionDependents) -> Result<(), InstitutionRule> {
        let InstitutionDependents { users, buildings, departments, class_hours } = *dependents;
        if users > 0 {
            return Err(InstitutionRule::HasUsers { users });
        }
        if buildings > 0 {
            return Err(InstitutionRule::HasBuildings { buildings });
        }
        if departments > 0 {
            return Err(InstitutionRule::HasDepartments { departments });
        }
        if class_hours > 0 {
            return Err(InstitutionRule::HasClassHours { class_hours });
        }
        Ok(())
    }
}

/// What still belongs to an institution, counted when it is to be deleted.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct InstitutionDependents {
    pub users: i64,
    pub buildings: i64,
    pub departments: i64,
    pub class_hours: i64,
}

impl Audited for Institution {
    const ENTITY: EntityType = EntityType::Institution;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    fn snapshot(&self) -> Snapshot {
        let d = &self.details;
        Snapshot::from([
            ("name_uz", d.name.uz().into()),
            ("name_uz_cyrl", d.name.uz_cyrl().into()),
            ("name_ru", d.name.ru().into()),
            ("name_en", d.name.en().into()),
            ("short_name", d.short_name.as_str().into()),
            ("code", d.code.as_str().into()),
            ("type", d.kind.code().into()),
            ("region", d.region.as_str().into()),
            ("address", d.address.as_str().into()),
            ("phone", d.phone.as_str().into()),
            ("director", d.director.as_str().into()),
        ])
    }
}

#[cfg(test)]
mod deletion_tests {
    use super::*;
    use crate::ids::InstitutionId;
    use crate::version::Version;

    #[test]
    fn an_institution_with_anything_left_in_it_stays_and_says_what_first() {
        let institution = Institution {
            id: InstitutionId::from_stored(1),
            details: InstitutionDraft::parse(&InstitutionForm {
                name_uz: "A".into(),
                code: "A".into(),
                kind: "HEI".into(),
                ..Default::default()
            })
            .unwrap(),
            version: Version::new(1),
        };
        assert_eq!(institution.check_delete(&InstitutionDependents::default()), Ok(()));
        let everything = InstitutionDependents { users: 1, buildings: 2, departments: 3, class_hours: 4 };
        assert_eq!(institution.check_delete(&everything), Err(InstitutionRule::HasUsers { users: 1 }));
        let no_users = InstitutionDependents { users: 0, ..everything };
        assert_eq!(institution.check_delete(&no_users), Err(InstitutionRule::HasBuildings { buildings: 2 }));
        let rooms_gone = InstitutionDependents { buildings: 0, ..no_users };
        assert_eq!(institution.check_delete(&rooms_gone), Err(InstitutionRule::HasDepartments { departments: 3 }));
        assert_eq!(
            institution.check_delete(&InstitutionDependents { departments: 0, ..rooms_gone }),
            Err(InstitutionRule::HasClassHours { class_hours: 4 })
        );
    }

    #[test]
    fn the_snapshot_names_the_stored_fields() {
        let institution = Institution {
            id: InstitutionId::from_stored(9),
            details: InstitutionDraft::parse(&InstitutionForm {
                name_uz: "A".into(),
                code: "C".into(),
                kind: "LYCEUM".into(),
                ..Default::default()
            })
            .unwrap(),
            version: Version::new(1),
        };
        let snapshot = institution.snapshot();
        assert_eq!(snapshot.get("type"), Some(&"LYCEUM".into()));
        assert_eq!(snapshot.get("code"), Some(&"C".into()));
        assert_eq!(snapshot.len(), 11);
        assert_eq!(institution.audit_id(), 9);
    }
}
