//! Groups of students: each studies by one approved curriculum of its institution, in a course and
//! a semester, with a planned number of students; subgroups split it for one subject.

use std::collections::{BTreeMap, BTreeSet};

use crate::audit::{Audited, EntityType, Snapshot};
use crate::curriculum::{CurriculumStatus, EduForm, EduLanguage};
use crate::ids::{CurriculumId, DirectionId, GroupId, InstitutionId, StudentId};
use crate::language::{Language, Localized};
use crate::validation::{required_text, Invalid, ValidationErrors};
use crate::version::Version;

pub const MAX_COURSE: i64 = 6;
pub const MAX_SEMESTER: i64 = 12;
/// Distance-learning cohorts are enrolled as one group of thousands.
pub const MAX_PLANNED_STUDENTS: i64 = 10_000;

/// The fields of a group form before they are checked.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GroupForm {
    pub name: String,
    pub course: i64,
    pub current_semester: i64,
    pub number_of_students: i64,
    pub opened_year: i64,
    pub curriculum_id: i64,
    pub edu_direction_id: i64,
    pub edu_form: String,
    pub edu_language: String,
}

/// A checked group.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GroupDraft {
    pub name: String,
    pub course: i32,
    pub current_semester: i32,
    /// How many students the group is planned for; enrolment beyond it is refused.
    pub number_of_students: i32,
    pub opened_year: i32,
    pub curriculum_id: CurriculumId,
    pub edu_direction_id: DirectionId,
    pub edu_form: EduForm,
    pub edu_language: EduLanguage,
}

fn in_range(value: i64, min: i64, max: i64) -> Result<i32, Invalid> {
    if (min..=max).contains(&value) {
        Ok(value as i32)
    } else {
        Err(Invalid::OutOfRange { min, max })
    }
}

impl GroupDraft {
    pub fn parse(form: &GroupForm) -> Result<GroupDraft, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let name = errors.check("name", required_text(&form.name, 64));
        let course = errors.check("course", in_range(form.course, 1, MAX_COURSE));
        let current_semester = errors.check("current_semester", in_range(form.current_semester, 1, MAX_SEMESTER));
        let number_of_students = errors.check("number_of_students", in_range(form.number_of_students, 1, MAX_PLANNED_STUDENTS));
        let opened_year =
            errors.check("opened_year", in_range(form.opened_year, crate::curriculum::FIRST_YEAR, crate::curriculum::LAST_YEAR));
        let curriculum_id = errors.check("curriculum_id", CurriculumId::new(form.curriculum_id));
        let edu_direction_id = errors.check("edu_direction_id", DirectionId::new(form.edu_direction_id));
        let edu_form = errors.check("edu_form", EduForm::parse(&form.edu_form));
        let edu_language = errors.check("edu_language", EduLanguage::parse(&form.edu_language));
        // A course holds two semesters: the third course studies in the fifth or sixth.
        if let (Some(course), Some(semester)) = (course, current_semester) {
            if !(2 * course - 1..=2 * course).contains(&semester) {
                errors.add("current_semester", Invalid::OutOfRange { min: i64::from(2 * course - 1), max: i64::from(2 * course) });
            }
        }
        errors.into_result()?;
        match (name, course, current_semester, number_of_students, opened_year, curriculum_id, edu_direction_id, edu_form, edu_language) {
            (
                Some(name),
                Some(course),
                Some(current_semester),
                Some(number_of_students),
                Some(opened_year),
                Some(curriculum_id),
                Some(edu_direction_id),
                Some(edu_form),
                Some(edu_language),
            ) => Ok(GroupDraft {
                name,
                course,
                current_semester,
                number_of_students,
                opened_year,
                curriculum_id,
                edu_direction_id,
                edu_form,
                edu_language,
            }),
            _ => Err(ValidationErrors::single("name", Invalid::Required)),
        }
    }
}

/// Enrolling `adding` students into a group already holding `enrolled` of `planned`; refused
/// under the group field of the student form.
pub fn check_room_for(enrolled: i64, planned: i64, adding: i64) -> Result<(), Invalid> {
    if enrolled + adding > planned {
        Err(Invalid::GroupFull { planned })
    } else {
        Ok(())
    }
}

/// A group is studying, or closed to new work.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum GroupStatus {
    Active,
    Inactive,
}

impl GroupStatus {
    pub const ALL: [GroupStatus; 2] = [GroupStatus::Active, GroupStatus::Inactive];

    pub fn code(self) -> &'static str {
        match self {
            GroupStatus::Active => "ACTIVE",
            GroupStatus::Inactive => "INACTIVE",
        }
    }

    pub fn parse(code: &str) -> Result<GroupStatus, Invalid> {
        match code.trim() {
            "" => Err(Invalid::Required),
            code => GroupStatus::ALL.into_iter().find(|s| s.code() == code).ok_or(Invalid::UnknownValue),
        }
    }
}

/// A group as it is stored.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Group {
    pub id: GroupId,
    pub institution_id: InstitutionId,
    pub details: GroupDraft,
    pub status: GroupStatus,
    /// Students counted towards the planned size (studying or on leave); kept by the store.
    pub current_number_of_students: i32,
    pub version: Version,
}

impl Group {
    /// ACTIVE → INACTIVE; an inactive group stays so.
    pub fn inactivate(&mut self) -> Result<(), GroupNotActive> {
        match self.status {
            GroupStatus::Active => {
                self.status = GroupStatus::Inactive;
                Ok(())
            }
            GroupStatus::Inactive => Err(GroupNotActive),
        }
    }

    /// Whether the planned size may be lowered to `planned`: never below the students it holds.
    pub fn check_planned(&self, planned: i32) -> Result<(), Invalid> {
        if planned < self.current_number_of_students {
            Err(Invalid::OutOfRange { min: i64::from(self.current_number_of_students), max: MAX_PLANNED_STUDENTS })
        } else {
            Ok(())
        }
    }
}

/// The curriculum a group is to study by: an approved one of the group's own institution.
pub fn check_curriculum(
    status: CurriculumStatus,
    curriculum_institution: InstitutionId,
    institution: InstitutionId,
) -> Result<(), Invalid> {
    if status == CurriculumStatus::Approved && curriculum_institution == institution {
        Ok(())
    } else {
        Err(Invalid::CurriculumNotApproved)
    }
}

impl Audited for Group {
    const ENTITY: EntityType = EntityType::Group;

    fn audit_id(&self) -> i64 {
        self.id.get()
    }

    fn snapshot(&self) -> Snapshot {
        let d = &self.details;
        Snapshot::from([
            ("institution_id", self.institution_id.get().into()),
            ("name", d.name.as_str().into()),
            ("course", d.course.into()),
            ("current_semester", d.current_semester.into()),
            ("number_of_students", d.number_of_students.into()),
            ("opened_year", d.opened_year.into()),
            ("curriculum_id", d.curriculum_id.get().into()),
            ("edu_direction_id", d.edu_direction_id.get().into()),
            ("edu_form", d.edu_form.code().into()),
            ("edu_language", d.edu_language.code().into()),
            ("status", self.status.code().into()),
        ])
    }
}

/// Only an active group can be made inactive (409).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GroupNotActive;

impl Localized for GroupNotActive {
    fn code(&self) -> &'static str {
        "illegal_transition"
    }

    fn message(&self, language: Language) -> String {
        match language {
            Language::Uz | Language::UzCyrl => "Guruh allaqachon nofaol".into(),
            Language::Ru => "Группа уже неактивна".into(),
            Language::En => "The group is already inactive".into(),
        }
    }
}

/// A group that still holds students cannot be deleted (409).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GroupHasStudents;

impl Localized for GroupHasStudents {
    fn code(&self) -> &'static str {
        "group_has_students"
    }

    fn message(&self, language: Language) -> String {
        match language {
            Language::Uz | Language::UzCyrl => "Guruhda talabalar bor: avval ularni boshqa guruhga o‘tkazing".into(),
            Language::Ru => "В группе есть студенты: сначала переведите их в другую группу".into(),
            Language::En => "The group has students: move them to another group first".into(),
        }
    }
}

/// One subgroup as the form submits it.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SubgroupForm {
    pub name: String,
    pub student_ids: Vec<i64>,
}

/// A checked split of a group for one subject: every student of the group in exactly one subgroup.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Subgroups(Vec<(String, Vec<StudentId>)>);

impl Subgroups {
    /// `members`: the students of the group now. Errors under `subgroups.<i>.name` and
    /// `subgroups.<i>.student_ids`, or `subgroups` for a student left out.
    pub fn parse(forms: &[SubgroupForm], members: &BTreeSet<StudentId>) -> Result<Subgroups, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        if forms.is_empty() {
            errors.add("subgroups", Invalid::Required);
        }
        let mut names = BTreeSet::new();
        let mut placed: BTreeMap<StudentId, usize> = BTreeMap::new();
        let mut parts = Vec::new();
        for (index, form) in forms.iter().enumerate() {
            let name = errors.check(&format!("subgroups.{index}.name"), required_text(&form.name, 64));
            if let Some(name) = &name {
                if !names.insert(name.to_lowercase()) {
                    errors.add(format!("subgroups.{index}.name"), Invalid::Duplicate);
                }
            }
            let mut students = Vec::new();
            for id in &form.student_ids {
                match StudentId::new(*id) {
                    Ok(student) if !members.contains(&student) => {
                        errors.add(format!("subgroups.{index}.student_ids"), Invalid::UnknownValue)
                    }
                    Ok(student) => {
                        if placed.insert(student, index).is_some() {
                            errors.add(format!("subgroups.{index}.student_ids"), Invalid::Duplicate);
                        }
                        students.push(student);
                    }
                    Err(invalid) => errors.add(format!("subgroups.{index}.student_ids"), invalid),
                }
            }
            // Never the default: a refused name is in the errors, which return below.
            parts.push((name.unwrap_or_default(), students));
        }
        if !forms.is_empty() && members.iter().any(|m| !placed.contains_key(m)) {
            errors.add("subgroups", Invalid::Required);
        }
        errors.into_result()?;
        Ok(Subgroups(parts))
    }

    pub fn parts(&self) -> &[(String, Vec<StudentId>)] {
        &self.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn form() -> GroupForm {
        GroupForm {
            name: "KI-21".into(),
            course: 2,
            current_semester: 3,
            number_of_students: 25,
            opened_year: 2025,
            curriculum_id: 1,
            edu_direction_id: 1,
            edu_form: "FULL_TIME".into(),
            edu_language: "UZ".into(),
        }
    }

    #[test]
    fn a_group_studies_in_a_semester_of_its_course() {
        assert!(GroupDraft::parse(&form()).is_ok());
        let refused = GroupDraft::parse(&GroupForm { current_semester: 5, ..form() }).unwrap_err();
        assert_eq!(refused.fields()[0], ("current_semester".to_string(), Invalid::OutOfRange { min: 3, max: 4 }));
    }

    #[test]
    fn every_field_is_checked_at_once() {
        let refused = GroupDraft::parse(&GroupForm::default()).unwrap_err();
        let fields: Vec<_> = refused.fields().iter().map(|(f, _)| f.as_str()).collect();
        assert_eq!(
            fields,
            [
                "name",
                "course",
                "current_semester",
                "number_of_students",
                "opened_year",
                "curriculum_id",
                "edu_direction_id",
                "edu_form",
                "edu_language"
            ]
        );
    }

    #[test]
    fn enrolment_stops_at_the_planned_size() {
        assert!(check_room_for(24, 25, 1).is_ok());
        assert_eq!(check_room_for(25, 25, 1), Err(Invalid::GroupFull { planned: 25 }));
        assert!(check_room_for(20, 25, 6).is_err());
    }

    fn ids(values: &[i64]) -> BTreeSet<StudentId> {
        values.iter().map(|v| StudentId::from_stored(*v)).collect()
    }

    #[test]
    fn a_student_left_out_placed_twice_or_from_elsewhere_is_refused() {
        let members = ids(&[1, 2, 3]);
        let split = |a: Vec<i64>, b: Vec<i64>| {
            Subgroups::parse(
                &[SubgroupForm { name: "1".into(), student_ids: a }, SubgroupForm { name: "2".into(), student_ids: b }],
                &members,
            )
        };
        assert!(split(vec![1, 2], vec![3]).is_ok());
        let field = |r: Result<Subgroups, ValidationErrors>| r.unwrap_err().fields()[0].0.clone();
        assert_eq!(field(split(vec![1], vec![3])), "subgroups");
        assert_eq!(field(split(vec![1, 2], vec![2, 3])), "subgroups.1.student_ids");
        assert_eq!(field(split(vec![1, 2, 3], vec![9])), "subgroups.1.student_ids");
    }

    proptest! {
        #[test]
        fn any_partition_of_the_group_is_accepted(assignment in prop::collection::vec(0usize..3, 1..40)) {
            let members: BTreeSet<StudentId> = (1..=assignment.len() as i64).map(StudentId::from_stored).collect();
            let mut forms: Vec<SubgroupForm> = (0..3).map(|i| SubgroupForm { name: format!("{}-guruhcha", i + 1), student_ids: vec![] }).collect();
            for (student, part) in assignment.iter().enumerate() {
                forms[*part].student_ids.push(student as i64 + 1);
            }
            let split = Subgroups::parse(&forms, &members).unwrap();
            let placed: usize = split.parts().iter().map(|(_, s)| s.len()).sum();
            prop_assert_eq!(placed, members.len());
        }
    }
}
