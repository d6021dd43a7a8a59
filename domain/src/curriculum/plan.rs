//! The whole distribution of a curriculum as the distribution page submits it: the subject
//! list, the semesters with their dates, the vocational subjects and the DAK exams.

use std::collections::{BTreeMap, BTreeSet};

use chrono::NaiveDate;

use super::distribution::{Distribution, SemesterNumber, SemesterRow, SubjectHours, MAX_HOURS};
use super::rules::{CurriculumInvalid, DistributionIncomplete, Gap};
use crate::ids::EduSubjectId;
use crate::multilingual::MultilingualName;
use crate::validation::{Invalid, ValidationErrors};

/// At most this many vocational subjects; at least one.
pub const MAX_VOCATIONAL: usize = 2;

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SubjectRowForm {
    pub edu_subject_id: i64,
    pub study_hours: i64,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SemesterRowForm {
    pub edu_subject_id: i64,
    pub semester_number: i64,
    pub study_hours: i64,
    pub is_separated: bool,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct DatesForm {
    pub start_date: Option<String>,
    pub end_date: Option<String>,
}

#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct NamedHoursForm {
    pub id: Option<i64>,
    pub name_uz: String,
    pub name_uz_cyrl: String,
    pub name_ru: String,
    pub name_en: String,
    pub study_hours: i64,
}

/// A distribution as the page submits it, before it is checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlanForm {
    pub subjects: Vec<SubjectRowForm>,
    pub semesters: Vec<Vec<SemesterRowForm>>,
    pub dates: Vec<DatesForm>,
    pub vocational: Vec<NamedHoursForm>,
    pub exams: Vec<NamedHoursForm>,
}

/// When a semester runs; both dates are absent until the distribution is first saved.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct SemesterDates {
    pub start: Option<NaiveDate>,
    pub end: Option<NaiveDate>,
}

/// A vocational subject or a DAK exam: a name and hours. `id` is the stored row's; a row without
/// one (or with one the curriculum does not have) is new.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NamedHours {
    pub id: Option<i64>,
    pub name: MultilingualName,
    pub study_hours: i32,
}

/// A curriculum's full distribution, every rule checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CurriculumPlan {
    pub distribution: Distribution,
    pub dates: Vec<SemesterDates>,
    pub vocational: Vec<NamedHours>,
    pub exams: Vec<NamedHours>,
}

/// What a submitted distribution is checked against besides itself.
#[derive(Debug, Clone, Copy)]
pub struct PlanContext<'a> {
    pub semesters: u8,
    /// The stored distribution, to find what the submission removes.
    pub before: &'a Distribution,
    /// Every (subject, semester) that has ratings.
    pub rated: &'a BTreeSet<(EduSubjectId, SemesterNumber)>,
    /// The submitted subject ids that exist in the catalogue.
    pub known_subjects: &'a BTreeSet<EduSubjectId>,
}

fn parse_date(value: &Option<String>) -> Result<NaiveDate, Invalid> {
    match value.as_deref().map(str::trim) {
        None | Some("") => Err(Invalid::Required),
        Some(text) => NaiveDate::parse_from_str(text, "%Y-%m-%d").map_err(|_| Invalid::UnknownValue),
    }
}

fn hours(value: i64, min: i64) -> Result<i32, Invalid> {
    if (min..=i64::from(MAX_HOURS)).contains(&value) {
        Ok(value as i32)
    } else {
        Err(Invalid::Curriculum(CurriculumInvalid::HoursOutOfRange { min: min as i32, max: MAX_HOURS }))
    }
}

fn named_rows(field: &str, forms: &[NamedHoursForm], errors: &mut ValidationErrors) -> Vec<NamedHours> {
    let mut rows = Vec::new();
    for (index, form) in forms.iter().enumerate() {
        let name = match MultilingualName::parse(&form.name_uz, &form.name_uz_cyrl, &form.name_ru, &form.name_en) {
            Ok(name) => Some(name),
            Err(name_errors) => {
                errors.merge(&format!("{field}.{index}.name"), name_errors);
                None
            }
        };
        let study_hours = errors.check(&format!("{field}.{index}.study_hours"), hours(form.study_hours, 1));
        if let (Some(name), Some(study_hours)) = (name, study_hours) {
            rows.push(NamedHours { id: form.id.filter(|id| *id > 0), name, study_hours });
        }
    }
    rows
}

impl CurriculumPlan {
    /// A fresh plan: the model curriculum's subjects, undistributed, undated semesters.
    pub fn fresh(subjects: Vec<SubjectHours>, semesters: u8) -> Result<CurriculumPlan, CurriculumInvalid> {
        Ok(CurriculumPlan {
            distribution: Distribution::new(subjects, semesters)?,
            dates: vec![SemesterDates::default(); usize::from(semesters)],
            vocational: Vec::new(),
            exams: Vec::new(),
        })
    }

    /// Checks a submitted distribution. Every problem is reported, under the field path the page
    /// submitted it in (`semester_edu_subjects.1.0.study_hours`); nothing is kept on any refusal.
    pub fn parse(form: &PlanForm, context: PlanContext<'_>) -> Result<CurriculumPlan, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let n = context.semesters;
        let curriculum = |invalid| Invalid::Curriculum(invalid);

        // The subject list.
        let mut subjects = Vec::new();
        let mut listed = BTreeSet::new();
        for (index, row) in form.subjects.iter().enumerate() {
            let field = format!("edu_subject.{index}");
            let id = errors.check(&format!("{field}.edu_subject_id"), EduSubjectId::new(row.edu_subject_id));
            let study_hours = errors.check(&format!("{field}.study_hours"), hours(row.study_hours, 1));
            let Some(id) = id else { continue };
            if !context.known_subjects.contains(&id) {
                errors.add(format!("{field}.edu_subject_id"), curriculum(CurriculumInvalid::UnknownSubject));
                continue;
            }
            if !listed.insert(id) {
                errors.add(format!("{field}.edu_subject_id"), curriculum(CurriculumInvalid::RepeatedSubject));
                continue;
            }
            if let Some(study_hours) = study_hours {
                subjects.push(SubjectHours { subject: id, study_hours });
            }
        }
        for removed in context.before.subjects().iter().filter(|s| !listed.contains(&s.subject)) {
            if context.rated.iter().any(|(subject, _)| *subject == removed.subject) {
                errors.add("edu_subject", curriculum(CurriculumInvalid::Rated));
            }
        }
        let mut distribution = match Distribution::new(subjects, n.max(1)) {
            Ok(distribution) => distribution,
            Err(invalid) => {
                errors.add("edu_subject", curriculum(invalid));
                return Err(errors);
            }
        };

        // The semesters: exactly n lists, rows added through the distribution's own rules.
        if form.semesters.len() != usize::from(n) {
            errors.add("semester_edu_subjects", curriculum(CurriculumInvalid::WrongSemesterCount { expected: n }));
        }
        let mut placed = BTreeSet::new();
        for (index, rows) in form.semesters.iter().enumerate().take(usize::from(n)) {
            let semester =
                SemesterNumber::new(index as i64 + 1).map_err(|_| ValidationErrors::single("semester_edu_subjects", Invalid::Required))?;
            for (at, row) in rows.iter().enumerate() {
                let field = format!("semester_edu_subjects.{index}.{at}");
                if row.semester_number != i64::from(semester.get()) {
                    errors.add(
                        format!("{field}.semester_number"),
                        curriculum(CurriculumInvalid::WrongSemesterNumber { expected: semester.get() }),
                    );
                }
                let Some(id) = errors.check(&format!("{field}.edu_subject_id"), EduSubjectId::new(row.edu_subject_id)) else { continue };
                let Some(study_hours) = errors.check(&format!("{field}.study_hours"), hours(row.study_hours, 0)) else { continue };
                match distribution.add_row(semester, SemesterRow { subject: id, study_hours, is_separated: row.is_separated }) {
                    Ok(()) => {
                        placed.insert((id, semester));
                    }
                    Err(invalid @ CurriculumInvalid::HoursAboveTotal { .. }) => {
                        errors.add(format!("{field}.study_hours"), curriculum(invalid))
                    }
                    Err(invalid) => errors.add(format!("{field}.edu_subject_id"), curriculum(invalid)),
                }
            }
        }
        for (subject, semester) in context.before.placements() {
            if !placed.contains(&(subject, semester)) && context.rated.contains(&(subject, semester)) {
                errors.add(format!("semester_edu_subjects.{}", semester.get() - 1), curriculum(CurriculumInvalid::Rated));
            }
        }

        // The dates: exactly n pairs, each starting before it ends, in order.
        if form.dates.len() != usize::from(n) {
            errors.add("semester_dates", curriculum(CurriculumInvalid::WrongSemesterCount { expected: n }));
        }
        let mut dates = Vec::new();
        let mut previous_end: Option<NaiveDate> = None;
        for (index, pair) in form.dates.iter().enumerate().take(usize::from(n)) {
            let start = errors.check(&format!("semester_dates.{index}.start_date"), parse_date(&pair.start_date));
            let end = errors.check(&format!("semester_dates.{index}.end_date"), parse_date(&pair.end_date));
            if let (Some(start), Some(end)) = (start, end) {
                if start >= end {
                    errors.add(format!("semester_dates.{index}.end_date"), Invalid::EndNotAfterStart);
                } else if previous_end.is_some_and(|previous| start <= previous) {
                    errors.add(format!("semester_dates.{index}.start_date"), curriculum(CurriculumInvalid::SemestersOutOfOrder));
                }
                previous_end = Some(end);
            } else {
                previous_end = None;
            }
            dates.push(SemesterDates { start, end });
        }

        // Vocational subjects (1..2) and exams (at least one).
        let vocational = named_rows("vocational_subjects", &form.vocational, &mut errors);
        if form.vocational.is_empty() {
            errors.add("vocational_subjects", curriculum(CurriculumInvalid::VocationalRequired));
        } else if form.vocational.len() > MAX_VOCATIONAL {
            errors.add("vocational_subjects", curriculum(CurriculumInvalid::TooManyVocational));
        }
        let exams = named_rows("exams", &form.exams, &mut errors);
        if form.exams.is_empty() {
            errors.add("exams", curriculum(CurriculumInvalid::ExamsRequired));
        }

        errors.into_result()?;
        Ok(CurriculumPlan { distribution, dates, vocational, exams })
    }

    /// What keeps the plan from approval: undated semesters, subjects whose semesters do not add
    /// up to their hours (named), missing vocational subjects or exams.
    pub fn check_complete(&self, names: &BTreeMap<EduSubjectId, MultilingualName>) -> Result<(), DistributionIncomplete> {
        let mut gaps = Vec::new();
        for (index, dates) in self.dates.iter().enumerate() {
            if dates.start.is_none() || dates.end.is_none() {
                gaps.push(Gap::Undated { semester: index as u8 + 1 });
            }
        }
        for _ in self.dates.len()..usize::from(self.distribution.semester_count()) {
            gaps.push(Gap::Undated { semester: self.dates.len() as u8 + 1 });
        }
        for (subject, left) in self.distribution.unbalanced() {
            let name = names
                .get(&subject)
                .cloned()
                .unwrap_or_else(|| MultilingualName::from_stored(subject.to_string(), String::new(), String::new(), String::new()));
            if left > 0 {
                gaps.push(Gap::HoursLeft { subject: name, left });
            } else {
                gaps.push(Gap::HoursOver { subject: name, over: -left });
            }
        }
        if self.vocational.is_empty() || self.vocational.len() > MAX_VOCATIONAL {
            gaps.push(Gap::NoVocational);
        }
        if self.exams.is_empty() {
            gaps.push(Gap::NoExams);
        }
        if gaps.is_empty() {
            Ok(())
        } else {
            Err(DistributionIncomplete { gaps })
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn id(n: i64) -> EduSubjectId {
        EduSubjectId::from_stored(n)
    }

    fn before() -> Distribution {
        Distribution::new(vec![SubjectHours { subject: id(1), study_hours: 100 }, SubjectHours { subject: id(2), study_hours: 40 }], 2)
            .unwrap()
    }

    fn named(name: &str, hours: i64) -> NamedHoursForm {
        NamedHoursForm { id: None, name_uz: name.into(), study_hours: hours, ..Default::default() }
    }

    fn row(subject: i64, semester: i64, hours: i64) -> SemesterRowForm {
        SemesterRowForm { edu_subject_id: subject, semester_number: semester, study_hours: hours, is_separated: false }
    }

    fn dates(start: &str, end: &str) -> DatesForm {
        DatesForm { start_date: Some(start.into()), end_date: Some(end.into()) }
    }

    fn form() -> PlanForm {
        PlanForm {
            subjects: vec![SubjectRowForm { edu_subject_id: 1, study_hours: 100 }, SubjectRowForm { edu_subject_id: 2, study_hours: 40 }],
            semesters: vec![vec![row(1, 1, 50), row(2, 1, 40)], vec![row(1, 2, 50)]],
            dates: vec![dates("2026-09-01", "2027-01-20"), dates("2027-02-01", "2027-06-30")],
            vocational: vec![named("Kasbiy amaliyot", 72)],
            exams: vec![named("Yakuniy davlat attestatsiyasi", 8)],
        }
    }

    fn parse(form: &PlanForm, rated: &[(i64, i64)]) -> Result<CurriculumPlan, ValidationErrors> {
        let rated: BTreeSet<(EduSubjectId, SemesterNumber)> =
            rated.iter().map(|(s, n)| (id(*s), SemesterNumber::new(*n).unwrap())).collect();
        let known: BTreeSet<EduSubjectId> = [1, 2, 3].into_iter().map(id).collect();
        CurriculumPlan::parse(form, PlanContext { semesters: 2, before: &before(), rated: &rated, known_subjects: &known })
    }

    fn fields(errors: ValidationErrors) -> Vec<(String, String)> {
        errors.fields().iter().map(|(f, i)| (f.clone(), crate::language::Localized::code(i).to_string())).collect()
    }

    #[test]
    fn a_complete_submission_is_accepted_and_complete() {
        let plan = parse(&form(), &[]).unwrap();
        assert_eq!(plan.distribution.remaining(id(1)), 0);
        assert_eq!(plan.check_complete(&BTreeMap::new()), Ok(()));
    }

    #[test]
    fn every_rule_of_a_submission_is_reported_under_its_field() {
        let mut bad = form();
        bad.semesters = vec![vec![row(3, 1, 10), row(1, 1, 60), row(1, 1, 0)], vec![row(1, 2, 50), row(2, 1, -1)]];
        bad.dates = vec![dates("2026-09-01", "2026-09-01"), DatesForm { start_date: None, end_date: Some("2027-06-30".into()) }];
        bad.vocational = vec![];
        bad.exams = vec![];
        let found = fields(parse(&bad, &[]).unwrap_err());
        let expected: Vec<(String, String)> = [
            ("semester_edu_subjects.0.0.edu_subject_id", "subject_not_in_curriculum"),
            ("semester_edu_subjects.0.2.edu_subject_id", "subject_repeated"),
            ("semester_edu_subjects.1.0.study_hours", "hours_above_total"),
            ("semester_edu_subjects.1.1.semester_number", "wrong_semester_number"),
            ("semester_edu_subjects.1.1.study_hours", "hours_out_of_range"),
            ("semester_dates.0.end_date", "end_not_after_start"),
            ("semester_dates.1.start_date", "required"),
            ("vocational_subjects", "vocational_required"),
            ("exams", "exams_required"),
        ]
        .into_iter()
        .map(|(f, c)| (f.to_string(), c.to_string()))
        .collect();
        assert_eq!(found, expected);
    }

    #[test]
    fn semesters_run_in_order_and_the_counts_match() {
        let mut bad = form();
        bad.dates = vec![dates("2026-09-01", "2027-02-10"), dates("2027-02-01", "2027-06-30")];
        bad.semesters.pop();
        bad.vocational = vec![named("A", 1), named("B", 1), named("C", 1)];
        let found = fields(parse(&bad, &[]).unwrap_err());
        assert_eq!(
            found,
            vec![
                ("semester_edu_subjects".to_string(), "wrong_semester_count".to_string()),
                ("semester_dates.1.start_date".to_string(), "semesters_out_of_order".to_string()),
                ("vocational_subjects".to_string(), "too_many_vocational".to_string()),
            ]
        );
    }

    #[test]
    fn a_rated_subject_cannot_leave_the_list_or_its_semester() {
        let mut stored = before();
        stored.add_row(SemesterNumber::new(2).unwrap(), SemesterRow { subject: id(2), study_hours: 10, is_separated: false }).unwrap();
        let rated: BTreeSet<(EduSubjectId, SemesterNumber)> = [(id(2), SemesterNumber::new(2).unwrap())].into();
        let known: BTreeSet<EduSubjectId> = [1, 2].into_iter().map(id).collect();
        let mut without = form();
        without.subjects.pop();
        without.semesters = vec![vec![row(1, 1, 50)], vec![row(1, 2, 50)]];
        let context = PlanContext { semesters: 2, before: &stored, rated: &rated, known_subjects: &known };
        let found = fields(CurriculumPlan::parse(&without, context).unwrap_err());
        assert_eq!(
            found,
            vec![
                ("edu_subject".to_string(), "subject_rated".to_string()),
                ("semester_edu_subjects.1".to_string(), "subject_rated".to_string()),
            ]
        );
        // Kept where it was, the rated subject may move hours around freely.
        let mut kept = form();
        kept.semesters = vec![vec![row(1, 1, 50), row(2, 1, 30)], vec![row(1, 2, 50), row(2, 2, 10)]];
        assert!(CurriculumPlan::parse(&kept, context).is_ok());
        let mut unknown = form();
        unknown.subjects[1].edu_subject_id = 9;
        assert_eq!(
            fields(parse(&unknown, &[]).unwrap_err())[0],
            ("edu_subject.1.edu_subject_id".to_string(), "unknown_subject".to_string())
        );
    }

    #[test]
    fn an_incomplete_plan_names_what_is_missing() {
        let plan = CurriculumPlan::fresh(vec![SubjectHours { subject: id(1), study_hours: 30 }], 2).unwrap();
        let names: BTreeMap<EduSubjectId, MultilingualName> =
            [(id(1), MultilingualName::from_stored("Fizika".into(), String::new(), String::new(), String::new()))].into();
        let gaps = plan.check_complete(&names).unwrap_err().gaps;
        assert_eq!(
            gaps,
            vec![
                Gap::Undated { semester: 1 },
                Gap::Undated { semester: 2 },
                Gap::HoursLeft { subject: names[&id(1)].clone(), left: 30 },
                Gap::NoVocational,
                Gap::NoExams,
            ]
        );
    }
}
