use domain::actor::Actor;
use domain::ids::GroupId;
use domain::permission::Permission;
use domain::validation::{Invalid, ValidationErrors};

use super::group_in_scope;
use crate::access::require;
use crate::ports::{in_transaction, CurriculumFacts, Lock, SemesterSubject, Transaction, UnitOfWork};
use crate::AppError;

pub struct GroupSubjects<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl GroupSubjects<'_> {
    /// The subjects the group's curriculum places in `semester` (by default the group's current one).
    pub fn execute(&self, actor: &Actor, id: GroupId, semester: Option<i64>) -> Result<Vec<SemesterSubject>, AppError> {
        require(actor, Permission::EduGroupView)?;
        in_transaction(self.unit, |tx| {
            let group = group_in_scope(tx, actor, id, Lock::None)?;
            let (curriculum, semester) = semester_of(tx, &group, semester)?;
            tx.groups().semester_subjects(curriculum.id, semester)
        })
    }
}

/// The group's curriculum and the semester asked for, checked against its number of semesters.
pub(crate) fn semester_of(
    tx: &mut dyn Transaction,
    group: &domain::group::Group,
    semester: Option<i64>,
) -> Result<(CurriculumFacts, i32), AppError> {
    let curriculum = tx.groups().curriculum(group.details.curriculum_id)?.ok_or(AppError::NotFound)?;
    let semester = semester.unwrap_or(i64::from(group.details.current_semester));
    let max = i64::from(curriculum.number_of_semesters);
    if !(1..=max).contains(&semester) {
        return Err(ValidationErrors::single("semester", Invalid::OutOfRange { min: 1, max }).into());
    }
    Ok((curriculum, semester as i32))
}
