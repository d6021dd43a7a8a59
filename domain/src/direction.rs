use crate::audit::{Audited, EntityType, Snapshot};
use crate::ids::DirectionId;
use crate::institution::InstitutionType;
use crate::language::{Language, Localized};
use crate::multilingual::MultilingualName;
use crate::validation::{required_text, Invalid, ValidationErrors};
use crate::version::Version;

/// The fields of an education-direction form before they are checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DirectionForm {
    pub code: String,
    pub name_uz: String,
    pub name_uz_cyrl: String,
    pub name_ru: String,
    pub name_en: String,
    pub institution_type: String,
}

/// A direction of study of the national classifier (e.g. `60610100` Computer science), for
/// lyceums or for higher education.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DirectionDraft {
    pub code: String,
    pub name: MultilingualName,
    pub institution_type: InstitutionType,
}

impl DirectionDraft {
    pub fn parse(form: &DirectionForm) -> Result<DirectionDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let code = errors.check("code", parse_code(&form.code));
        let name = match MultilingualName::parse(&form.name_uz, &form.name_uz_cyrl, &form.name_ru, &form.name_en) {
            Ok(name) => Some(name),
            Err(name_errors) => {
                errors.merge("name", name_errors);
                None
            }
        };
        let institution_type = errors.check("institution_type", InstitutionType::parse(&form.institution_type));
        errors.into_result()?;
        match (code, name, institution_type) {
            (Some(code), Some(name), Some(institution_type)) => Ok(DirectionDraft { code, name, institution_type }),
            _ => Err(ValidationErrors::single("code", Invalid::Required)),
        }
    }
}

/// 2 to 20 digits, Latin letters, dots or hyphens.
fn parse_code(value: &str) -> Result<String, Invalid> {
    let code = required_text(value, 20)?;
    if code.chars().count() < 2 {
        return Err(Invalid::TooShort { min: 2 });
    }
    if code.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-') {
        Ok(code)
    } else {
        Err(Invalid::UnknownValue)
    }
}

/// A stored direction.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Direction {
    pub id: DirectionId,
    pub details: DirectionDraft,
    pub version: Version,
}

impl Audited for Direction {
    const ENTITY: EntityType = EntityType::Direction;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    fn snapshot(&self) -> Snapshot {
        let d = &self.details;
        Snapshot::from([
            ("code", d.code.as_str().into()),
            ("name_uz", d.name.uz().into()),
            ("name_uz_cyrl", d.name.uz_cyrl().into()),
            ("name_ru", d.name.ru().into()),
            ("name_en", d.name.en().into()),
            ("institution_type", d.institution_type.code().into()),
        ])
    }
}

/// Rules about directions that a request can break.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DirectionRule {
    CodeTaken,
}

impl Localized for DirectionRule {
    fn code(&self) -> &'static str {
        "direction_code_taken"
    }

    fn message(&self, language: Language) -> String {
        match language {
            Language::Uz | Language::UzCyrl => "Bunday kodli yo‘nalish allaqachon mavjud",
            Language::Ru => "Направление с таким кодом уже существует",
            Language::En => "A direction with this code already exists",
        }
        .to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_direction_has_a_code_a_name_and_a_kind_of_institution() {
        let form = DirectionForm {
            code: "60610100".into(),
            name_uz: "Kompyuter injiniringi".into(),
            institution_type: "HEI".into(),
            ..Default::default()
        };
        assert_eq!(DirectionDraft::parse(&form).unwrap().institution_type, InstitutionType::Hei);
        let bad = DirectionForm { code: "6 0".into(), institution_type: "SCHOOL".into(), ..Default::default() };
        let fields: Vec<String> = DirectionDraft::parse(&bad).unwrap_err().fields().iter().map(|(f, _)| f.clone()).collect();
        assert_eq!(fields, vec!["code", "name.uz", "institution_type"]);
    }
}
