//! The ministry's subject catalogue: subject types and subjects.

use crate::audit::{Audited, EntityType, Snapshot};
use crate::ids::{SubjectId, SubjectTypeId};
use crate::language::{Language, Localized};
use crate::multilingual::MultilingualName;
use crate::paging::Ordering;
use crate::study::StudyHours;
use crate::validation::{required_text, Invalid, ValidationErrors};
use crate::version::Version;

/// A name form's languages, refused under `name.<language>`.
fn parse_name(errors: &mut ValidationErrors, uz: &str, uz_cyrl: &str, ru: &str, en: &str) -> Option<MultilingualName> {
    match MultilingualName::parse(uz, uz_cyrl, ru, en) {
        Ok(name) => Some(name),
        Err(name_errors) => {
            errors.merge("name", name_errors);
            None
        }
    }
}

/// The fields of a subject-type form before they are checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SubjectTypeForm {
    pub name_uz: String,
    pub name_uz_cyrl: String,
    pub name_ru: String,
    pub name_en: String,
}

/// A kind of subject the curricula group subjects by (general education, specialty, elective…).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectTypeDraft {
    pub name: MultilingualName,
}

impl SubjectTypeDraft {
    pub fn parse(form: &SubjectTypeForm) -> Result<SubjectTypeDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let name = parse_name(&mut errors, &form.name_uz, &form.name_uz_cyrl, &form.name_ru, &form.name_en);
        errors.into_result()?;
        name.map(|name| SubjectTypeDraft { name }).ok_or_else(|| ValidationErrors::single("name.uz", Invalid::Required))
    }
}

/// A stored subject type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectType {
    pub id: SubjectTypeId,
    pub details: SubjectTypeDraft,
    pub version: Version,
}

impl Audited for SubjectType {
    const ENTITY: EntityType = EntityType::SubjectType;

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
        ])
    }
}

/// The fields of a subject form before they are checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SubjectForm {
    pub code: String,
    pub name_uz: String,
    pub name_uz_cyrl: String,
    pub name_ru: String,
    pub name_en: String,
    pub edu_subject_type_id: Option<i64>,
    pub study_hours: Option<i64>,
}

/// A subject of the catalogue: a short code unique in the catalogue, a name, its type and the
/// hours it is taught in all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectDraft {
    pub code: String,
    pub name: MultilingualName,
    pub subject_type_id: SubjectTypeId,
    pub study_hours: StudyHours,
}

impl SubjectDraft {
    pub const CODE_MAX: usize = 20;

    pub fn parse(form: &SubjectForm) -> Result<SubjectDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let code = errors.check("code", required_text(&form.code, Self::CODE_MAX));
        let name = parse_name(&mut errors, &form.name_uz, &form.name_uz_cyrl, &form.name_ru, &form.name_en);
        let subject_type_id =
            errors.check("edu_subject_type_id", form.edu_subject_type_id.map_or(Err(Invalid::Required), SubjectTypeId::new));
        let study_hours = errors.check("study_hours", StudyHours::required(form.study_hours));
        errors.into_result()?;
        match (code, name, subject_type_id, study_hours) {
            (Some(code), Some(name), Some(subject_type_id), Some(study_hours)) => {
                Ok(SubjectDraft { code, name, subject_type_id, study_hours })
            }
            _ => Err(ValidationErrors::single("code", Invalid::Required)),
        }
    }
}

/// A stored subject with the name of its type.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subject {
    pub id: SubjectId,
    pub details: SubjectDraft,
    pub subject_type_name: MultilingualName,
    pub version: Version,
}

impl Audited for Subject {
    const ENTITY: EntityType = EntityType::Subject;

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
            ("edu_subject_type_id", d.subject_type_id.get().into()),
            ("study_hours", d.study_hours.get().into()),
        ])
    }
}

/// What a subject list may be ordered by.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum SubjectOrder {
    Name,
    Code,
    StudyHours,
}

impl SubjectOrder {
    /// The fields a list of subjects can be ordered by, as `ordering` names them.
    pub const FIELDS: [(&'static str, SubjectOrder); 3] =
        [("name", SubjectOrder::Name), ("code", SubjectOrder::Code), ("study_hours", SubjectOrder::StudyHours)];

    pub fn parse(value: Option<&str>) -> Result<Ordering<SubjectOrder>, ValidationErrors> {
        Ordering::parse(value, &Self::FIELDS, Ordering { field: SubjectOrder::Name, descending: false })
    }
}

/// Rules of the catalogue that a request can break against what is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SubjectRule {
    /// Another subject has the code (compared without case).
    CodeTaken,
    /// Another subject type has the Uzbek name (compared without case).
    TypeNameTaken,
}

impl Localized for SubjectRule {
    fn code(&self) -> &'static str {
        "duplicate"
    }

    fn message(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (SubjectRule::CodeTaken, Uz | UzCyrl) => "Bunday kodli fan allaqachon mavjud",
            (SubjectRule::CodeTaken, Ru) => "Предмет с таким кодом уже существует",
            (SubjectRule::CodeTaken, En) => "A subject with this code already exists",
            (SubjectRule::TypeNameTaken, Uz | UzCyrl) => "Bunday nomli fan turi allaqachon mavjud",
            (SubjectRule::TypeNameTaken, Ru) => "Тип предмета с таким названием уже существует",
            (SubjectRule::TypeNameTaken, En) => "A subject type with this name already exists",
        }
        .to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn form() -> SubjectForm {
        SubjectForm {
            code: " FIZ-101 ".into(),
            name_uz: "Fizika".into(),
            edu_subject_type_id: Some(1),
            study_hours: Some(180),
            ..Default::default()
        }
    }

    #[test]
    fn a_subject_has_a_code_a_name_a_type_and_hours() {
        let draft = SubjectDraft::parse(&form()).unwrap();
        assert_eq!(draft.code, "FIZ-101");
        assert_eq!(draft.study_hours.get(), 180);
        let fields: Vec<String> =
            SubjectDraft::parse(&SubjectForm::default()).unwrap_err().fields().iter().map(|(f, _)| f.clone()).collect();
        assert_eq!(fields, vec!["code", "name.uz", "edu_subject_type_id", "study_hours"]);
        let bad = SubjectForm { code: "X".repeat(21), edu_subject_type_id: Some(0), study_hours: Some(10_001), ..form() };
        let refusals: Vec<Invalid> = SubjectDraft::parse(&bad).unwrap_err().fields().iter().map(|(_, i)| i.clone()).collect();
        assert_eq!(refusals, vec![Invalid::TooLong { max: 20 }, Invalid::NotPositiveId, Invalid::OutOfRange { min: 1, max: 10_000 }]);
    }

    #[test]
    fn a_type_needs_an_uzbek_name() {
        let form = SubjectTypeForm { name_uz: " Tanlov fanlari ".into(), ..Default::default() };
        assert_eq!(SubjectTypeDraft::parse(&form).unwrap().name.uz(), "Tanlov fanlari");
        let unnamed = SubjectTypeForm { name_ru: "Тип".into(), ..Default::default() };
        assert_eq!(SubjectTypeDraft::parse(&unnamed).unwrap_err().fields()[0].0, "name.uz");
    }

    #[test]
    fn subjects_are_ordered_by_name_code_or_hours() {
        assert_eq!(SubjectOrder::parse(None).unwrap().field, SubjectOrder::Name);
        let by_hours = SubjectOrder::parse(Some("-study_hours")).unwrap();
        assert_eq!((by_hours.field, by_hours.descending), (SubjectOrder::StudyHours, true));
        assert!(SubjectOrder::parse(Some("version")).is_err());
    }

    #[test]
    fn duplicates_are_told_in_every_language() {
        for rule in [SubjectRule::CodeTaken, SubjectRule::TypeNameTaken] {
            assert_eq!(rule.code(), "duplicate");
            let texts: Vec<String> = Language::ALL.iter().map(|l| rule.message(*l)).collect();
            assert!(texts[0] != texts[1] && texts[1] != texts[2]);
        }
    }

    proptest! {
        #[test]
        fn a_code_is_one_to_twenty_characters_after_trimming(code in "\\PC{0,25}") {
            let result = SubjectDraft::parse(&SubjectForm { code: code.clone(), ..form() });
            let length = code.trim().chars().count();
            match result {
                Ok(draft) => {
                    prop_assert!((1..=20).contains(&length));
                    prop_assert_eq!(draft.code, code.trim());
                }
                Err(errors) => {
                    prop_assert!(length == 0 || length > 20);
                    prop_assert_eq!(errors.fields()[0].0.as_str(), "code");
                }
            }
        }
    }
}
