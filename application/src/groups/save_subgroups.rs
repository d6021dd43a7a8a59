use std::collections::BTreeSet;

use domain::actor::Actor;
use domain::group::{SubgroupForm, Subgroups};
use domain::ids::{EduSubjectId, GroupId, StudentId};
use domain::permission::Permission;
use domain::validation::{Invalid, ValidationErrors};

use super::subjects::semester_of;
use super::{group_in_scope, Split};
use crate::access::require;
use crate::ports::{in_transaction, Lock, UnitOfWork};
use crate::AppError;

pub struct SaveSubgroups<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl SaveSubgroups<'_> {
    /// Replaces the split of a group for one subject of its current semester: every studying
    /// student of the group in exactly one subgroup.
    pub fn execute(&self, actor: &Actor, id: GroupId, subject: EduSubjectId, forms: &[SubgroupForm]) -> Result<Split, AppError> {
        require(actor, Permission::EduGroupEdit)?;
        in_transaction(self.unit, |tx| {
            let group = group_in_scope(tx, actor, id, Lock::ForUpdate)?;
            let (curriculum, _) = semester_of(tx, &group, None)?;
            let planned = (1..=i32::from(curriculum.number_of_semesters))
                .map(|semester| tx.groups().semester_subjects(curriculum.id, semester))
                .collect::<Result<Vec<_>, _>>()?;
            if !planned.iter().flatten().any(|s| s.id == subject) {
                return Err(ValidationErrors::single("edu_subject_id", Invalid::NotInSemester).into());
            }
            let members: BTreeSet<StudentId> =
                tx.groups().members(group.id)?.into_iter().filter(|m| m.status.is_enrolled()).map(|m| m.id).collect();
            let split = Subgroups::parse(forms, &members)?;
            tx.groups().replace_subgroups(group.id, subject, split.parts())?;
            tx.groups().subgroups(group.id, subject)
        })
    }
}
