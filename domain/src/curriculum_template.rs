//! The ministry's model curricula: which subjects, with how many hours, a curriculum of a
//! direction starts from.

use std::collections::BTreeSet;

use crate::audit::{AuditValue, Audited, EntityType, Snapshot};
use crate::direction::Direction;
use crate::ids::{CurriculumTemplateId, DirectionId, SubjectId};
use crate::institution::InstitutionType;
use crate::multilingual::MultilingualName;
use crate::study::{SemesterCount, StudyHours};
use crate::subject::Subject;
use crate::subject_bundle::unknown_subjects;
use crate::validation::{Invalid, ValidationErrors};
use crate::version::Version;

/// One subject row of a model-curriculum form before it is checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TemplateSubjectForm {
    pub edu_subject_id: Option<i64>,
    pub study_hours: Option<i64>,
}

/// The fields of a model-curriculum form before they are checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct CurriculumTemplateForm {
    pub name_uz: String,
    pub name_uz_cyrl: String,
    pub name_ru: String,
    pub name_en: String,
    pub edu_direction_id: Option<i64>,
    pub institution_type: String,
    pub number_of_semesters: Option<i64>,
    pub subjects: Vec<TemplateSubjectForm>,
}

/// A subject of a model curriculum with the hours the curriculum gives it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TemplateSubjectDraft {
    pub subject_id: SubjectId,
    pub study_hours: StudyHours,
}

/// A model curriculum: a name, the kind of institution it is for, optionally the direction of
/// study, its number of semesters and at least one subject, each once.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CurriculumTemplateDraft {
    pub name: MultilingualName,
    pub direction_id: Option<DirectionId>,
    pub institution_type: InstitutionType,
    pub number_of_semesters: SemesterCount,
    pub subjects: Vec<TemplateSubjectDraft>,
}

fn subject_field(index: usize, name: &str) -> String {
    format!("subjects.{index}.{name}")
}

impl CurriculumTemplateDraft {
    pub fn parse(form: &CurriculumTemplateForm) -> Result<CurriculumTemplateDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let name = match MultilingualName::parse(&form.name_uz, &form.name_uz_cyrl, &form.name_ru, &form.name_en) {
            Ok(name) => Some(name),
            Err(name_errors) => {
                errors.merge("name", name_errors);
                None
            }
        };
        let direction_id = errors.check("edu_direction_id", form.edu_direction_id.map(DirectionId::new).transpose());
        let institution_type = errors.check("institution_type", InstitutionType::parse(&form.institution_type));
        // Without a valid kind of institution the count is still checked against the wider bound.
        let number_of_semesters = errors.check(
            "number_of_semesters",
            SemesterCount::or_default(form.number_of_semesters, institution_type.unwrap_or(InstitutionType::Hei)),
        );
        if form.subjects.is_empty() {
            errors.add("subjects", Invalid::Required);
        }
        let mut seen = BTreeSet::new();
        let mut subjects = Vec::new();
        for (index, row) in form.subjects.iter().enumerate() {
            let subject_id =
                errors.check(&subject_field(index, "edu_subject_id"), row.edu_subject_id.map_or(Err(Invalid::Required), SubjectId::new));
            let study_hours = errors.check(&subject_field(index, "study_hours"), StudyHours::required(row.study_hours));
            if let Some(id) = subject_id {
                if !seen.insert(id) {
                    errors.add(subject_field(index, "edu_subject_id"), Invalid::Duplicate);
                    continue;
                }
            }
            if let (Some(subject_id), Some(study_hours)) = (subject_id, study_hours) {
                subjects.push(TemplateSubjectDraft { subject_id, study_hours });
            }
        }
        errors.into_result()?;
        match (name, direction_id, institution_type, number_of_semesters) {
            (Some(name), Some(direction_id), Some(institution_type), Some(number_of_semesters)) => {
                Ok(CurriculumTemplateDraft { name, direction_id, institution_type, number_of_semesters, subjects })
            }
            _ => Err(ValidationErrors::single("name.uz", Invalid::Required)),
        }
    }

    pub fn subject_ids(&self) -> Vec<SubjectId> {
        self.subjects.iter().map(|s| s.subject_id).collect()
    }

    /// Refuses the subjects that are not in the catalogue, each under its row.
    pub fn check_known(&self, known: &[SubjectId]) -> Result<(), ValidationErrors> {
        unknown_subjects(&self.subject_ids(), known, |index| subject_field(index, "edu_subject_id"))
    }

    /// The direction named must exist (`found` is what the classifier holds under its id) and
    /// be a direction of the same kind of institution.
    pub fn check_direction(&self, found: Option<&Direction>) -> Result<(), ValidationErrors> {
        match (self.direction_id, found) {
            (None, _) => Ok(()),
            (Some(_), None) => Err(ValidationErrors::single("edu_direction_id", Invalid::UnknownValue)),
            (Some(_), Some(direction)) if direction.details.institution_type != self.institution_type => {
                Err(ValidationErrors::single("edu_direction_id", Invalid::OtherInstitutionType))
            }
            (Some(_), Some(_)) => Ok(()),
        }
    }
}

/// A direction of study as other objects show it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DirectionRef {
    pub id: DirectionId,
    pub code: String,
    pub name: MultilingualName,
}

/// A stored subject row of a model curriculum, with the catalogue's subject.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TemplateSubject {
    pub subject: Subject,
    pub study_hours: StudyHours,
}

/// A stored model curriculum with its direction and subjects.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CurriculumTemplate {
    pub id: CurriculumTemplateId,
    pub details: CurriculumTemplateDraft,
    pub direction: Option<DirectionRef>,
    pub subjects: Vec<TemplateSubject>,
    pub version: Version,
}

impl Audited for CurriculumTemplate {
    const ENTITY: EntityType = EntityType::CurriculumTemplate;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    fn snapshot(&self) -> Snapshot {
        let d = &self.details;
        // By subject: the order a form lists them in is no change of the model curriculum.
        let mut subjects: Vec<(SubjectId, i32)> = d.subjects.iter().map(|s| (s.subject_id, s.study_hours.get())).collect();
        subjects.sort();
        let subjects = subjects
            .into_iter()
            .map(|(id, hours)| {
                AuditValue::Map(std::collections::BTreeMap::from([("edu_subject_id", id.get().into()), ("study_hours", hours.into())]))
            })
            .collect();
        Snapshot::from([
            ("name_uz", d.name.uz().into()),
            ("name_uz_cyrl", d.name.uz_cyrl().into()),
            ("name_ru", d.name.ru().into()),
            ("name_en", d.name.en().into()),
            ("edu_direction_id", d.direction_id.map(|id| id.get()).into()),
            ("institution_type", d.institution_type.code().into()),
            ("number_of_semesters", d.number_of_semesters.get().into()),
            ("subjects", AuditValue::List(subjects)),
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::direction::DirectionDraft;
    use proptest::prelude::*;

    fn row(id: i64, hours: i64) -> TemplateSubjectForm {
        TemplateSubjectForm { edu_subject_id: Some(id), study_hours: Some(hours) }
    }

    fn form() -> CurriculumTemplateForm {
        CurriculumTemplateForm {
            name_uz: "Kompyuter injiniringi (namunaviy o‘quv reja)".into(),
            institution_type: "HEI".into(),
            subjects: vec![row(1, 240), row(2, 180)],
            ..Default::default()
        }
    }

    fn fields(form: &CurriculumTemplateForm) -> Vec<(String, Invalid)> {
        CurriculumTemplateDraft::parse(form).unwrap_err().fields().to_vec()
    }

    fn direction(kind: InstitutionType) -> Direction {
        Direction {
            id: DirectionId::from_stored(7),
            details: DirectionDraft {
                code: "60610100".into(),
                name: MultilingualName::from_stored("KI".into(), String::new(), "".into(), "".into()),
                institution_type: kind,
            },
            version: Version::new(1),
        }
    }

    #[test]
    fn four_semesters_unless_told_otherwise() {
        let draft = CurriculumTemplateDraft::parse(&form()).unwrap();
        assert_eq!(draft.number_of_semesters.get(), 4);
        assert_eq!(draft.subject_ids(), vec![SubjectId::from_stored(1), SubjectId::from_stored(2)]);
        let eight = CurriculumTemplateDraft::parse(&CurriculumTemplateForm { number_of_semesters: Some(8), ..form() }).unwrap();
        assert_eq!(eight.number_of_semesters.get(), 8);
    }

    #[test]
    fn a_lyceum_model_has_at_most_four_semesters() {
        let lyceum = CurriculumTemplateForm { institution_type: "LYCEUM".into(), number_of_semesters: Some(6), ..form() };
        assert_eq!(fields(&lyceum), vec![("number_of_semesters".into(), Invalid::LyceumSemesters { max: 4 })]);
        let unknown_kind = CurriculumTemplateForm { institution_type: "SCHOOL".into(), number_of_semesters: Some(13), ..form() };
        assert_eq!(
            fields(&unknown_kind),
            vec![
                ("institution_type".into(), Invalid::UnknownValue),
                ("number_of_semesters".into(), Invalid::OutOfRange { min: 1, max: 12 })
            ]
        );
    }

    #[test]
    fn subjects_are_required_distinct_and_hours_bounded() {
        assert_eq!(fields(&CurriculumTemplateForm { subjects: vec![], ..form() }), vec![("subjects".into(), Invalid::Required)]);
        let rows = vec![row(1, 10), row(1, 20), row(2, 0), TemplateSubjectForm::default()];
        assert_eq!(
            fields(&CurriculumTemplateForm { subjects: rows, ..form() }),
            vec![
                ("subjects.1.edu_subject_id".into(), Invalid::Duplicate),
                ("subjects.2.study_hours".into(), Invalid::OutOfRange { min: 1, max: 10_000 }),
                ("subjects.3.edu_subject_id".into(), Invalid::Required),
                ("subjects.3.study_hours".into(), Invalid::Required),
            ]
        );
    }

    #[test]
    fn the_direction_exists_and_fits_the_kind_of_institution() {
        let draft = CurriculumTemplateDraft::parse(&CurriculumTemplateForm { edu_direction_id: Some(7), ..form() }).unwrap();
        assert!(draft.check_direction(Some(&direction(InstitutionType::Hei))).is_ok());
        let other = draft.check_direction(Some(&direction(InstitutionType::Lyceum))).unwrap_err();
        assert_eq!(other.fields()[0], ("edu_direction_id".into(), Invalid::OtherInstitutionType));
        assert_eq!(draft.check_direction(None).unwrap_err().fields()[0].1, Invalid::UnknownValue);
        assert!(CurriculumTemplateDraft::parse(&form()).unwrap().check_direction(None).is_ok());
        let known = [SubjectId::from_stored(2)];
        assert_eq!(draft.check_known(&known).unwrap_err().fields()[0].0, "subjects.0.edu_subject_id");
    }

    proptest! {
        #[test]
        fn a_parsed_model_has_distinct_subjects_with_bounded_hours(
            rows in proptest::collection::vec((1i64..6, -5i64..10_010), 0..8),
            semesters in proptest::option::of(-1i64..15),
            lyceum in any::<bool>(),
        ) {
            let form = CurriculumTemplateForm {
                institution_type: if lyceum { "LYCEUM".into() } else { "HEI".into() },
                number_of_semesters: semesters,
                subjects: rows.iter().map(|(id, hours)| row(*id, *hours)).collect(),
                ..form()
            };
            if let Ok(draft) = CurriculumTemplateDraft::parse(&form) {
                prop_assert!(!draft.subjects.is_empty());
                prop_assert_eq!(draft.subjects.len(), rows.len());
                let distinct: BTreeSet<_> = draft.subject_ids().into_iter().collect();
                prop_assert_eq!(distinct.len(), draft.subjects.len());
                prop_assert!(draft.subjects.iter().all(|s| (1..=10_000).contains(&s.study_hours.get())));
                let limit = if lyceum { 4 } else { 12 };
                prop_assert!(draft.number_of_semesters.get() <= limit);
            }
        }
    }
}
