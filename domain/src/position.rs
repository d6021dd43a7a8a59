use crate::audit::{Audited, EntityType, Snapshot};
use crate::ids::PositionId;
use crate::language::{Language, Localized};
use crate::multilingual::MultilingualName;
use crate::validation::ValidationErrors;
use crate::version::Version;

/// The fields of a position form before they are checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PositionForm {
    pub name_uz: String,
    pub name_uz_cyrl: String,
    pub name_ru: String,
    pub name_en: String,
    pub is_teaching: bool,
}

/// A job position of the ministry's catalogue (rector, dean, professor, teacher, accountant…).
/// Only teaching positions carry taught subjects.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PositionDraft {
    pub name: MultilingualName,
    pub is_teaching: bool,
}

impl PositionDraft {
    pub fn parse(form: &PositionForm) -> Result<PositionDraft, ValidationErrors> {
        let name = MultilingualName::parse(&form.name_uz, &form.name_uz_cyrl, &form.name_ru, &form.name_en).map_err(|errors| {
            let mut named = ValidationErrors::new();
            named.merge("name", errors);
            named
        })?;
        Ok(PositionDraft { name, is_teaching: form.is_teaching })
    }
}

/// A stored position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Position {
    pub id: PositionId,
    pub details: PositionDraft,
    pub version: Version,
}

impl Audited for Position {
    const ENTITY: EntityType = EntityType::Position;

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
            ("is_teaching", d.is_teaching.into()),
        ])
    }
}

/// Rules about positions that a request can break.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionRule {
    /// Staff members still hold the position.
    InUse { staff: i64 },
}

impl Localized for PositionRule {
    fn code(&self) -> &'static str {
        "position_in_use"
    }

    fn message(&self, language: Language) -> String {
        let PositionRule::InUse { staff } = self;
        match language {
            Language::Uz | Language::UzCyrl => format!("Lavozimni o‘chirib bo‘lmaydi: uni {staff} ta xodim egallagan"),
            Language::Ru => format!("Должность нельзя удалить: её занимают сотрудники ({staff})"),
            Language::En => format!("The position cannot be deleted: {staff} staff member(s) hold it"),
        }
    }
}

/// How a staff member is employed in a position.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum WorkForm {
    /// The main place of work.
    Main,
    /// A second position in the same institution.
    InternalPartTime,
    /// Employed elsewhere, part-time here.
    ExternalPartTime,
    /// Paid by the hour.
    Hourly,
}

impl WorkForm {
    pub const ALL: [WorkForm; 4] = [WorkForm::Main, WorkForm::InternalPartTime, WorkForm::ExternalPartTime, WorkForm::Hourly];

    pub fn code(self) -> &'static str {
        match self {
            WorkForm::Main => "MAIN",
            WorkForm::InternalPartTime => "INTERNAL_PART_TIME",
            WorkForm::ExternalPartTime => "EXTERNAL_PART_TIME",
            WorkForm::Hourly => "HOURLY",
        }
    }

    pub fn parse(code: &str) -> Option<WorkForm> {
        WorkForm::ALL.into_iter().find(|f| f.code() == code.trim())
    }

    pub fn name(self) -> crate::language::Text {
        use crate::language::Text;
        match self {
            WorkForm::Main => Text::new("Asosiy", "Основное место работы", "Main"),
            WorkForm::InternalPartTime => Text::new("Ichki o‘rindosh", "Внутреннее совместительство", "Internal part-time"),
            WorkForm::ExternalPartTime => Text::new("Tashqi o‘rindosh", "Внешнее совместительство", "External part-time"),
            WorkForm::Hourly => Text::new("Soatbay", "Почасовая оплата", "Hourly"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_position_needs_an_uzbek_name() {
        let form = PositionForm { name_uz: "Dotsent".into(), is_teaching: true, ..Default::default() };
        assert!(PositionDraft::parse(&form).unwrap().is_teaching);
        let errors = PositionDraft::parse(&PositionForm::default()).unwrap_err();
        assert_eq!(errors.fields()[0].0, "name.uz");
    }

    #[test]
    fn work_forms_round_trip_and_are_named_in_every_language() {
        for form in WorkForm::ALL {
            assert_eq!(WorkForm::parse(form.code()), Some(form));
            for language in Language::ALL {
                assert!(!form.name().get(language).is_empty());
            }
        }
        assert_eq!(WorkForm::parse("FULL"), None);
    }
}
