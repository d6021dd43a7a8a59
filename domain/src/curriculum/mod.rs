//! An institution's curriculum: its fields, its state machine and its distribution of subjects
//! over semesters.

pub mod distribution;
pub mod plan;
pub mod rules;
pub mod status;

use std::collections::BTreeMap;

pub use distribution::{Distribution, SemesterNumber, SemesterRow, SubjectHours};
pub use plan::{CurriculumPlan, NamedHours, PlanContext, PlanForm, SemesterDates};
pub use rules::{CurriculumInvalid, DistributionIncomplete, Gap};
pub use status::{CurriculumAction, CurriculumStatus, IllegalTransition, StudiedByGroups};

use crate::audit::{AuditValue, Audited, EntityType, Snapshot};
use crate::ids::{CurriculumId, CurriculumTemplateId, DirectionId, EduSubjectId, EduSubjectTypeId, InstitutionId};
use crate::institution::InstitutionType;
use crate::multilingual::MultilingualName;
use crate::validation::{required_text, Invalid, ValidationErrors};
use crate::version::Version;

code_enum!(
    /// How students attend.
    EduForm { FullTime = "FULL_TIME", PartTime = "PART_TIME", Evening = "EVENING", Distance = "DISTANCE" }
);
impl EduForm {
    pub fn title(self, language: crate::language::Language) -> &'static str {
        use crate::language::Language::*;
        language.fixed(match (self, language) {
            (EduForm::FullTime, Uz | UzCyrl) => "Kunduzgi",
            (EduForm::FullTime, Ru) => "Очная",
            (EduForm::FullTime, En) => "Full-time",
            (EduForm::PartTime, Uz | UzCyrl) => "Sirtqi",
            (EduForm::PartTime, Ru) => "Заочная",
            (EduForm::PartTime, En) => "Part-time",
            (EduForm::Evening, Uz | UzCyrl) => "Kechki",
            (EduForm::Evening, Ru) => "Вечерняя",
            (EduForm::Evening, En) => "Evening",
            (EduForm::Distance, Uz | UzCyrl) => "Masofaviy",
            (EduForm::Distance, Ru) => "Дистанционная",
            (EduForm::Distance, En) => "Distance",
        })
    }
}

code_enum!(
    /// The language of instruction.
    EduLanguage { Uz = "UZ", Ru = "RU", En = "EN", Kaa = "KAA" }
);
code_enum!(
    /// The scale ratings are given on.
    RatingType { FivePoint = "FIVE_POINT", HundredPoint = "HUNDRED_POINT" }
);

/// The earliest and latest start year a curriculum may have, and its longest span in years.
pub const FIRST_YEAR: i64 = 1991;
pub const LAST_YEAR: i64 = 2100;
pub const MAX_SPAN_YEARS: i64 = 8;

/// The fields of a curriculum form before they are checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CurriculumForm {
    pub name: String,
    pub subject_type_id: i64,
    pub start_year: i64,
    pub end_year: i64,
    pub edu_direction_id: i64,
    pub edu_form: String,
    pub curriculum_template_id: i64,
    pub edu_language: String,
    pub rating_type: String,
    pub number_of_semesters: Option<i64>,
}

/// A curriculum form, checked on its own: what it refers to is checked by `settle`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CurriculumDraft {
    pub name: String,
    pub subject_type_id: EduSubjectTypeId,
    pub start_year: i32,
    pub end_year: i32,
    pub edu_direction_id: DirectionId,
    pub edu_form: EduForm,
    pub curriculum_template_id: CurriculumTemplateId,
    pub edu_language: EduLanguage,
    pub rating_type: RatingType,
    pub number_of_semesters: Option<u8>,
}

/// A curriculum's own fields, every rule checked, the number of semesters settled.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CurriculumDetails {
    pub name: String,
    pub subject_type_id: EduSubjectTypeId,
    pub start_year: i32,
    pub end_year: i32,
    pub edu_direction_id: DirectionId,
    pub edu_form: EduForm,
    pub curriculum_template_id: CurriculumTemplateId,
    pub edu_language: EduLanguage,
    pub rating_type: RatingType,
    pub number_of_semesters: u8,
}

impl CurriculumDetails {
    /// The second year of study, shown beside the start year.
    pub fn second_year(&self) -> i32 {
        self.start_year + 1
    }
}

/// What a curriculum form refers to, as the catalogue holds it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct References {
    pub institution_type: InstitutionType,
    pub template_type: Option<InstitutionType>,
    pub template_semesters: u8,
    pub subject_type_exists: bool,
    pub direction_exists: bool,
}

impl CurriculumDraft {
    pub fn parse(form: &CurriculumForm) -> Result<CurriculumDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let name = errors.check("name", required_text(&form.name, 255));
        let subject_type_id = errors.check("subject_type_id", EduSubjectTypeId::new(form.subject_type_id));
        let edu_direction_id = errors.check("edu_direction_id", DirectionId::new(form.edu_direction_id));
        let curriculum_template_id = errors.check("curriculum_template_id", CurriculumTemplateId::new(form.curriculum_template_id));
        if !(FIRST_YEAR..=LAST_YEAR).contains(&form.start_year) {
            errors.add("start_year", Invalid::OutOfRange { min: FIRST_YEAR, max: LAST_YEAR });
        } else if !(form.start_year + 1..=form.start_year + MAX_SPAN_YEARS).contains(&form.end_year) {
            errors.add("end_year", Invalid::OutOfRange { min: form.start_year + 1, max: form.start_year + MAX_SPAN_YEARS });
        }
        let edu_form = errors.check("edu_form", EduForm::parse(&form.edu_form));
        let edu_language = errors.check("edu_language", EduLanguage::parse(&form.edu_language));
        let rating_type = errors.check("rating_type", RatingType::parse(&form.rating_type));
        let max = i64::from(distribution::MAX_SEMESTERS);
        let number_of_semesters = match form.number_of_semesters {
            Some(n) if !(1..=max).contains(&n) => {
                errors.add("number_of_semesters", Invalid::OutOfRange { min: 1, max });
                None
            }
            other => other.map(|n| n as u8),
        };
        errors.into_result()?;
        match (name, subject_type_id, edu_direction_id, curriculum_template_id, edu_form, edu_language, rating_type) {
            (
                Some(name),
                Some(subject_type_id),
                Some(edu_direction_id),
                Some(curriculum_template_id),
                Some(edu_form),
                Some(edu_language),
                Some(rating_type),
            ) => Ok(CurriculumDraft {
                name,
                subject_type_id,
                start_year: form.start_year as i32,
                end_year: form.end_year as i32,
                edu_direction_id,
                edu_form,
                curriculum_template_id,
                edu_language,
                rating_type,
                number_of_semesters,
            }),
            _ => Err(ValidationErrors::single("name", Invalid::Required)),
        }
    }

    /// Checks the draft against what it refers to and settles the number of semesters: the
    /// model curriculum's unless given; a lyceum's curriculum has at most four.
    pub fn settle(self, references: References) -> Result<CurriculumDetails, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        if !references.subject_type_exists {
            errors.add("subject_type_id", Invalid::UnknownValue);
        }
        if !references.direction_exists {
            errors.add("edu_direction_id", Invalid::UnknownValue);
        }
        match references.template_type {
            None => errors.add("curriculum_template_id", Invalid::UnknownValue),
            Some(kind) if kind != references.institution_type => {
                errors.add("curriculum_template_id", Invalid::Curriculum(CurriculumInvalid::TemplateOfOtherKind))
            }
            Some(_) => {}
        }
        let max = match references.institution_type {
            InstitutionType::Lyceum => distribution::LYCEUM_MAX_SEMESTERS,
            InstitutionType::Hei => distribution::MAX_SEMESTERS,
        };
        let semesters = self.number_of_semesters.unwrap_or(references.template_semesters);
        if !(1..=max).contains(&semesters) {
            errors.add("number_of_semesters", Invalid::OutOfRange { min: 1, max: i64::from(max) });
        }
        errors.into_result()?;
        Ok(CurriculumDetails {
            name: self.name,
            subject_type_id: self.subject_type_id,
            start_year: self.start_year,
            end_year: self.end_year,
            edu_direction_id: self.edu_direction_id,
            edu_form: self.edu_form,
            curriculum_template_id: self.curriculum_template_id,
            edu_language: self.edu_language,
            rating_type: self.rating_type,
            number_of_semesters: semesters,
        })
    }
}

/// A subject of the catalogue as a curriculum shows it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CatalogueSubject {
    pub id: EduSubjectId,
    pub code: String,
    pub name: MultilingualName,
    pub type_id: EduSubjectTypeId,
    pub type_name: MultilingualName,
}

/// A stored curriculum with the names of what it refers to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Curriculum {
    pub id: CurriculumId,
    pub institution_id: InstitutionId,
    pub institution_name: MultilingualName,
    pub details: CurriculumDetails,
    pub status: CurriculumStatus,
    pub subject_type_name: MultilingualName,
    pub direction_code: String,
    pub direction_name: MultilingualName,
    pub template_name: MultilingualName,
    pub version: Version,
}

impl Curriculum {
    /// Refuses an action the curriculum's state does not allow.
    pub fn check(&self, action: CurriculumAction) -> Result<CurriculumStatus, IllegalTransition> {
        self.status.apply(action)
    }
}

/// A curriculum with its whole distribution and the catalogue entries of its subjects.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CurriculumWithPlan {
    pub curriculum: Curriculum,
    pub plan: CurriculumPlan,
    pub subjects: BTreeMap<EduSubjectId, CatalogueSubject>,
}

fn record<const N: usize>(fields: [(&'static str, AuditValue); N]) -> AuditValue {
    AuditValue::Map(BTreeMap::from(fields))
}

fn named_hours(rows: &[NamedHours]) -> AuditValue {
    let name = |n: &MultilingualName| record([("uz", n.uz().into()), ("ru", n.ru().into()), ("en", n.en().into())]);
    AuditValue::List(
        rows.iter().map(|r| record([("id", r.id.into()), ("name", name(&r.name)), ("study_hours", r.study_hours.into())])).collect(),
    )
}

/// The fields and the whole distribution, so that a distribution save is one record naming what
/// changed in it.
impl Audited for CurriculumWithPlan {
    const ENTITY: EntityType = EntityType::Curriculum;

    fn audit_id(&self) -> i64 {
        self.curriculum.id.get()
    }

    fn snapshot(&self) -> Snapshot {
        let c = &self.curriculum;
        let d = &c.details;
        let plan = &self.plan;
        // By id: the order a page lists the subjects in is no change of the curriculum.
        let mut listed = plan.distribution.subjects().to_vec();
        listed.sort_by_key(|s| s.subject);
        let subjects = listed.iter().map(|s| record([("edu_subject_id", s.subject.get().into()), ("study_hours", s.study_hours.into())]));
        let semesters = plan.distribution.semesters().iter().map(|rows| {
            AuditValue::List(
                rows.iter()
                    .map(|r| {
                        record([
                            ("edu_subject_id", r.subject.get().into()),
                            ("study_hours", r.study_hours.into()),
                            ("is_seperated", r.is_separated.into()),
                        ])
                    })
                    .collect(),
            )
        });
        let dates = plan.dates.iter().map(|d| record([("start_date", d.start.into()), ("end_date", d.end.into())]));
        Snapshot::from([
            ("institution_id", c.institution_id.get().into()),
            ("name", d.name.as_str().into()),
            ("subject_type_id", d.subject_type_id.get().into()),
            ("start_year", d.start_year.into()),
            ("end_year", d.end_year.into()),
            ("edu_direction_id", d.edu_direction_id.get().into()),
            ("status", c.status.code().into()),
            ("edu_form", d.edu_form.code().into()),
            ("curriculum_template_id", d.curriculum_template_id.get().into()),
            ("edu_language", d.edu_language.code().into()),
            ("rating_type", d.rating_type.code().into()),
            ("number_of_semesters", i32::from(d.number_of_semesters).into()),
            ("edu_subject", AuditValue::List(subjects.collect())),
            ("semester_edu_subjects", AuditValue::List(semesters.collect())),
            ("semester_dates", AuditValue::List(dates.collect())),
            ("vocational_subjects", named_hours(&plan.vocational)),
            ("exams", named_hours(&plan.exams)),
        ])
    }
}

impl CurriculumWithPlan {
    pub fn subject_names(&self) -> BTreeMap<EduSubjectId, MultilingualName> {
        self.subjects.iter().map(|(id, s)| (*id, s.name.clone())).collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn form() -> CurriculumForm {
        CurriculumForm {
            name: "Kompyuter injiniringi 2026".into(),
            subject_type_id: 1,
            start_year: 2026,
            end_year: 2030,
            edu_direction_id: 3,
            edu_form: "FULL_TIME".into(),
            curriculum_template_id: 2,
            edu_language: "UZ".into(),
            rating_type: "FIVE_POINT".into(),
            number_of_semesters: None,
        }
    }

    fn references(institution: InstitutionType) -> References {
        References {
            institution_type: institution,
            template_type: Some(institution),
            template_semesters: 4,
            subject_type_exists: true,
            direction_exists: true,
        }
    }

    #[test]
    fn a_curriculum_names_its_years_and_kinds() {
        let draft = CurriculumDraft::parse(&form()).unwrap();
        let details = draft.settle(references(InstitutionType::Hei)).unwrap();
        assert_eq!((details.number_of_semesters, details.second_year()), (4, 2027));
        let bad = CurriculumForm {
            name: " ".into(),
            end_year: 2026,
            edu_form: "NIGHT".into(),
            edu_language: "".into(),
            number_of_semesters: Some(13),
            ..form()
        };
        let fields: Vec<String> = CurriculumDraft::parse(&bad).unwrap_err().fields().iter().map(|(f, _)| f.clone()).collect();
        assert_eq!(fields, vec!["name", "end_year", "edu_form", "edu_language", "number_of_semesters"]);
    }

    #[test]
    fn a_lyceum_curriculum_has_at_most_four_semesters_and_a_lyceum_model() {
        let eight = CurriculumDraft::parse(&CurriculumForm { number_of_semesters: Some(8), ..form() }).unwrap();
        assert_eq!(eight.clone().settle(references(InstitutionType::Hei)).unwrap().number_of_semesters, 8);
        let refused = eight.settle(references(InstitutionType::Lyceum)).unwrap_err();
        assert_eq!(refused.fields()[0], ("number_of_semesters".to_string(), Invalid::OutOfRange { min: 1, max: 4 }));
        let mismatch = References { template_type: Some(InstitutionType::Hei), ..references(InstitutionType::Lyceum) };
        let refused = CurriculumDraft::parse(&form()).unwrap().settle(mismatch).unwrap_err();
        assert_eq!(refused.fields()[0].1, Invalid::Curriculum(CurriculumInvalid::TemplateOfOtherKind));
        let missing =
            References { template_type: None, subject_type_exists: false, direction_exists: false, ..references(InstitutionType::Hei) };
        assert_eq!(CurriculumDraft::parse(&form()).unwrap().settle(missing).unwrap_err().fields().len(), 3);
    }

    #[test]
    fn codes_round_trip() {
        for form in EduForm::ALL {
            assert_eq!(EduForm::parse(form.code()), Ok(*form));
        }
        for language in EduLanguage::ALL {
            assert_eq!(EduLanguage::parse(language.code()), Ok(*language));
        }
        for rating in RatingType::ALL {
            assert_eq!(RatingType::parse(rating.code()), Ok(*rating));
        }
    }
}
