use std::collections::{BTreeMap, BTreeSet};

use crate::assessment::{AssessmentInvalid, Points};
use crate::ids::StudentId;
use crate::validation::{Invalid, ValidationErrors};

code_enum!(
    /// A control sheet is open for points until it closes (by hand, or days after its exam).
    SheetState { Open = "OPEN", Closed = "CLOSED" }
);

/// One student's points as a sheet form sends them; none clears them.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct SheetEntryForm {
    pub student_id: i64,
    pub points: Option<f64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SheetEntry {
    pub student: StudentId,
    pub points: Option<Points>,
}

impl SheetEntry {
    /// Checks the points a sheet sends: each for a student the sheet lists (`listed`), once,
    /// within the control's maximum; a student the sheet shows but does not admit is refused by
    /// name (`refused`).
    pub fn parse_all(
        forms: &[SheetEntryForm],
        max: i32,
        listed: &BTreeSet<StudentId>,
        refused: &BTreeMap<StudentId, AssessmentInvalid>,
    ) -> Result<Vec<SheetEntry>, ValidationErrors> {
        let mut errors = ValidationErrors::new();
        let mut seen = BTreeSet::new();
        let mut entries = Vec::new();
        for (index, form) in forms.iter().enumerate() {
            let field = |name: &str| format!("entries.{index}.{name}");
            let student = match StudentId::new(form.student_id) {
                Ok(id) if listed.contains(&id) => Some(id),
                Ok(id) => {
                    let why = refused.get(&id).cloned().map_or(Invalid::NotOfTheGroup, Invalid::Assessment);
                    errors.add(field("student_id"), why);
                    None
                }
                Err(invalid) => {
                    errors.add(field("student_id"), invalid);
                    None
                }
            };
            let points = match form.points.map(|p| Points::entered(p, max)).transpose() {
                Ok(points) => points,
                Err(invalid) => {
                    errors.add(field("points"), invalid);
                    None
                }
            };
            if let Some(student) = student {
                if !seen.insert(student) {
                    errors.add(field("student_id"), Invalid::Duplicate);
                } else {
                    entries.push(SheetEntry { student, points });
                }
            }
        }
        errors.into_result()?;
        Ok(entries)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::language::Localized;

    #[test]
    fn a_sheet_takes_points_of_its_listed_students_only() {
        let id = StudentId::from_stored;
        let listed: BTreeSet<StudentId> = [id(1), id(2)].into();
        let refused: BTreeMap<StudentId, AssessmentInvalid> = [(id(3), AssessmentInvalid::NotAdmitted)].into();
        let ok = SheetEntry::parse_all(&[SheetEntryForm { student_id: 1, points: Some(25.5) }], 30, &listed, &refused);
        assert_eq!(ok, Ok(vec![SheetEntry { student: id(1), points: Some(Points::from_tenths(255)) }]));
        let forms = [
            SheetEntryForm { student_id: 3, points: Some(20.0) },
            SheetEntryForm { student_id: 2, points: Some(31.0) },
            SheetEntryForm { student_id: 9, points: None },
        ];
        let errors = SheetEntry::parse_all(&forms, 30, &listed, &refused).err().unwrap_or_default();
        let codes: Vec<(String, &str)> = errors.fields().iter().map(|(f, i)| (f.clone(), i.code())).collect();
        assert_eq!(
            codes,
            [
                ("entries.0.student_id".to_string(), "not_admitted"),
                ("entries.1.points".to_string(), "out_of_range"),
                ("entries.2.student_id".to_string(), "not_of_the_group")
            ]
        );
    }
}
