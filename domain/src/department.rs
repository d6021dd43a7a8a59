use crate::audit::{Audited, EntityType, Snapshot};
use crate::ids::{DepartmentId, InstitutionId};
use crate::multilingual::MultilingualName;
use crate::validation::{Invalid, ValidationErrors};
use crate::version::Version;

/// What kind of unit of an institution a department is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DepartmentKind {
    Faculty,
    Chair,
    Section,
}

impl DepartmentKind {
    pub fn code(self) -> &'static str {
        match self {
            DepartmentKind::Faculty => "FACULTY",
            DepartmentKind::Chair => "CHAIR",
            DepartmentKind::Section => "SECTION",
        }
    }

    pub fn parse(code: &str) -> Result<DepartmentKind, Invalid> {
        match code.trim() {
            "FACULTY" => Ok(DepartmentKind::Faculty),
            "CHAIR" => Ok(DepartmentKind::Chair),
            "SECTION" => Ok(DepartmentKind::Section),
            "" => Err(Invalid::Required),
            _ => Err(Invalid::UnknownValue),
        }
    }
}

/// The fields of a department form before they are checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DepartmentForm {
    pub name_uz: String,
    pub name_uz_cyrl: String,
    pub name_ru: String,
    pub name_en: String,
    pub kind: String,
}

/// A faculty, chair or section of an institution, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DepartmentDraft {
    pub name: MultilingualName,
    pub kind: DepartmentKind,
}

impl DepartmentDraft {
    pub fn parse(form: &DepartmentForm) -> Result<DepartmentDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let name = match MultilingualName::parse(&form.name_uz, &form.name_uz_cyrl, &form.name_ru, &form.name_en) {
            Ok(name) => Some(name),
            Err(name_errors) => {
                errors.merge("name", name_errors);
                None
            }
        };
        let kind = errors.check("kind", DepartmentKind::parse(&form.kind));
        errors.into_result()?;
        match (name, kind) {
            (Some(name), Some(kind)) => Ok(DepartmentDraft { name, kind }),
            _ => Err(ValidationErrors::single("kind", Invalid::Required)),
        }
    }
}

/// A stored department.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Department {
    pub id: DepartmentId,
    pub institution_id: InstitutionId,
    pub details: DepartmentDraft,
    pub version: Version,
}

impl Audited for Department {
    const ENTITY: EntityType = EntityType::Department;

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
            ("kind", d.kind.code().into()),
        ])
    }

    fn owner(&self) -> Option<InstitutionId> {
        Some(self.institution_id)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_department_has_an_uzbek_name_and_a_kind() {
        let form = DepartmentForm { name_uz: "Axborot texnologiyalari fakulteti".into(), kind: "FACULTY".into(), ..Default::default() };
        assert_eq!(DepartmentDraft::parse(&form).unwrap().kind, DepartmentKind::Faculty);
        let errors = DepartmentDraft::parse(&DepartmentForm { kind: "OFFICE".into(), ..Default::default() }).unwrap_err();
        let fields: Vec<&str> = errors.fields().iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(fields, vec!["name.uz", "kind"]);
    }
}
