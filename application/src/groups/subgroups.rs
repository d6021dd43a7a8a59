use domain::actor::Actor;
use domain::ids::{EduSubjectId, GroupId};
use domain::permission::Permission;

use super::group_in_scope;
use crate::access::require;
use crate::ports::{in_transaction, Lock, UnitOfWork};
use crate::AppError;

/// A group's split for one subject: each subgroup's name and students.
pub type Split = Vec<(String, Vec<domain::ids::StudentId>)>;

pub struct GetSubgroups<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl GetSubgroups<'_> {
    /// Empty while the group is not split for the subject.
    pub fn execute(&self, actor: &Actor, id: GroupId, subject: EduSubjectId) -> Result<Split, AppError> {
        require(actor, Permission::EduGroupView)?;
        in_transaction(self.unit, |tx| {
            let group = group_in_scope(tx, actor, id, Lock::None)?;
            tx.groups().subgroups(group.id, subject)
        })
    }
}
