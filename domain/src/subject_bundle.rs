//! Subject bundles: named sets of catalogue subjects that are taught together.

use std::collections::BTreeSet;

use crate::audit::{AuditValue, Audited, EntityType, Snapshot};
use crate::ids::{SubjectBundleId, SubjectId};
use crate::multilingual::MultilingualName;
use crate::subject::Subject;
use crate::validation::{Invalid, ValidationErrors};
use crate::version::Version;

/// The fields of a bundle form before they are checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SubjectBundleForm {
    pub name_uz: String,
    pub name_uz_cyrl: String,
    pub name_ru: String,
    pub name_en: String,
    pub edu_subject_ids: Vec<i64>,
}

/// A bundle: a name and at least one subject, each once, in the order given.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectBundleDraft {
    pub name: MultilingualName,
    pub subject_ids: Vec<SubjectId>,
}

impl SubjectBundleDraft {
    pub fn parse(form: &SubjectBundleForm) -> Result<SubjectBundleDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let name = match MultilingualName::parse(&form.name_uz, &form.name_uz_cyrl, &form.name_ru, &form.name_en) {
            Ok(name) => Some(name),
            Err(name_errors) => {
                errors.merge("name", name_errors);
                None
            }
        };
        if form.edu_subject_ids.is_empty() {
            errors.add("edu_subject_ids", Invalid::Required);
        }
        let mut seen = BTreeSet::new();
        let mut subject_ids = Vec::new();
        for (index, raw) in form.edu_subject_ids.iter().enumerate() {
            let field = format!("edu_subject_ids.{index}");
            if let Some(id) = errors.check(&field, SubjectId::new(*raw)) {
                if seen.insert(id) {
                    subject_ids.push(id);
                } else {
                    errors.add(field, Invalid::Duplicate);
                }
            }
        }
        errors.into_result()?;
        name.map(|name| SubjectBundleDraft { name, subject_ids }).ok_or_else(|| ValidationErrors::single("name.uz", Invalid::Required))
    }

    /// Refuses the subjects that are not in the catalogue, each under its place in the form.
    pub fn check_known(&self, known: &[SubjectId]) -> Result<(), ValidationErrors> {
        unknown_subjects(&self.subject_ids, known, |index| format!("edu_subject_ids.{index}"))
    }
}

/// `UnknownValue` under `field(index)` for every id of `ids` missing from `known`.
pub fn unknown_subjects(ids: &[SubjectId], known: &[SubjectId], field: impl Fn(usize) -> String) -> Result<(), ValidationErrors> {
    let mut errors = ValidationErrors::new();
    for (index, id) in ids.iter().enumerate() {
        if !known.contains(id) {
            errors.add(field(index), Invalid::UnknownValue);
        }
    }
    errors.into_result()
}

/// A stored bundle with its subjects, in the bundle's order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SubjectBundle {
    pub id: SubjectBundleId,
    pub details: SubjectBundleDraft,
    pub subjects: Vec<Subject>,
    pub version: Version,
}

impl Audited for SubjectBundle {
    const ENTITY: EntityType = EntityType::SubjectBundle;

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
            ("edu_subject_ids", AuditValue::List(d.subject_ids.iter().map(|id| id.get().into()).collect())),
        ])
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn form(ids: Vec<i64>) -> SubjectBundleForm {
        SubjectBundleForm { name_uz: "IT asoslari".into(), edu_subject_ids: ids, ..Default::default() }
    }

    fn fields(errors: &ValidationErrors) -> Vec<(String, Invalid)> {
        errors.fields().to_vec()
    }

    #[test]
    fn a_bundle_holds_at_least_one_subject_each_once() {
        let draft = SubjectBundleDraft::parse(&form(vec![3, 1])).unwrap();
        assert_eq!(draft.subject_ids, vec![SubjectId::from_stored(3), SubjectId::from_stored(1)]);
        assert_eq!(fields(&SubjectBundleDraft::parse(&form(vec![])).unwrap_err()), vec![("edu_subject_ids".into(), Invalid::Required)]);
        assert_eq!(
            fields(&SubjectBundleDraft::parse(&form(vec![1, 0, 1])).unwrap_err()),
            vec![("edu_subject_ids.1".into(), Invalid::NotPositiveId), ("edu_subject_ids.2".into(), Invalid::Duplicate)]
        );
    }

    #[test]
    fn unknown_subjects_are_refused_where_they_stand() {
        let draft = SubjectBundleDraft::parse(&form(vec![1, 2, 3])).unwrap();
        let known = [SubjectId::from_stored(1), SubjectId::from_stored(3)];
        assert_eq!(fields(&draft.check_known(&known).unwrap_err()), vec![("edu_subject_ids.1".into(), Invalid::UnknownValue)]);
        assert!(draft.check_known(&[SubjectId::from_stored(1), SubjectId::from_stored(2), SubjectId::from_stored(3)]).is_ok());
    }

    proptest! {
        #[test]
        fn a_parsed_bundle_is_never_empty_and_never_repeats(ids in proptest::collection::vec(-2i64..12, 0..10)) {
            match SubjectBundleDraft::parse(&form(ids.clone())) {
                Ok(draft) => {
                    prop_assert!(!draft.subject_ids.is_empty());
                    let distinct: BTreeSet<_> = draft.subject_ids.iter().collect();
                    prop_assert_eq!(distinct.len(), draft.subject_ids.len());
                    prop_assert_eq!(draft.subject_ids.iter().map(|id| id.get()).collect::<Vec<_>>(), ids);
                }
                Err(errors) => {
                    let distinct: BTreeSet<_> = ids.iter().collect();
                    prop_assert!(ids.is_empty() || ids.iter().any(|id| *id <= 0) || distinct.len() < ids.len());
                    prop_assert!(!errors.is_empty());
                }
            }
        }
    }
}
