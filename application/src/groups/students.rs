use domain::actor::Actor;
use domain::ids::GroupId;
use domain::permission::Permission;

use super::group_in_scope;
use crate::access::require;
use crate::ports::{in_transaction, Lock, Member, UnitOfWork};
use crate::AppError;

pub struct GroupStudents<'a> {
    pub unit: &'a dyn UnitOfWork,
}

impl GroupStudents<'_> {
    /// Every student of the group, by surname: a group holds at most its planned size, so one answer.
    pub fn execute(&self, actor: &Actor, id: GroupId) -> Result<Vec<Member>, AppError> {
        require(actor, Permission::EduGroupView)?;
        in_transaction(self.unit, |tx| {
            let group = group_in_scope(tx, actor, id, Lock::None)?;
            tx.groups().members(group.id)
        })
    }
}
