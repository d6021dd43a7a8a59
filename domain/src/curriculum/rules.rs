//! The refusals of curriculum fields and of a submitted distribution, with their texts.

use crate::language::{Language, Localized};
use crate::multilingual::MultilingualName;

/// Why one field of a curriculum or its distribution was refused. Carried by
/// `Invalid::Curriculum`, so that it reaches a form as a field error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum CurriculumInvalid {
    /// A semester row names a subject that is not in the curriculum's subject list.
    NotInCurriculum,
    /// A subject appears twice in one semester (or twice in the subject list).
    RepeatedSubject,
    /// The semesters give a subject more hours than the curriculum does.
    HoursAboveTotal {
        total: i32,
        distributed: i32,
    },
    /// Hours must lie in this range.
    HoursOutOfRange {
        min: i32,
        max: i32,
    },
    /// A semester list carries another semester's number.
    WrongSemesterNumber {
        expected: u8,
    },
    /// Exactly `expected` semester lists (or date pairs) are needed.
    WrongSemesterCount {
        expected: u8,
    },
    /// A semester starts before the previous one ends.
    SemestersOutOfOrder,
    VocationalRequired,
    TooManyVocational,
    ExamsRequired,
    /// The subject has ratings, so it cannot be removed.
    Rated,
    /// No subject of the catalogue has this id.
    UnknownSubject,
    /// The model curriculum is for another kind of institution.
    TemplateOfOtherKind,
    /// A row names no semester of the curriculum.
    NoSuchSemester,
    /// The row to change or delete is not there.
    NoSuchRow,
}

impl Localized for CurriculumInvalid {
    fn code(&self) -> &'static str {
        use CurriculumInvalid::*;
        match self {
            NotInCurriculum => "subject_not_in_curriculum",
            RepeatedSubject => "subject_repeated",
            HoursAboveTotal { .. } => "hours_above_total",
            HoursOutOfRange { .. } => "hours_out_of_range",
            WrongSemesterNumber { .. } => "wrong_semester_number",
            WrongSemesterCount { .. } => "wrong_semester_count",
            SemestersOutOfOrder => "semesters_out_of_order",
            VocationalRequired => "vocational_required",
            TooManyVocational => "too_many_vocational",
            ExamsRequired => "exams_required",
            Rated => "subject_rated",
            UnknownSubject => "unknown_subject",
            TemplateOfOtherKind => "template_of_other_kind",
            NoSuchSemester => "no_such_semester",
            NoSuchRow => "no_such_row",
        }
    }

    fn message(&self, language: Language) -> String {
        use CurriculumInvalid::*;
        use Language::*;
        match (self, language) {
            (NotInCurriculum, Uz | UzCyrl) => "Bu fan o‘quv rejaning fanlari ro‘yxatida yo‘q".into(),
            (NotInCurriculum, Ru) => "Этого предмета нет в списке предметов учебного плана".into(),
            (NotInCurriculum, En) => "This subject is not in the curriculum's subject list".into(),
            (RepeatedSubject, Uz | UzCyrl) => "Bu fan bir ro‘yxatda ikki marta tanlangan".into(),
            (RepeatedSubject, Ru) => "Этот предмет выбран в списке дважды".into(),
            (RepeatedSubject, En) => "This subject is chosen twice in one list".into(),
            (HoursAboveTotal { total, distributed }, Uz | UzCyrl) => {
                format!("Semestrlarga taqsimlangan soatlar ({distributed}) fanning umumiy soatidan ({total}) oshmasligi kerak")
            }
            (HoursAboveTotal { total, distributed }, Ru) => {
                format!("Часы по семестрам ({distributed}) не могут превышать общий объём предмета ({total})")
            }
            (HoursAboveTotal { total, distributed }, En) => {
                format!("The semesters' hours ({distributed}) exceed the subject's hours ({total})")
            }
            (HoursOutOfRange { min, max }, Uz | UzCyrl) => format!("Soatlar {min} dan {max} gacha bo‘lishi kerak"),
            (HoursOutOfRange { min, max }, Ru) => format!("Часы должны быть от {min} до {max}"),
            (HoursOutOfRange { min, max }, En) => format!("Hours must be from {min} to {max}"),
            (WrongSemesterNumber { expected }, Uz | UzCyrl) => format!("Semestr raqami {expected} bo‘lishi kerak"),
            (WrongSemesterNumber { expected }, Ru) => format!("Номер семестра должен быть {expected}"),
            (WrongSemesterNumber { expected }, En) => format!("The semester number must be {expected}"),
            (WrongSemesterCount { expected }, Uz | UzCyrl) => format!("Semestrlar soni {expected} ta bo‘lishi kerak"),
            (WrongSemesterCount { expected }, Ru) => format!("Семестров должно быть {expected}"),
            (WrongSemesterCount { expected }, En) => format!("There must be {expected} semesters"),
            (SemestersOutOfOrder, Uz | UzCyrl) => "Semestr oldingi semestr tugaganidan keyin boshlanishi kerak".into(),
            (SemestersOutOfOrder, Ru) => "Семестр должен начинаться после окончания предыдущего".into(),
            (SemestersOutOfOrder, En) => "A semester must start after the previous one ends".into(),
            (VocationalRequired, Uz | UzCyrl) => "Iltimos, kasbiy fanlarni kiriting!".into(),
            (VocationalRequired, Ru) => "Пожалуйста, введите профессиональные предметы!".into(),
            (VocationalRequired, En) => "Please enter the vocational subjects!".into(),
            (TooManyVocational, Uz | UzCyrl) => "Kasbiy fanlar ikkitadan oshmasligi kerak".into(),
            (TooManyVocational, Ru) => "Профессиональных предметов может быть не больше двух".into(),
            (TooManyVocational, En) => "There may be at most two vocational subjects".into(),
            (ExamsRequired, Uz | UzCyrl) => "Iltimos, DAK fanlarini kiriting!".into(),
            (ExamsRequired, Ru) => "Пожалуйста, введите предметы ГАК!".into(),
            (ExamsRequired, En) => "Please enter the final state attestation (DAK) subjects!".into(),
            (Rated, Uz | UzCyrl) => "Bu fanga baho qoyilgan".into(),
            (Rated, Ru) => "По этому предмету уже выставлены оценки".into(),
            (Rated, En) => "This subject already has ratings".into(),
            (UnknownSubject, Uz | UzCyrl) => "Bunday fan fanlar ro‘yxatida yo‘q".into(),
            (UnknownSubject, Ru) => "Такого предмета нет в справочнике".into(),
            (UnknownSubject, En) => "There is no such subject in the catalogue".into(),
            (TemplateOfOtherKind, Uz | UzCyrl) => "Namunaviy o‘quv reja boshqa turdagi ta’lim muassasasi uchun".into(),
            (TemplateOfOtherKind, Ru) => "Типовой учебный план предназначен для учреждений другого типа".into(),
            (TemplateOfOtherKind, En) => "The model curriculum is for another kind of institution".into(),
            (NoSuchSemester, Uz | UzCyrl) => "O‘quv rejada bunday semestr yo‘q".into(),
            (NoSuchSemester, Ru) => "В учебном плане нет такого семестра".into(),
            (NoSuchSemester, En) => "The curriculum has no such semester".into(),
            (NoSuchRow, Uz | UzCyrl) => "Semestrda bunday fan yo‘q".into(),
            (NoSuchRow, Ru) => "В семестре нет такого предмета".into(),
            (NoSuchRow, En) => "The semester has no such subject".into(),
        }
    }
}

/// One thing that keeps a distribution from being complete.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Gap {
    Undated { semester: u8 },
    HoursLeft { subject: MultilingualName, left: i32 },
    HoursOver { subject: MultilingualName, over: i32 },
    NoVocational,
    NoExams,
}

impl Gap {
    fn text(&self, language: Language) -> String {
        use Language::*;
        match (self, language) {
            (Gap::Undated { semester }, Uz | UzCyrl) => format!("{semester}-semestr sanalari kiritilmagan"),
            (Gap::Undated { semester }, Ru) => format!("не указаны даты {semester}-го семестра"),
            (Gap::Undated { semester }, En) => format!("semester {semester} has no dates"),
            (Gap::HoursLeft { subject, left }, Uz | UzCyrl) => format!("«{}» fanining {left} soati taqsimlanmagan", subject.get(Uz)),
            (Gap::HoursLeft { subject, left }, Ru) => format!("по предмету «{}» не распределено часов: {left}", subject.get(Ru)),
            (Gap::HoursLeft { subject, left }, En) => format!("{left} hour(s) of “{}” are not distributed", subject.get(En)),
            (Gap::HoursOver { subject, over }, Uz | UzCyrl) => format!("«{}» fani {over} soatga ortiq taqsimlangan", subject.get(Uz)),
            (Gap::HoursOver { subject, over }, Ru) => format!("по предмету «{}» распределено на {over} ч. больше", subject.get(Ru)),
            (Gap::HoursOver { subject, over }, En) => format!("“{}” is distributed {over} hour(s) too many", subject.get(En)),
            (Gap::NoVocational, Uz | UzCyrl) => "kasbiy fanlar kiritilmagan".into(),
            (Gap::NoVocational, Ru) => "не введены профессиональные предметы".into(),
            (Gap::NoVocational, En) => "no vocational subjects".into(),
            (Gap::NoExams, Uz | UzCyrl) => "DAK fanlari kiritilmagan".into(),
            (Gap::NoExams, Ru) => "не введены предметы ГАК".into(),
            (Gap::NoExams, En) => "no DAK exams".into(),
        }
    }
}

/// An approval refused because the distribution is not complete (422 `distribution_incomplete`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DistributionIncomplete {
    pub gaps: Vec<Gap>,
}

impl Localized for DistributionIncomplete {
    fn code(&self) -> &'static str {
        "distribution_incomplete"
    }

    fn message(&self, language: Language) -> String {
        let gaps: Vec<String> = self.gaps.iter().map(|g| g.text(language)).collect();
        let gaps = gaps.join("; ");
        match language {
            Language::Uz | Language::UzCyrl => format!("O‘quv reja to‘liq taqsimlanmagan: {gaps}"),
            Language::Ru => format!("Учебный план распределён не полностью: {gaps}"),
            Language::En => format!("The curriculum is not fully distributed: {gaps}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_contracts_uzbek_texts_are_verbatim_and_every_refusal_speaks_three_languages() {
        assert_eq!(CurriculumInvalid::Rated.message(Language::Uz), "Bu fanga baho qoyilgan");
        assert_eq!(CurriculumInvalid::VocationalRequired.message(Language::Uz), "Iltimos, kasbiy fanlarni kiriting!");
        assert_eq!(CurriculumInvalid::ExamsRequired.message(Language::Uz), "Iltimos, DAK fanlarini kiriting!");
        let all = [
            CurriculumInvalid::NotInCurriculum,
            CurriculumInvalid::RepeatedSubject,
            CurriculumInvalid::HoursAboveTotal { total: 10, distributed: 12 },
            CurriculumInvalid::HoursOutOfRange { min: 0, max: 10 },
            CurriculumInvalid::WrongSemesterNumber { expected: 2 },
            CurriculumInvalid::WrongSemesterCount { expected: 4 },
            CurriculumInvalid::SemestersOutOfOrder,
            CurriculumInvalid::VocationalRequired,
            CurriculumInvalid::TooManyVocational,
            CurriculumInvalid::ExamsRequired,
            CurriculumInvalid::Rated,
            CurriculumInvalid::UnknownSubject,
            CurriculumInvalid::TemplateOfOtherKind,
            CurriculumInvalid::NoSuchSemester,
            CurriculumInvalid::NoSuchRow,
        ];
        for invalid in all {
            let texts: Vec<String> = Language::ALL.iter().map(|l| invalid.message(*l)).collect();
            assert!(texts.iter().all(|t| !t.is_empty()));
            assert_ne!(texts[0], texts[1], "{invalid:?}");
            assert_ne!(texts[1], texts[2], "{invalid:?}");
        }
    }

    #[test]
    fn an_incomplete_distribution_names_the_subjects_with_hours_left() {
        let fizika = MultilingualName::from_stored("Fizika".into(), String::new(), "Физика".into(), "Physics".into());
        let gap = DistributionIncomplete { gaps: vec![Gap::HoursLeft { subject: fizika, left: 20 }, Gap::NoExams] };
        assert_eq!(
            gap.message(Language::Uz),
            "O‘quv reja to‘liq taqsimlanmagan: «Fizika» fanining 20 soati taqsimlanmagan; DAK fanlari kiritilmagan"
        );
        assert!(gap.message(Language::Ru).contains("Физика"));
        assert!(gap.message(Language::En).contains("Physics"));
    }
}
